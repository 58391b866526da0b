import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { HostBridgeServerError } from "./errors.js";
import type { JsonSchema } from "./types.js";

// JSON Schema validation with ajv: one compile per schema object, cached by identity.
// `format` is not checked (no format vocabulary is loaded); unknown keywords are allowed.

const options = { strict: false, allErrors: true, logger: false } as const;
let ajv2020: Ajv2020 | undefined;
let ajv07: Ajv | undefined;
const byObject = new WeakMap<object, ValidateFunction>();
// Equal schemas given as new objects (e.g. literals built per call) share one compile, so ajv's own
// cache grows with distinct schemas only.
const byText = new Map<string, ValidateFunction>();

function engineFor(schema: JsonSchema): Ajv | Ajv2020 {
  const dialect = typeof schema.$schema === "string" ? schema.$schema : "";
  // draft-04/06/07 schemas go to the classic engine; everything else (MCP's default 2020-12) to Ajv2020.
  if (/draft-0[4-7]/.test(dialect)) {
    ajv07 ??= new Ajv(options);
    return ajv07;
  }
  ajv2020 ??= new Ajv2020(options);
  return ajv2020;
}

/** The compiled validator for `schema` (compiled on first use, then cached). */
export function compileSchema(schema: JsonSchema): ValidateFunction {
  const hit = byObject.get(schema);
  if (hit) return hit;
  const text = JSON.stringify(schema);
  let validate = byText.get(text);
  if (!validate) {
    try {
      validate = engineFor(schema).compile(structuredClone(schema));
    } catch (cause) {
      throw new HostBridgeServerError(
        "invalid_schema",
        `The JSON Schema cannot be compiled: ${(cause as Error).message}`,
        { cause },
      );
    }
    byText.set(text, validate);
  }
  byObject.set(schema, validate);
  return validate;
}

export interface SchemaIssue {
  /** JSON Pointer into the checked value, e.g. `/pizzas/0/price` ("" for the root). */
  pointer: string;
  message: string;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || "(root)";
  if (error.keyword === "additionalProperties")
    return `${where} has an unexpected property "${String((error.params as { additionalProperty: string }).additionalProperty)}"`;
  if (error.keyword === "required")
    return `${where} is missing the required property "${String((error.params as { missingProperty: string }).missingProperty)}"`;
  return `${where} ${error.message ?? "is invalid"}`;
}

/** Validates `value` against `schema`; returns the issues (empty when valid). */
export function checkSchema(schema: JsonSchema, value: unknown): SchemaIssue[] {
  const validate = compileSchema(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({ pointer: error.instancePath, message: describe(error) }));
}
