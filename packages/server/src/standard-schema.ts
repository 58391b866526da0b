import { checkSchema } from "./schema-check.js";
import type { JsonSchema } from "./types.js";

/**
 * A raw JSON Schema wrapped as a Standard Schema (with `~standard.jsonSchema`), which the official
 * MCP v2 server accepts for `inputSchema` / `outputSchema`. `tools/list` then emits this very
 * schema, and validation runs on this package's ajv (compiled once per schema).
 */
export interface JsonStandardSchema<T = unknown> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "hostbridge";
    readonly types?: { readonly input: T; readonly output: T };
    readonly jsonSchema: { readonly input: (options?: unknown) => JsonSchema; readonly output: (options?: unknown) => JsonSchema };
    readonly validate: (value: unknown) => { value: T; issues?: undefined } | { issues: { message: string; path?: PropertyKey[] }[] };
  };
}

/** Wraps `schema` for the MCP SDK's `registerTool`; the SDK lists exactly `schema`. */
export function jsonStandardSchema<T = unknown>(schema: JsonSchema): JsonStandardSchema<T> {
  return {
    "~standard": {
      version: 1,
      vendor: "hostbridge",
      jsonSchema: { input: () => schema, output: () => schema },
      validate: (value) => {
        const issues = checkSchema(schema, value);
        if (!issues.length) return { value: value as T };
        return { issues: issues.map((i) => ({ message: i.message, path: i.pointer.split("/").slice(1) })) };
      },
    },
  };
}
