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
  const parsed = parseSync(file, source, { lang: file.endsWith(".js") || file.endsWith(".mjs") ? "js" : "ts" });
  if (parsed.errors.length > 0) {
    throw new HostBridgeViteError(
      "invalid_declaration",
      `${relativeName}: cannot parse (${parsed.errors[0]?.message ?? "syntax error"}).`,
    );
  }
  const declaration: WidgetDeclaration = {};
  for (const statement of parsed.program.body) {
    if (statement.type !== "ExportNamedDeclaration" || statement.declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== "Identifier" || !declarator.init) continue;
      const name = declarator.id.name;
      if (name !== "title" && name !== "csp") continue;
      const value = literalValue(declarator.init, `${relativeName}: export "${name}"`);
      if (name === "title") {
        if (typeof value !== "string")
          throw new HostBridgeViteError("invalid_declaration", `${relativeName}: export "title" must be a string.`);
        declaration.title = value;
      } else {
        declaration.csp = toCsp(value, relativeName);
      }
    }
  }
  return declaration;
}

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
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked).join("");
      break;
    case "ArrayExpression":
      return node.elements.map((element) => {
        if (!element || element.type === "SpreadElement") throw notLiteral(where);
        return literalValue(element, where);
      });
    case "ObjectExpression": {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== "Property" || property.computed || property.kind !== "init") throw notLiteral(where);
        const key =
          property.key.type === "Identifier"
            ? property.key.name
            : property.key.type === "Literal"
              ? String(property.key.value)
              : undefined;
        if (key === undefined) throw notLiteral(where);
        object[key] = literalValue(property.value as ESTree.Expression, where);
      }
      return object;
    }
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return literalValue(node.expression, where);
  }
  throw notLiteral(where);
}

function notLiteral(where: string): HostBridgeViteError {
  return new HostBridgeViteError(
    "invalid_declaration",
    `${where} must be a literal (strings, arrays, objects): the build reads it without running the file.`,
  );
}
