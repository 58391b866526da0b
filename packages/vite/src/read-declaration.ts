import { readFile } from "node:fs/promises";
import { parseSync, type ESTree } from "vite";
import { HostBridgeViteError } from "./errors.js";
import type { WidgetCspDeclaration } from "./options.js";

/** What a widget's `widget.ts` declares, read without running it. */
export interface WidgetDeclaration {
  /** The `title` the declaration exports. */
  title?: string;
  /** The `csp` the declaration exports. */
  csp?: WidgetCspDeclaration;
}

const CSP_KEYS = ["connectDomains", "resourceDomains", "frameDomains", "redirectDomains", "baseUriDomains"] as const;

/**
 * Reads `export const title = "..."` and `export const csp = { ... }` from a widget's declaration
 * file. The values must be literals: the build reads them statically (the file may import server
 * code that cannot run in the build), and the server can import the same file at run time.
 */
export async function readWidgetDeclaration(file: string, relativeName: string): Promise<WidgetDeclaration> {
  const source = await readFile(file, "utf8");
  const declaration: WidgetDeclaration = {};
  for (const { name, value: node } of exportedVariables(parseDeclaration(file, source, relativeName))) {
    if (name !== "title" && name !== "csp") continue;
    const value = literalValue(node, `${relativeName}: export "${name}"`);
    if (name === "title") declaration.title = toTitle(value, relativeName);
    else declaration.csp = toCsp(value, relativeName);
  }
  return declaration;
}

/** The declaration file's syntax tree; a file that does not parse fails the build, naming it. */
function parseDeclaration(file: string, source: string, relativeName: string): ESTree.Program {
  const parsed = parseSync(file, source, { lang: file.endsWith(".js") || file.endsWith(".mjs") ? "js" : "ts" });
  if (parsed.errors.length > 0) {
    throw new HostBridgeViteError(
      "invalid_declaration",
      `${relativeName}: cannot parse (${parsed.errors[0]?.message ?? "syntax error"}).`,
    );
  }
  return parsed.program;
}

/** Every `export const name = value` (or `let`, `var`) of a module, in source order. */
function exportedVariables(program: ESTree.Program): { name: string; value: ESTree.Expression }[] {
  const variables: { name: string; value: ESTree.Expression }[] = [];
  for (const statement of program.body) {
    if (statement.type !== "ExportNamedDeclaration" || statement.declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type === "Identifier" && declarator.init)
        variables.push({ name: declarator.id.name, value: declarator.init });
    }
  }
  return variables;
}

/** The `title` export's value, which must be a string. */
function toTitle(value: unknown, relativeName: string): string {
  if (typeof value !== "string")
    throw new HostBridgeViteError("invalid_declaration", `${relativeName}: export "title" must be a string.`);
  return value;
}

/** The `csp` export's value: an object of known CSP keys, each an array of origin strings. */
function toCsp(value: unknown, relativeName: string): WidgetCspDeclaration {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HostBridgeViteError(
      "invalid_declaration",
      `${relativeName}: export "csp" must be an object like { resourceDomains: ["https://cdn.example.com"] }.`,
    );
  }
  const csp: WidgetCspDeclaration = {};
  for (const [key, domains] of Object.entries(value)) {
    if (!(CSP_KEYS as readonly string[]).includes(key)) {
      throw new HostBridgeViteError(
        "invalid_declaration",
        `${relativeName}: csp.${key} is not a CSP key (expected one of ${CSP_KEYS.join(", ")}).`,
      );
    }
    if (!Array.isArray(domains) || !domains.every((domain) => typeof domain === "string")) {
      throw new HostBridgeViteError(
        "invalid_declaration",
        `${relativeName}: csp.${key} must be an array of origin strings.`,
      );
    }
    csp[key as (typeof CSP_KEYS)[number]] = domains as string[];
  }
  return csp;
}

/** Evaluates a literal expression (strings, numbers, booleans, arrays, plain objects, `as`/`satisfies`). */
function literalValue(node: ESTree.Expression, where: string): unknown {
  switch (node.type) {
    case "Literal":
      return node.value;
    case "TemplateLiteral":
      return templateValue(node, where);
    case "ArrayExpression":
      return arrayValue(node, where);
    case "ObjectExpression":
      return objectValue(node, where);
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return literalValue(node.expression, where);
  }
  throw notLiteral(where);
}

/** A template literal without `${}`: its text. */
function templateValue(node: ESTree.TemplateLiteral, where: string): string {
  if (node.expressions.length > 0) throw notLiteral(where);
  return node.quasis.map((quasi) => quasi.value.cooked).join("");
}

/** An array of literals, without holes or spreads. */
function arrayValue(node: ESTree.ArrayExpression, where: string): unknown[] {
  return node.elements.map((element) => {
    if (!element || element.type === "SpreadElement") throw notLiteral(where);
    return literalValue(element, where);
  });
}

/** An object of plain `key: literal` properties (no spreads, methods, getters or computed keys). */
function objectValue(node: ESTree.ObjectExpression, where: string): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const property of node.properties) {
    if (property.type !== "Property" || property.computed || property.kind !== "init") throw notLiteral(where);
    object[propertyKey(property.key, where)] = literalValue(property.value as ESTree.Expression, where);
  }
  return object;
}

/** A property's key written as a name or a literal. */
function propertyKey(key: ESTree.PropertyKey, where: string): string {
  if (key.type === "Identifier") return key.name;
  if (key.type === "Literal") return String(key.value);
  throw notLiteral(where);
}

function notLiteral(where: string): HostBridgeViteError {
  return new HostBridgeViteError(
    "invalid_declaration",
    `${where} must be a literal (strings, arrays, objects): the build reads it without running the file.`,
  );
}
