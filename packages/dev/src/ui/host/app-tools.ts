/** One tool the widget registered (`appCapabilities.tools`), as its `tools/list` answer describes it. */
export interface AppToolInfo {
  name: string;
  description: string | null;
  /** The tool's JSON Schema for its arguments (`{ type: "object" }` when the widget gave none). */
  inputSchema: Record<string, unknown>;
}

/** The last host-side call of an app tool, as the host state panel shows it. */
export interface AppToolCall {
  /** Counts calls, so the panel can tell a new result from the previous one. */
  id: number;
  name: string;
  args: Record<string, unknown>;
  /** `true` until the widget answers. */
  pending: boolean;
  /** The widget's `tools/call` result (`isError: true` when its handler failed). */
  result: unknown;
  /** Why the call got no result (a JSON-RPC error, a timeout, a closed frame). */
  error: string | null;
}

/** What the host knows about the widget's own tools. */
export interface AppToolsView {
  /** `absent`: the widget declared no `appCapabilities.tools` (or has not finished its handshake). */
  status: "absent" | "listing" | "ready" | "error";
  tools: AppToolInfo[];
  /** Why the last `tools/list` failed, or why the widget's answer was unusable. */
  error: string | null;
  lastCall: AppToolCall | null;
}

/** The view before (or without) a widget that declares tools. */
export const NO_APP_TOOLS: AppToolsView = { status: "absent", tools: [], error: null, lastCall: null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the widget's `tools/list` answer. Throws a `TypeError` that says what is wrong when the
 * answer is not `{ tools: [{ name, ... }] }`, so a broken widget shows as an error, not as no tools.
 */
export function readAppTools(answer: unknown): AppToolInfo[] {
  if (!isRecord(answer) || !Array.isArray(answer.tools)) {
    throw new TypeError("The widget's tools/list answer has no tools array.");
  }
  return answer.tools.map((tool: unknown, index) => {
    if (!isRecord(tool) || typeof tool.name !== "string" || tool.name === "") {
      throw new TypeError(`Tool ${index} in the widget's tools/list answer has no name.`);
    }
    return {
      name: tool.name,
      description: typeof tool.description === "string" ? tool.description : null,
      inputSchema: isRecord(tool.inputSchema) ? tool.inputSchema : { type: "object" },
    };
  });
}

/** The outcome of reading the arguments box: an object to send, or why not. */
export type ParsedArguments = { ok: true; args: Record<string, unknown> } | { ok: false; error: string };

/** Parses the arguments typed for an app tool: JSON for an object; empty means `{}`. */
export function parseAppToolArguments(text: string): ParsedArguments {
  if (text.trim() === "") return { ok: true, args: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Arguments are not valid JSON: ${(error as Error).message}` };
  }
  if (!isRecord(value)) return { ok: false, error: "Arguments must be a JSON object, like {}." };
  return { ok: true, args: value };
}
