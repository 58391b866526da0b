import { CHECK_RULES } from "../rule-catalogue.js";
import type { Finding } from "../finding.js";

type Meta = Record<string, unknown>;

const metaOf = (tool: unknown): Meta => {
  const meta = (tool as { _meta?: unknown } | null)?._meta;
  return typeof meta === "object" && meta !== null && !Array.isArray(meta) ? (meta as Meta) : {};
};

/** The template URI keys of a tool's `_meta`, by the name a host reads. */
export function templateKeys(tool: unknown): Record<string, unknown> {
  const meta = metaOf(tool);
  const ui = meta.ui as { resourceUri?: unknown } | undefined;
  return {
    "_meta.ui.resourceUri": typeof ui === "object" && ui !== null ? ui.resourceUri : undefined,
    '_meta["ui/resourceUri"]': meta["ui/resourceUri"],
    '_meta["openai/outputTemplate"]': meta["openai/outputTemplate"],
  };
}

/** The widget URI a tool names (the nested key first, as hosts do), or `undefined`. */
export function templateOf(tool: unknown): string | undefined {
  return Object.values(templateKeys(tool)).find((value): value is string => typeof value === "string");
}

/** `resource-uri-keys`: a widget tool that leaves out a key some host reads. */
export function resourceUriKeyFindings(subject: string, tool: unknown): Finding[] {
  const keys = templateKeys(tool);
  const present = Object.entries(keys).filter(([, value]) => value !== undefined);
  if (present.length === 0) return [];
  const missing = Object.entries(keys)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (missing.length === 0) return [];
  const rule = CHECK_RULES["resource-uri-keys"];
  return [
    {
      rule: "resource-uri-keys",
      severity: rule.severity,
      subject,
      message: `The tool names its widget in ${present.map(([key]) => key).join(" and ")} but not in ${missing.join(" or ")}: a host that reads only the missing key shows no widget.`,
      fix: rule.fix,
      appRule: rule.appRule,
    },
  ];
}

const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-0[4-7]\/schema#?$/;
/** Keywords of JSON Schema 2019-09/2020-12 that draft-07 validators do not know. */
const NEWER_KEYWORDS = [
  "$defs",
  "prefixItems",
  "unevaluatedProperties",
  "unevaluatedItems",
  "$dynamicRef",
  "$dynamicAnchor",
  "$recursiveRef",
  "dependentSchemas",
  "dependentRequired",
];

/** Every newer keyword used anywhere in `schema`, as `path: keyword`. */
function newerKeywords(schema: unknown, path: string, out: string[], depth = 0): void {
  if (depth > 32 || typeof schema !== "object" || schema === null) return;
  if (Array.isArray(schema)) {
    schema.forEach((item, index) => newerKeywords(item, `${path}[${index}]`, out, depth + 1));
    return;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (NEWER_KEYWORDS.includes(key)) out.push(`${path}.${key}`);
    // Property names are data, not keywords: look inside each property's schema only.
    if (key === "properties" && typeof value === "object" && value !== null) {
      for (const [name, property] of Object.entries(value))
        newerKeywords(property, `${path}.properties.${name}`, out, depth + 1);
    } else newerKeywords(value, `${path}.${key}`, out, depth + 1);
  }
}

/** `input-schema-portable`: a `$schema` other than draft-04…07, or a keyword only 2019-09/2020-12 know. */
export function schemaPortabilityFindings(subject: string, tool: unknown): Finding[] {
  const schema = (tool as { inputSchema?: unknown } | null)?.inputSchema;
  if (typeof schema !== "object" || schema === null) return [];
  const problems: string[] = [];
  const dialect = (schema as { $schema?: unknown }).$schema;
  if (dialect !== undefined && !(typeof dialect === "string" && DRAFT_07.test(dialect)))
    problems.push(
      `$schema is ${JSON.stringify(dialect)} (skybridge's devtools and other draft-07 validators refuse it)`,
    );
  const keywords: string[] = [];
  newerKeywords(schema, "inputSchema", keywords);
  if (keywords.length > 0) problems.push(`it uses ${keywords.join(", ")}`);
  if (problems.length === 0) return [];
  const rule = CHECK_RULES["input-schema-portable"];
  return [
    {
      rule: "input-schema-portable",
      severity: rule.severity,
      subject,
      message: `The input schema is not portable: ${problems.join("; ")}.`,
      fix: rule.fix,
    },
  ];
}

/** `tool-result-content`: a widget tool's result without a text block for hosts that show no widget. */
export function toolResultContentFindings(subject: string, result: unknown): Finding[] {
  const content = (result as { content?: unknown } | null)?.content;
  const hasText =
    Array.isArray(content) &&
    content.some(
      (block) =>
        (block as { type?: unknown }).type === "text" && String((block as { text?: unknown }).text ?? "").trim() !== "",
    );
  if (hasText) return [];
  const rule = CHECK_RULES["tool-result-content"];
  return [
    {
      rule: "tool-result-content",
      severity: rule.severity,
      subject,
      message:
        "The tool's result has no text content: a host that shows no widget (Claude Code, a text-only client) shows nothing.",
      fix: rule.fix,
      appRule: rule.appRule,
    },
  ];
}
