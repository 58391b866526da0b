import { HostBridgeServerError } from "./errors.js";
import { isRecord } from "./paths.js";
import type { JsonSchema } from "./types.js";

/**
 * A Standard Schema that can describe itself as JSON Schema (`~standard.jsonSchema`), e.g. a zod ≥ 4.2
 * schema. `T` is the type a value has after validation, `Input` the type it accepts (they differ
 * where the schema has defaults or transforms).
 */
export interface StandardJsonSchemaLike<T = unknown, Input = unknown> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly types?: { readonly input: Input; readonly output: T } | undefined;
    readonly jsonSchema: { readonly input: (options: { target: string }) => Record<string, unknown>; readonly output: (options: { target: string }) => Record<string, unknown> };
    readonly validate: (value: unknown) => unknown;
  };
}

/** A schema as `defineTool` accepts it: plain JSON Schema, or a Standard Schema such as zod. */
export type SchemaInput<T = unknown, Input = unknown> = JsonSchema | StandardJsonSchemaLike<T, Input>;

/** What a schema input parses to (`Record<string, unknown>` for plain JSON Schema). */
export type InferSchema<S> = S extends StandardJsonSchemaLike<infer T> ? T : Record<string, unknown>;

export function isStandardSchema(value: unknown): value is StandardJsonSchemaLike {
  return isRecord(value) && isRecord(value["~standard"]);
}

/**
 * The JSON Schema of `schema`: itself when it is JSON Schema, else the Standard Schema's own
 * conversion (draft 2020-12, `input` side for arguments, `output` side for results), which is the
 * conversion the MCP SDK performs for `tools/list`.
 */
export function toJsonSchema(schema: SchemaInput, io: "input" | "output"): JsonSchema {
  if (!isStandardSchema(schema)) return schema as JsonSchema;
  const convert = (schema["~standard"] as { jsonSchema?: StandardJsonSchemaLike["~standard"]["jsonSchema"] }).jsonSchema?.[io];
  if (typeof convert !== "function") {
    throw new HostBridgeServerError("invalid_schema", `This ${String(schema["~standard"].vendor)} schema cannot describe itself as JSON Schema (~standard.jsonSchema); pass JSON Schema instead.`);
  }
  const json = convert({ target: "draft-2020-12" });
  // The MCP SDK lists input schemas with an explicit object root; do the same so descriptors match.
  return io === "input" && json.type === undefined ? { type: "object", ...json } : json;
}
