/**
 * The tool form's model, free of React: a tool's input schema (JSON Schema 2020-12, as MCP servers
 * send it) becomes a list of fields; the form's values (strings, one per field) become the
 * arguments object and back; and the values are checked before a run.
 *
 * Rules the form follows so that what it shows is exactly what is sent:
 * - an empty optional field is not sent (an empty text, number, list or choice; an optional
 *   checkbox nobody touched; a nested group whose fields are all empty);
 * - numbers are sent as numbers, lists of numbers as arrays of numbers;
 * - whatever the form cannot express (`oneOf`/`anyOf`/`allOf`/`$ref`, arrays of objects, maps)
 *   is a JSON text field for that property.
 */
import { errorMessage } from "./error-message.js";

/** The part of JSON Schema the form reads. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  not?: JsonSchema;
}

/** A primitive JSON value, as offered by a choice field. */
export type ChoiceOption = string | number | boolean | null;

interface FieldBase {
  /** The property name. */
  name: string;
  /** Property names from the arguments object down to this field. */
  path: string[];
  /** The schema's `title`, else the property name. */
  label: string;
  /** The schema's `description`, shown as a hint. */
  description?: string;
  required: boolean;
  /** The schema's `default`, prefilled. */
  defaultValue?: unknown;
}

/** A number field's bounds, as the schema gives them (the exclusive ones are JSON Schema 2020-12's numbers). */
export interface NumberRange {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** An `<input>` type the form uses for a string `format`. */
export type TextInputType = "text" | "date" | "url" | "email";

/** One field of the tool form. */
export type FormField =
  | (FieldBase & { kind: "text"; inputType: TextInputType; format?: string; minLength?: number; maxLength?: number })
  | (FieldBase & { kind: "number"; integer: boolean } & NumberRange)
  | (FieldBase & { kind: "boolean" })
  | (FieldBase & { kind: "choice"; options: ChoiceOption[] })
  | (FieldBase & { kind: "list"; itemType: "string" | "number" | "integer"; minItems?: number; maxItems?: number })
  | (FieldBase & { kind: "group"; fields: FormField[] })
  | (FieldBase & { kind: "json"; reason: string });

/**
 * The form's values: a string per field (a group holds its fields' values). A checkbox is
 * `"true"`, `"false"` or `""` (not set); a choice is the chosen option as JSON, or `""`; a list is
 * one entry per line; a JSON field is JSON text.
 */
export interface FormValues {
  [name: string]: string | FormValues;
}

/** A problem with one field's value, found before a run. */
export interface FieldError {
  path: string[];
  message: string;
}

const MAX_DEPTH = 6;

const FORMAT_INPUT_TYPES: Record<string, TextInputType> = { date: "date", uri: "url", url: "url", email: "email" };

/** A key for a field path, safe for property names with dots in them. */
export function pathKey(path: readonly string[]): string {
  return JSON.stringify(path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isChoiceOption(value: unknown): value is ChoiceOption {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** `anyOf: [X, {type: "null"}]` (how zod writes `.nullable()`) reads as X; the outer title and description win. */
function unwrapNullable(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length !== 2) return schema;
  const nonNull = alternatives.filter((alternative) => alternative.type !== "null");
  if (nonNull.length !== 1) return schema;
  const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = schema;
  return { ...nonNull[0], ...outer };
}

/** The one non-null type of a schema, or undefined when it has none or several. */
function singleType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== "null");
    return types.length === 1 ? types[0] : undefined;
  }
  return undefined;
}

/** What every field has, read from its property's schema. */
function fieldBase(name: string, path: string[], schema: JsonSchema, required: boolean): FieldBase {
  return {
    name,
    path,
    label: typeof schema.title === "string" && schema.title ? schema.title : name,
    required,
    ...(typeof schema.description === "string" && schema.description ? { description: schema.description } : {}),
    ...(schema.default !== undefined ? { defaultValue: schema.default } : {}),
  };
}

function jsonField(base: FieldBase, reason: string): FormField {
  return { ...base, kind: "json", reason };
}

/** The field for a schema that fixes its values (`const` or `enum`), or undefined when it fixes none. */
function fixedValuesField(base: FieldBase, schema: JsonSchema): FormField | undefined {
  if (schema.const !== undefined)
    return isChoiceOption(schema.const)
      ? { ...base, kind: "choice", options: [schema.const] }
      : jsonField(base, "has a structured constant");
  if (Array.isArray(schema.enum)) {
    return schema.enum.every(isChoiceOption) && schema.enum.length > 0
      ? { ...base, kind: "choice", options: schema.enum }
      : jsonField(base, "has structured enum values");
  }
  return undefined;
}

function textField(base: FieldBase, schema: JsonSchema): FormField {
  const inputType = (schema.format && FORMAT_INPUT_TYPES[schema.format]) || "text";
  return {
    ...base,
    kind: "text",
    inputType,
    ...(schema.format ? { format: schema.format } : {}),
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
  };
}

function numberField(base: FieldBase, schema: JsonSchema, integer: boolean): FormField {
  const range: NumberRange = {};
  for (const bound of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const) {
    const limit = schema[bound];
    if (typeof limit === "number") range[bound] = limit;
  }
  return { ...base, kind: "number", integer, ...range };
}

/** The item type of an array schema the list field can show, or undefined for structured, fixed or mixed items. */
function listItemType(schema: JsonSchema): string | undefined {
  const { items } = schema;
  if (!isRecord(items) || items.enum || items.const !== undefined) return undefined;
  return singleType(unwrapNullable(items));
}

function listField(base: FieldBase, schema: JsonSchema): FormField {
  const itemType = listItemType(schema);
  if (itemType !== "string" && itemType !== "number" && itemType !== "integer")
    return jsonField(base, "is a list of structured values");
  return {
    ...base,
    kind: "list",
    itemType,
    ...(schema.minItems !== undefined ? { minItems: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { maxItems: schema.maxItems } : {}),
  };
}

function groupField(base: FieldBase, schema: JsonSchema, depth: number): FormField {
  if (!isRecord(schema.properties) || Object.keys(schema.properties).length === 0)
    return jsonField(base, "is an object without listed properties");
  if (depth >= MAX_DEPTH) return jsonField(base, "is nested too deep");
  return { ...base, kind: "group", fields: fieldsFor(schema, base.path, depth + 1) };
}

/** Builds the field for a schema of one JSON type. */
type TypedFieldBuilder = (base: FieldBase, schema: JsonSchema, depth: number) => FormField;

/** A field builder per JSON type the form can show; a Map, so a type named like an object member finds none. */
const FIELD_BUILDERS = new Map<string, TypedFieldBuilder>([
  ["string", textField],
  ["number", (base, schema) => numberField(base, schema, false)],
  ["integer", (base, schema) => numberField(base, schema, true)],
  ["boolean", (base) => ({ ...base, kind: "boolean" })],
  ["array", listField],
  ["object", groupField],
]);

function fieldFor(name: string, path: string[], rawSchema: JsonSchema, required: boolean, depth: number): FormField {
  const schema = unwrapNullable(isRecord(rawSchema) ? rawSchema : {});
  const base = fieldBase(name, path, schema, required);
  const composite = schema.$ref ?? schema.anyOf ?? schema.oneOf ?? schema.allOf ?? schema.not;
  if (composite !== undefined) return jsonField(base, "uses a schema combination the form cannot show");
  const fixed = fixedValuesField(base, schema);
  if (fixed) return fixed;
  const type = singleType(schema);
  const build = type === undefined ? undefined : FIELD_BUILDERS.get(type);
  if (build) return build(base, schema, depth);
  return jsonField(base, type === undefined ? "has no single type" : `has type ${type}`);
}

function fieldsFor(schema: JsonSchema, path: string[], depth: number): FormField[] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, [...path, name], property, required.has(name), depth),
  );
}

/** The fields for a tool's input schema: one per property of the top-level object. */
export function buildFormFields(inputSchema: unknown): FormField[] {
  return isRecord(inputSchema) ? fieldsFor(inputSchema as JsonSchema, [], 0) : [];
}

/** One kind of field. */
type FieldOfKind<Kind extends FormField["kind"]> = Extract<FormField, { kind: Kind }>;

function fitsNumberField(field: FieldOfKind<"number">, value: unknown): boolean {
  return typeof value === "number" && Number.isFinite(value) && (!field.integer || Number.isInteger(value));
}

/** Whether a list item can be one line of the list field (a number of the item type, or a non-empty one-line string). */
function fitsListItem(field: FieldOfKind<"list">, item: unknown): boolean {
  if (field.itemType === "string") return typeof item === "string" && item !== "" && !item.includes("\n");
  return typeof item === "number" && Number.isFinite(item) && (field.itemType === "number" || Number.isInteger(item));
}

function fitsListField(field: FieldOfKind<"list">, value: unknown): value is unknown[] {
  return Array.isArray(value) && value.every((item) => fitsListItem(field, item));
}

/** A group's values for an arguments value; a value that is no object is unrepresentable and shows as an empty group. */
function groupValue(field: FieldOfKind<"group">, value: unknown, unrepresentable: string[]): FormValues {
  if (isRecord(value)) return valuesFor(field.fields, value, unrepresentable, field.path);
  unrepresentable.push(field.path.join("."));
  return emptyValues(field.fields);
}

/** A field's value for an arguments value; a value the form cannot show is recorded in `unrepresentable`. */
function valueFor(field: FormField, value: unknown, unrepresentable: string[]): string | FormValues {
  const fail = (): string => {
    unrepresentable.push(field.path.join("."));
    return "";
  };
  if (value === undefined) return field.kind === "group" ? emptyValues(field.fields) : "";
  switch (field.kind) {
    case "text":
      return typeof value === "string" ? value : fail();
    case "number":
      return fitsNumberField(field, value) ? String(value) : fail();
    case "boolean":
      return typeof value === "boolean" ? String(value) : fail();
    case "choice":
      return field.options.some((option) => option === value) ? JSON.stringify(value) : fail();
    case "list":
      return fitsListField(field, value) ? value.map(String).join("\n") : fail();
    case "json":
      return JSON.stringify(value, null, 2);
    case "group":
      return groupValue(field, value, unrepresentable);
  }
}

function valuesFor(
  fields: FormField[],
  args: Record<string, unknown>,
  unrepresentable: string[],
  path: string[],
): FormValues {
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(args)) if (!known.has(name)) unrepresentable.push([...path, name].join("."));
  return Object.fromEntries(fields.map((field) => [field.name, valueFor(field, args[field.name], unrepresentable)]));
}

function emptyValues(fields: FormField[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.kind === "group" ? emptyValues(field.fields) : ""]),
  );
}

/** What `formValuesFromArguments` read: the values, and the paths of values the form cannot show. */
export interface ReadArguments {
  values: FormValues;
  /** Dotted paths of argument values the form has no field for or cannot show; empty when the form shows everything. */
  unrepresentable: string[];
}

/** The form values that show an arguments object (for the JSON view → form view direction). */
export function formValuesFromArguments(fields: FormField[], args: Record<string, unknown>): ReadArguments {
  const unrepresentable: string[] = [];
  const values = valuesFor(fields, args, unrepresentable, []);
  return { values, unrepresentable };
}

/** What `argumentsFromFormValues` built: the arguments to send, and what blocks sending them. */
export interface BuiltArguments {
  arguments: Record<string, unknown>;
  /** Empty when the arguments may be sent. */
  errors: FieldError[];
}

function numberFrom(text: string, integer: boolean): number | string {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value)) return "Enter a number";
  if (integer && !Number.isInteger(value)) return "Enter a whole number";
  return value;
}

function rangeError(value: number, range: NumberRange): string | null {
  if (range.minimum !== undefined && value < range.minimum) return `Must be at least ${range.minimum}`;
  if (range.exclusiveMinimum !== undefined && value <= range.exclusiveMinimum)
    return `Must be more than ${range.exclusiveMinimum}`;
  if (range.maximum !== undefined && value > range.maximum) return `Must be at most ${range.maximum}`;
  if (range.exclusiveMaximum !== undefined && value >= range.exclusiveMaximum)
    return `Must be less than ${range.exclusiveMaximum}`;
  return null;
}

/** Records a problem with the field being built; returns undefined, the argument not sent. */
type Fail = (message: string) => undefined;

/** A field other than a group: one whose value is a string. */
type ValueField = Exclude<FormField, { kind: "group" }>;

function groupArgument(
  field: FieldOfKind<"group">,
  value: string | FormValues | undefined,
  errors: FieldError[],
): Record<string, unknown> | undefined {
  const inner = isRecord(value) ? (value as FormValues) : {};
  const innerErrors: FieldError[] = [];
  const built = argumentsFor(field.fields, inner, innerErrors);
  // An optional group nobody filled in is not sent, and its required fields are not asked for.
  if (!field.required && Object.keys(built).length === 0) return undefined;
  errors.push(...innerErrors);
  return built;
}

/** The argument for a field left empty: a required checkbox is false, a required list empty (when it may be). */
function emptyArgument(field: ValueField, fail: Fail): unknown {
  if (field.kind === "boolean" && field.required) return false;
  if (field.kind === "list" && field.required)
    return field.minItems ? fail(`Add at least ${field.minItems} (one per line)`) : [];
  return field.required ? fail("Required") : undefined;
}

function textArgument(field: FieldOfKind<"text">, text: string, fail: Fail): string | undefined {
  if (field.minLength !== undefined && text.length < field.minLength)
    return fail(`At least ${field.minLength} characters`);
  if (field.maxLength !== undefined && text.length > field.maxLength)
    return fail(`At most ${field.maxLength} characters`);
  return text;
}

function numberArgument(field: FieldOfKind<"number">, text: string, fail: Fail): number | undefined {
  const number = numberFrom(text, field.integer);
  if (typeof number === "string") return fail(number);
  const outOfRange = rangeError(number, field);
  return outOfRange ? fail(outOfRange) : number;
}

/** The numbers of a number list's lines, or undefined after failing on the first line that is none. */
function listNumbers(lines: string[], integer: boolean, fail: Fail): number[] | undefined {
  const numbers: number[] = [];
  for (const [index, line] of lines.entries()) {
    const number = numberFrom(line, integer);
    if (typeof number === "string") return fail(`Entry ${index + 1}: ${number.toLowerCase()}`);
    numbers.push(number);
  }
  return numbers;
}

function listArgument(field: FieldOfKind<"list">, text: string, fail: Fail): string[] | number[] | undefined {
  const lines = text.split("\n").filter((line) => line !== "");
  if (field.minItems !== undefined && lines.length < field.minItems)
    return fail(`Add at least ${field.minItems} (one per line)`);
  if (field.maxItems !== undefined && lines.length > field.maxItems) return fail(`At most ${field.maxItems} entries`);
  if (field.itemType === "string") return lines;
  return listNumbers(lines, field.itemType === "integer", fail);
}

function jsonArgument(text: string, fail: Fail): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return fail(`Not valid JSON: ${errorMessage(error)}`);
  }
}

/** The argument for a field's non-empty text. */
function textFieldArgument(field: ValueField, text: string, fail: Fail): unknown {
  switch (field.kind) {
    case "text":
      return textArgument(field, text, fail);
    case "number":
      return numberArgument(field, text, fail);
    case "boolean":
      return text === "true";
    case "choice":
      return JSON.parse(text) as ChoiceOption;
    case "list":
      return listArgument(field, text, fail);
    case "json":
      return jsonArgument(text, fail);
  }
}

/** One field's argument value (undefined: not sent), pushing what is wrong with it onto `errors`. */
function argumentFor(field: FormField, value: string | FormValues | undefined, errors: FieldError[]): unknown {
  if (field.kind === "group") return groupArgument(field, value, errors);
  const fail: Fail = (message) => {
    errors.push({ path: field.path, message });
    return undefined;
  };
  const text = typeof value === "string" ? value : "";
  return text === "" ? emptyArgument(field, fail) : textFieldArgument(field, text, fail);
}

function argumentsFor(fields: FormField[], values: FormValues, errors: FieldError[]): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const value = argumentFor(field, values[field.name], errors);
    if (value !== undefined) args[field.name] = value;
  }
  return args;
}

/** The arguments object the form's values stand for, and the errors that block a run. */
export function argumentsFromFormValues(fields: FormField[], values: FormValues): BuiltArguments {
  const errors: FieldError[] = [];
  const args = argumentsFor(fields, values, errors);
  return { arguments: args, errors };
}

/** Sets one field's value (by path) in a copy of the values. */
export function withFieldValue(values: FormValues, path: readonly string[], value: string): FormValues {
  const [head, ...rest] = path;
  if (head === undefined) return values;
  if (rest.length === 0) return { ...values, [head]: value };
  const inner = values[head];
  return { ...values, [head]: withFieldValue(isRecord(inner) ? (inner as FormValues) : {}, rest, value) };
}

/** Reads a field's value (by path); `""` when it is missing. */
export function fieldValue(values: FormValues, path: readonly string[]): string {
  let current: string | FormValues = values;
  for (const name of path) {
    if (!isRecord(current)) return "";
    current = (current as FormValues)[name] ?? "";
  }
  return typeof current === "string" ? current : "";
}

/** The result of reading JSON text into the form. */
export type ReadArgumentsText = { ok: true; values: FormValues } | { ok: false; message: string };

/** Reads the raw JSON view's text into form values, or says why the form cannot show it. */
export function readArgumentsText(fields: FormField[], text: string): ReadArgumentsText {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === "" ? "{}" : text);
  } catch (error) {
    return {
      ok: false,
      message: `The JSON is not valid (${errorMessage(error)}); fix it to use the form.`,
    };
  }
  if (!isRecord(parsed)) return { ok: false, message: "The arguments must be a JSON object to use the form." };
  const read = formValuesFromArguments(fields, parsed);
  if (read.unrepresentable.length > 0)
    return {
      ok: false,
      message: `The form cannot show ${read.unrepresentable.map((path) => `"${path}"`).join(", ")}; keep editing as JSON.`,
    };
  return { ok: true, values: read.values };
}

/** The JSON text for the form's values (what the raw JSON view shows). */
export function argumentsText(fields: FormField[], values: FormValues): string {
  return JSON.stringify(argumentsFromFormValues(fields, values).arguments, null, 2);
}
