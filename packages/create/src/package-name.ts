import { builtinModules } from "node:module";
import { CreateError } from "./errors.js";

/** npm's limit on a package name's length. */
const MAX_LENGTH = 214;

/** Names npm refuses whatever their spelling. */
const RESERVED = new Set(["node_modules", "favicon.ico"]);

/**
 * Every rule a new npm package name breaks (empty when it is valid): the rules npm applies to new
 * packages (lower case, URL-safe, at most 214 characters, not starting with `.` or `_`, not a Node
 * built-in module, an optional `@scope/`).
 */
export function packageNameProblems(name: string): string[] {
  if (name.length === 0) return ["it is empty"];
  return [...wholeNameProblems(name), ...partProblems(name)];
}

/** The rules on the name as a whole: spacing, length, case, reserved characters and names. */
function wholeNameProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.trim() !== name) problems.push("it has spaces around it");
  if (name.length > MAX_LENGTH) problems.push(`it is longer than ${MAX_LENGTH} characters`);
  if (name !== name.toLowerCase()) problems.push("it has capital letters");
  if (/[~'!()*]/.test(name)) problems.push("it has one of the characters ~'!()*");
  if (RESERVED.has(name)) problems.push(`"${name}" is reserved`);
  if (builtinModules.includes(name)) problems.push(`"${name}" is a Node.js built-in module`);
  return problems;
}

/** The rules on the scope and the bare name: one slash after `@scope`, no leading `.`/`_`, URL-safe. */
function partProblems(name: string): string[] {
  const problems: string[] = [];
  const scoped = /^@([^/]+)\/([^/]+)$/.exec(name);
  if (name.startsWith("@") && !scoped) problems.push("a scoped name is @scope/name, with exactly one slash");
  for (const part of nameParts(name, scoped)) {
    if (part.startsWith(".") || part.startsWith("_")) problems.push(`"${part}" starts with "${part[0]}"`);
    if (encodeURIComponent(part) !== part)
      problems.push(`"${part}" has characters that are not URL-safe (use letters, digits, - . _)`);
  }
  return problems;
}

/** The parts the per-part rules check: scope and name, the name alone, or none for a malformed scoped name. */
function nameParts(name: string, scoped: RegExpExecArray | null): string[] {
  if (scoped) return [scoped[1] ?? "", scoped[2] ?? ""];
  return name.startsWith("@") ? [] : [name];
}

/** Throws a `CreateError` (`invalid_name`) naming every broken rule. */
export function assertPackageName(name: string): void {
  const problems = packageNameProblems(name);
  if (problems.length > 0) {
    throw new CreateError(
      "invalid_name",
      `"${name}" is not a valid npm package name: ${problems.join("; ")}. Give a valid one with --name (e.g. --name ${suggestPackageName(name)}).`,
    );
  }
}

/** A valid package name made from a folder name (`My App` → `my-app`), for the prompt's default. */
export function suggestPackageName(folderName: string): string {
  const suggestion = folderName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-._~]+/g, "-")
    .replace(/^[._-]+/, "")
    .replace(/-+$/, "");
  return suggestion === "" ? "hostbridge-app" : suggestion;
}
