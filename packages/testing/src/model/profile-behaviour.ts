/** What a profile's host does with a tool result: the emptied replay, the text a no-UI host shows. */

/** A tool result's content blocks, as far as `textFallbackOf` reads them. */
export interface ResultLike {
  /** The content blocks. */
  content?: readonly unknown[];
}

/** The emptied tool result: what `emptiedToolResult` returns (a type alias, so it is a `ToolResult`). */
export type EmptiedToolResult = {
  /** One text block whose text is `"{}"`. */
  content: {
    /** A text block. */
    type: "text";
    /** `"{}"`. */
    text: string;
  }[];
  /** `{}`: truthy, yet no data. */
  structuredContent: Record<string, never>;
};

/**
 * The tool result ChatGPT replays on many reloads: `structuredContent` `{}`, one text block that
 * parses to `{}`, and no `_meta` (openai/openai-apps-sdk-examples#195). `{}` is truthy: a widget
 * must treat it as "no data", not as data.
 */
export function emptiedToolResult(): EmptiedToolResult {
  return { content: [{ type: "text", text: "{}" }], structuredContent: {} };
}

/**
 * What a host without MCP Apps UI (Claude Code) shows the user for a tool result: its text content
 * blocks, joined by blank lines; `""` when it has none (the user then sees nothing useful).
 */
export function textFallbackOf(result: ResultLike | null | undefined): string {
  const blocks = Array.isArray(result?.content) ? result.content : [];
  return blocks
    .flatMap((block) => {
      const { type, text } = (block ?? {}) as { type?: unknown; text?: unknown };
      return type === "text" && typeof text === "string" && text.trim() !== "" ? [text] : [];
    })
    .join("\n\n");
}
