import { ToolResultError } from "./errors.js";
import { isRecord } from "./paths.js";
import { checkSchema } from "./schema-check.js";
import type { ContentBlock, JsonSchema, ToolDescriptor, ToolResult, ToolResultOf } from "./types.js";
import { RULES, type Violation } from "./violation.js";
import type { ToolDefinition } from "./tool.js";

/** What `toolResult` takes: the parts of a tool result, each for its reader. */
export interface ToolResultInput<Output = Record<string, unknown>> {
  /** Seen by the model and the widget; must match the tool's `outputSchema` (its type, given the tool). Keep it small. */
  structuredContent?: Output;
  /**
   * Seen by the model and the widget. A string becomes one text block. When omitted and
   * `structuredContent` is set, a text block with its JSON is added (MCP's advice for older clients);
   * pass `[]` for none.
   */
  content?: string | ContentBlock[];
  /** Delivered to the widget only (`_meta`); the model never sees it. */
  meta?: Record<string, unknown>;
}

/** Anything that carries an `outputSchema`: a `defineTool` result (of output type `Output`) or a plain descriptor. */
export type ToolWithSchema<Output = unknown> =
  | ToolDefinition<unknown, Output, string, unknown>
  | Pick<ToolDescriptor, "outputSchema" | "name">;

function schemaOf(tool: ToolWithSchema): { schema: JsonSchema | undefined; name: string } {
  if ("descriptor" in tool) return { schema: tool.descriptor.outputSchema, name: tool.name };
  return { schema: tool.outputSchema, name: tool.name };
}

// @example-source packages/server/examples/api-reference.ts#toolResult
/**
 * Builds a tool result. With `tool`, `structuredContent` is checked against its `outputSchema`
 * (compiled once per schema) and a `ToolResultError` lists every mismatch by path; returning
 * `structuredContent` from a tool without an `outputSchema` is an error too (the Apps SDK reference requires one).
 *
 * @throws {ToolResultError} code `invalid_structured_content` when `structuredContent` is not a plain
 *   object or does not match the tool's `outputSchema`; code `output_schema_missing` when the tool has none.
 * @example
 * ```ts
 * function showPizzasResult(city: string) {
 *   // structuredContent is checked against showPizzas' outputSchema: a mismatch throws a ToolResultError
 *   return toolResult({ structuredContent: { city }, content: `Pizzas in ${city}` }, showPizzas);
 * }
 * ```
 */
export function toolResult<Output = Record<string, unknown>>(
  input: ToolResultInput<NoInfer<Output>>,
  tool?: ToolWithSchema<Output>,
): ToolResultOf<Output> {
  const { structuredContent, content, meta } = input;
  if (structuredContent !== undefined && !isRecord(structuredContent)) {
    throw new ToolResultError("invalid_structured_content", "structuredContent must be a plain object.", [
      {
        path: "structuredContent",
        rule: "output-schema-object",
        severity: "error",
        message: `${RULES["output-schema-object"]}: structuredContent must be an object`,
      },
    ]);
  }
  if (tool && structuredContent !== undefined) {
    const { schema, name } = schemaOf(tool);
    if (!schema) {
      throw new ToolResultError(
        "output_schema_missing",
        `Tool "${name}" returns structuredContent but declares no outputSchema.`,
        [
          {
            path: "outputSchema",
            rule: "output-schema-required",
            severity: "error",
            message: RULES["output-schema-required"],
          },
        ],
      );
    }
    const issues = checkSchema(schema, structuredContent);
    if (issues.length) {
      const violations: Violation[] = issues.map((issue) => ({
        path: `structuredContent${issue.pointer
          .split("/")
          .slice(1)
          .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
          .join("")}`,
        rule: "output-schema-match",
        severity: "error",
        message: `${RULES["output-schema-match"]} ("${name}"): ${issue.message}`,
      }));
      throw new ToolResultError(
        "invalid_structured_content",
        `structuredContent of "${name}" does not match its outputSchema:\n${issues.map((issue) => `  - ${issue.message}`).join("\n")}`,
        violations,
      );
    }
  }
  const blocks: ContentBlock[] =
    typeof content === "string"
      ? [{ type: "text", text: content }]
      : (content ??
        (structuredContent !== undefined ? [{ type: "text", text: JSON.stringify(structuredContent) }] : []));
  const result: ToolResult = { content: blocks };
  if (structuredContent !== undefined) result.structuredContent = structuredContent as Record<string, unknown>;
  if (meta !== undefined) result._meta = meta;
  return result as ToolResultOf<Output>;
}

/** What `toolError` takes. */
export interface ToolErrorInput {
  /** What went wrong, for the model and the widget. */
  message: string;
  /** RFC 7235 `WWW-Authenticate` challenge(s) that make ChatGPT start OAuth (`_meta["mcp/www_authenticate"]`). */
  wwwAuthenticate?: string | string[];
  /** Extra `_meta` for the widget only; the model never sees it. */
  meta?: Record<string, unknown>;
}

// @example-source packages/server/examples/api-reference.ts#toolError
/**
 * An error result (`isError: true`), optionally carrying `mcp/www_authenticate` challenges. It has
 * no `structuredContent`, so any tool's handler may return it.
 *
 * @example
 * ```ts
 * function signInToOrder() {
 *   // The challenge makes ChatGPT start OAuth, then call the tool again
 *   return toolError({
 *     message: "Sign in to order a pizza.",
 *     wwwAuthenticate: 'Bearer resource_metadata="https://pizza.example.com/.well-known/oauth-protected-resource"',
 *   });
 * }
 * ```
 */
export function toolError(input: ToolErrorInput): ToolResultOf<never> {
  const result: ToolResult = { content: [{ type: "text", text: input.message }], isError: true };
  const meta = { ...input.meta };
  if (input.wwwAuthenticate !== undefined) meta["mcp/www_authenticate"] = input.wwwAuthenticate;
  if (Object.keys(meta).length) result._meta = meta;
  return result as ToolResultOf<never>;
}
