import { FILE_OBJECT_PROPERTIES, FILE_OBJECT_REQUIRED } from "./file-params.js";
import { describeValue } from "./describe-value.js";
import { child, isRecord, own } from "./paths.js";
import type { JsonSchema } from "./types.js";
import type { ViolationList } from "./violation.js";

// The file-param rules of the Apps SDK reference, applied to one tool's inputSchema and openai/fileParams.

/** One `/`-separated segment of a `#/...` reference: percent-decoded, then `~1` → `/`, `~0` → `~`; `undefined` when the percent-encoding is broken. */
function decodePointerSegment(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Follows local `$ref`s (`#/$defs/X`, `#/definitions/X`) inside the input schema. */
function resolve(root: JsonSchema, schema: unknown, path: string): { schema: unknown; path: string; error?: string } {
  let current = schema;
  let at = path;
  for (let hops = 0; isRecord(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref;
    if (hops > 16 || !ref.startsWith("#/"))
      return { schema: current, path: at, error: `$ref ${describeValue(ref)} cannot be followed inside inputSchema` };
    let target: unknown = root;
    for (const raw of ref.slice(2).split("/")) {
      const key = decodePointerSegment(raw);
      if (key === undefined)
        return {
          schema: current,
          path: at,
          error: `$ref ${describeValue(ref)} is not a valid JSON Pointer (bad percent-encoding)`,
        };
      target = isRecord(target)
        ? own(target, key)
        : Array.isArray(target) && /^(0|[1-9]\d*)$/.test(key)
          ? target[Number(key)]
          : undefined;
    }
    if (target === undefined)
      return { schema: current, path: at, error: `$ref ${describeValue(ref)} points at nothing` };
    current = target;
    at = `inputSchema${ref
      .slice(1)
      .split("/")
      .map((segment) => (segment ? `.${segment}` : ""))
      .join("")}`;
  }
  return { schema: current, path: at };
}

function isFileObjectShaped(schema: unknown): boolean {
  if (!isRecord(schema) || !isRecord(schema.properties)) return false;
  return "download_url" in schema.properties && "file_id" in schema.properties;
}

/** Checks one resolved file object schema. */
function checkFileObject(schema: unknown, path: string, out: ViolationList): void {
  if (!isRecord(schema) || schema.type !== "object") {
    out.error(
      path,
      "file-param-shape",
      `expected a schema with type "object", got ${describeValue(isRecord(schema) ? schema.type : schema)}`,
    );
    return;
  }
  const props = isRecord(schema.properties) ? schema.properties : {};
  for (const name of FILE_OBJECT_PROPERTIES) {
    const prop = props[name];
    if (prop === undefined) out.error(child(path, "properties"), "file-object-properties", `"${name}" is missing`);
    else if (!isRecord(prop) || prop.type !== "string")
      out.error(
        child(child(path, "properties"), name),
        "file-object-property-type",
        `"${name}" must have type "string"`,
      );
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  const requiredPath = child(path, "required");
  for (const name of FILE_OBJECT_REQUIRED) {
    if (!required.includes(name)) out.error(requiredPath, "file-object-required", `"${name}" must be required`);
  }
  for (const name of required) {
    if (!(FILE_OBJECT_REQUIRED as readonly unknown[]).includes(name)) {
      out.error(requiredPath, "file-object-required", `${describeValue(name)} must not be required`);
    }
  }
}

/** Applies every file-param rule to `inputSchema` and `_meta["openai/fileParams"]`. */
export function validateFileParams(inputSchema: unknown, fileParamsValue: unknown, out: ViolationList): void {
  const listPath = `_meta["openai/fileParams"]`;
  const root: JsonSchema = isRecord(inputSchema) ? inputSchema : {};
  const properties = isRecord(root.properties) ? root.properties : {};
  const listed = new Set<string>();
  // Schemas already checked, by their path: params that $ref one shared file object are checked once.
  const checked = new Set<string>();

  if (fileParamsValue !== undefined) {
    if (!Array.isArray(fileParamsValue)) {
      out.error(listPath, "file-params-list", `expected a string[], got ${describeValue(fileParamsValue)}`);
    } else {
      fileParamsValue.forEach((name, i) => {
        const itemPath = child(listPath, i);
        if (typeof name !== "string" || name === "")
          return out.error(itemPath, "file-params-list", `expected a field name, got ${describeValue(name)}`);
        if (listed.has(name)) return out.error(itemPath, "file-params-list", `"${name}" is listed twice`);
        listed.add(name);
        const fieldPath = child(child("inputSchema", "properties"), name);
        if (!Object.hasOwn(properties, name))
          return out.error(fieldPath, "file-param-declared", `"${name}" is not a property of inputSchema`);
        checkField(root, own(properties, name), fieldPath, checked, out);
      });
    }
  }

  // A property that looks like a file object but is not listed never receives a file.
  for (const [name, schema] of Object.entries(properties)) {
    if (listed.has(name)) continue;
    const resolved = resolve(root, schema, "");
    const target =
      isRecord(resolved.schema) && resolved.schema.type === "array"
        ? resolve(root, resolved.schema.items, "").schema
        : resolved.schema;
    if (isFileObjectShaped(target)) {
      out.warn(
        child(child("inputSchema", "properties"), name),
        "file-param-unlisted",
        `"${name}" looks like a file object`,
      );
    }
  }
}

function checkField(root: JsonSchema, schema: unknown, path: string, checked: Set<string>, out: ViolationList): void {
  const field = resolve(root, schema, path);
  if (field.error) {
    out.error(path, "file-param-shape", field.error);
  } else if (isRecord(field.schema) && field.schema.type === "array") {
    const itemsPath = child(field.path, "items");
    const item = field.schema.items === undefined ? undefined : resolve(root, field.schema.items, itemsPath);
    if (!item) out.error(itemsPath, "file-param-shape", "an array file param needs items with the file object schema");
    else if (item.error) out.error(itemsPath, "file-param-shape", item.error);
    else checkOnce(item.schema, item.path, checked, out);
  } else {
    checkOnce(field.schema, field.path, checked, out);
  }
}

function checkOnce(schema: unknown, path: string, checked: Set<string>, out: ViolationList): void {
  if (checked.has(path)) return;
  checked.add(path);
  checkFileObject(schema, path, out);
}
