// Checks a built widget document for what the MCP Apps default CSP would block: external
// scripts, styles or images, and code evaluation from strings.
import { readFile } from "node:fs/promises";

const RULES = [
  [/<script\b[^>]*\bsrc\s*=/i, "an external <script src>"],
  [/<link\b[^>]*\brel\s*=\s*["']?(stylesheet|modulepreload|preload)/i, "an external <link> resource"],
  [/<img\b[^>]*\bsrc\s*=\s*["']?(?!data:)/i, "an <img> not inlined as data:"],
  [/@import\s+url\(\s*["']?https?:/i, "a CSS @import from the network"],
  [/\bnew Function\s*\(/, "new Function(...)"],
  [/(^|[^.\w$])eval\s*\(/, "eval(...)"],
];

/** Returns the problems found in the file (empty when it is self-contained and eval-free). */
export async function checkWidgetFile(path) {
  const html = await readFile(path, "utf8");
  const problems = [];
  for (const [pattern, what] of RULES) if (pattern.test(html)) problems.push(what);
  if (!/<script\b[^>]*type="module"[^>]*>[^<]/.test(html)) problems.push("no inlined module script");
  return problems;
}
