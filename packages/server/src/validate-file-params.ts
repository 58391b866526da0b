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

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/** One step down a JSON Pointer: an own property of an object, or an index of an array. */
function stepInto(target: unknown, key: string): unknown {
  if (isRecord(target)) return own(target, key);
  return Array.isArray(target) && ARRAY_INDEX.test(key) ? target[Number(key)] : undefined;
}

/** What a local `#/...` reference points at inside `root`, or why it points at nothing. */
function dereference(root: JsonSchema, ref: string): { target: unknown } | { error: string } {
  let target: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodePointerSegment(raw);
    if (key === undefined)
      return { error: `$ref ${describeValue(ref)} is not a valid JSON Pointer (bad percent-encoding)` };
    target = stepInto(target, key);
  }
  if (target === undefined) return { error: `$ref ${describeValue(ref)} points at nothing` };
  return { target };
}

/** Where a reference's target is, as a violation path: `#/$defs/file` → `inputSchema.$defs.file`. */
function referencePath(ref: string): string {
  return `inputSchema${ref
    .slice(1)
    .split("/")
    .map((segment) => (segment ? `.${segment}` : ""))
    .join("")}`;
}

/** Follows local `$ref`s (`#/$defs/X`, `#/definitions/X`) inside the input schema. */
function resolve(root: JsonSchema, schema: unknown, path: string): { schema: unknown; path: string; error?: string } {
  let current = schema;
  let currentPath = path;
  for (let hops = 0; isRecord(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref;
    if (hops > 16 || !ref.startsWith("#/"))
      return {
        schema: current,
        path: currentPath,
        error: `$ref ${describeValue(ref)} cannot be followed inside inputSchema`,
      };
    const followed = dereference(root, ref);
    if ("error" in followed) return { schema: current, path: currentPath, error: followed.error };
    current = followed.target;
    currentPath = referencePath(ref);
  }
  return { schema: current, path: currentPath };
}

function isFileObjectShaped(schema: unknown): boolean {
  if (!isRecord(schema) || !isRecord(schema.properties)) return false;
  return "download_url" in schema.properties && "file_id" in schema.properties;
}

/** The four file object properties are declared, each as a string. */
function checkFileObjectProperties(schema: Record<string, unknown>, path: string, out: ViolationList): void {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const name of FILE_OBJECT_PROPERTIES) {
    const property = properties[name];
    if (property === undefined) out.error(child(path, "properties"), "file-object-properties", `"${name}" is missing`);
    else if (!isRecord(property) || property.type !== "string")
      out.error(
        child(child(path, "properties"), name),
        "file-object-property-type",
        `"${name}" must have type "string"`,
      );
  }
}

/** Exactly `download_url` and `file_id` are required: none missing, no other. */
function checkFileObjectRequired(schema: Record<string, unknown>, path: string, out: ViolationList): void {
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
  checkFileObjectProperties(schema, path, out);
  checkFileObjectRequired(schema, path, out);
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
