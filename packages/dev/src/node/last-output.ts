/** How many of a command's last lines an error message quotes. */
const QUOTED_LINES = 12;

/**
 * The end of what a command printed, for an error message: `Its last output:` and its last lines,
 * or that it printed nothing (so the message never leaves the reader guessing).
 */
export function lastOutputNote(output: string): string {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim().length > 0);
  if (lines.length === 0) return "\nIt printed nothing.";
  return `\nIts last output:\n${lines.slice(-QUOTED_LINES).join("\n")}`;
}

/** The http(s) URLs a command printed, in order and once each (a server often says where it listens). */
export function printedUrls(output: string): string[] {
  const urls = output.match(/https?:\/\/[^\s"'`<>)\]]+/g) ?? [];
  return [...new Set(urls.map((url) => url.replace(/[.,;:]+$/, "")))];
}
