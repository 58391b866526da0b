/** Whether a tool's result (a server tool's or an app tool's) is an `isError` result. */
export function isErrorResult(result: unknown): boolean {
  return typeof result === "object" && result !== null && (result as { isError?: unknown }).isError === true;
}

/** The text blocks of a tool result, joined: what an `isError` result says went wrong. */
export function resultText(result: unknown): string {
  const content = (result as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return "";
  return content
    .filter(
      (block): block is { type: "text"; text: string } => block?.type === "text" && typeof block.text === "string",
    )
    .map((block) => block.text)
    .join("\n");
}
