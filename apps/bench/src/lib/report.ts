import type { Summary } from "./stats.js";

/** 12345 -> "12,345 B"; kilobytes with one decimal above 10 KB. */
export function formatBytes(bytes: number): string {
  return bytes >= 10_240 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes.toLocaleString("en-US")} B`;
}

export function formatMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

/** Median with its spread: `84 ms (IQR 80–90, n=11)`. */
export function formatSummary(s: Summary, unit: (v: number) => string, digits = 0): string {
  const f = (v: number) => v.toFixed(digits);
  return `${unit(s.median)} (IQR ${f(s.p25)}–${f(s.p75)}, n=${s.n})`;
}

export function formatRatio(r: number | null): string {
  if (r == null) return "n/a";
  return `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`;
}

/** A Markdown table; cells are escaped for `|`. */
export function markdownTable(header: string[], rows: string[][]): string {
  const esc = (cell: string) => cell.replace(/\|/g, "\\|");
  const line = (cells: string[]) => `| ${cells.map(esc).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * Replaces the text between `<!-- start -->` and `<!-- end -->` markers (kept) in `doc`; appends
 * the marked section when the markers are missing.
 */
export function replaceSection(doc: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${content.trim()}\n${end}`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i === -1 || j === -1 || j < i) return `${doc.trimEnd()}\n\n${block}\n`;
  return doc.slice(0, i) + block + doc.slice(j + end.length);
}
