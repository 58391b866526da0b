/**
 * Arguments to call a tool with when nobody typed any: the dev host's tool form starts from them,
 * and `hostbridge check` calls each widget's tool with them. Browser-safe (`@hostbridge/check/example-arguments`).
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const MAX_DEPTH = 6;

/** A value for one schema: its default, first example, const or enum value, else an empty value of its type. */
function valueFor(schema: Schema, depth: number): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return valueFor(alternative, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((typeName) => typeName !== "null") : schema.type;
  switch (type) {
    case "string":
      return "";
    case "number":
    case "integer":
      return schema.minimum ?? 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return depth < MAX_DEPTH ? objectFor(schema, depth + 1) : {};
    default:
      return null;
  }
}

function objectFor(schema: Schema, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const given = property.default !== undefined || (Array.isArray(property.examples) && property.examples.length > 0);
    if (required.has(name) || given) out[name] = valueFor(property, depth);
  }
  return out;
}

/**
 * A starting point for a tool's arguments, from its input schema: every required property, and the
 * optional ones that have a default or an example, each with its default, example, const or first
 * enum value, else an empty value of its type.
 */
export function exampleArguments(tool: { inputSchema?: unknown }): Record<string, unknown> {
  return objectFor((tool.inputSchema ?? {}) as Schema, 0);
}
