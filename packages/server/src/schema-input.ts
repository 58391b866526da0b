import { HostBridgeServerError } from "./errors.js";
import { isRecord } from "./paths.js";
import type { JsonSchema } from "./types.js";

/**
 * A Standard Schema that can describe itself as JSON Schema (`~standard.jsonSchema`), e.g. a zod ≥ 4.2
 * schema. `T` is the type a value has after validation, `Input` the type it accepts (they differ
 * where the schema has defaults or transforms).
 */
export interface StandardJsonSchemaLike<T = unknown, Input = unknown> {
  /** The Standard Schema interface (version 1) with its JSON Schema extension. */
  readonly "~standard": {
    /** The Standard Schema version, always 1. */
    readonly version: 1;
    /** The library that made the schema, e.g. `zod`. */
    readonly vendor: string;
    /** Type-only: the accepted and the validated type. */
    readonly types?:
      | {
          /** The type the schema accepts. */
          readonly input: Input;
          /** The type a value has after validation. */
          readonly output: T;
        }
      | undefined;
    /** Converts the schema to JSON Schema for a target draft. */
    readonly jsonSchema: {
      /** The JSON Schema of what the schema accepts (used for arguments). */
      readonly input: (options: { target: string }) => Record<string, unknown>;
      /** The JSON Schema of what validation yields (used for results). */
      readonly output: (options: { target: string }) => Record<string, unknown>;
    };
    /** Validates a value (the SDK calls it; this package only hands it over). */
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
 *
 * @throws {HostBridgeServerError} code `invalid_schema` when a Standard Schema has no `~standard.jsonSchema`.
 */
export function toJsonSchema(schema: SchemaInput, side: "input" | "output"): JsonSchema {
  if (!isStandardSchema(schema)) return schema as JsonSchema;
  const convert = (schema["~standard"] as { jsonSchema?: StandardJsonSchemaLike["~standard"]["jsonSchema"] })
    .jsonSchema?.[side];
  if (typeof convert !== "function") {
    throw new HostBridgeServerError(
      "invalid_schema",
      `This ${String(schema["~standard"].vendor)} schema cannot describe itself as JSON Schema (~standard.jsonSchema); pass JSON Schema instead.`,
    );
  }
  const json = withoutDialect(convert({ target: "draft-2020-12" }));
  // The MCP SDK lists input schemas with an explicit object root; do the same so descriptors match.
  return side === "input" && json.type === undefined ? { type: "object", ...json } : json;
}

/**
 * A converted schema without its `$schema` line. MCP's default dialect is 2020-12 already, and hosts
 * with a draft-07 validator (skybridge's devtools) refuse a schema that names 2020-12.
 */
function withoutDialect(json: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = json;
  return schema;
}

/**
 * `schema` as the MCP SDK gets it from `registerTool`: the same validation, and JSON Schema without
 * the `$schema` line, so `tools/list` shows what the descriptor holds.
 */
export function listedWithoutDialect<T, Input>(
  schema: StandardJsonSchemaLike<T, Input>,
): StandardJsonSchemaLike<T, Input> {
  const standard = schema["~standard"];
  return {
    "~standard": {
      version: 1,
      vendor: standard.vendor,
      ...(standard.types ? { types: standard.types } : {}),
      validate: (value: unknown) => standard.validate(value),
      jsonSchema: {
        input: (options) => withoutDialect(standard.jsonSchema.input(options)),
        output: (options) => withoutDialect(standard.jsonSchema.output(options)),
      },
    },
  };
}
