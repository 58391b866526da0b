import { checkSchema } from "./schema-check.js";
import type { JsonSchema } from "./types.js";

/**
 * A raw JSON Schema wrapped as a Standard Schema (with `~standard.jsonSchema`), which the official
 * MCP v2 server accepts for `inputSchema` / `outputSchema`. `tools/list` then emits this very
 * schema, and validation runs on this package's ajv (compiled once per schema).
 */
export interface JsonStandardSchema<T = unknown> {
  /** The Standard Schema interface (version 1) with its JSON Schema extension. */
  readonly "~standard": {
    /** The Standard Schema version, always 1. */
    readonly version: 1;
    /** Always `hostbridge`. */
    readonly vendor: "hostbridge";
    /** Type-only: the type the schema stands for, accepted and validated alike. */
    readonly types?: {
      /** The type the schema accepts. */
      readonly input: T;
      /** The type a valid value has. */
      readonly output: T;
    };
    /** The wrapped JSON Schema, for either side. */
    readonly jsonSchema: {
      /** The wrapped schema, as it is. */
      readonly input: (options?: unknown) => JsonSchema;
      /** The wrapped schema, as it is. */
      readonly output: (options?: unknown) => JsonSchema;
    };
    /** Checks a value against the schema with this package's ajv. */
    readonly validate: (value: unknown) => StandardValidationResult<T>;
  };
}

/** What `validate` returns: the value when it matches, else every issue. */
export type StandardValidationResult<T> =
  | {
      /** The value, unchanged. */
      value: T;
      /** Absent on success. */
      issues?: undefined;
    }
  | {
      /** Every mismatch. */
      issues: {
        /** The mismatch in words. */
        message: string;
        /** Where in the value, key by key. */
        path?: PropertyKey[];
      }[];
    };

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
