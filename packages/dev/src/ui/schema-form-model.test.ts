import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  argumentsFromFormValues,
  argumentsText,
  buildFormFields,
  formValuesFromArguments,
  readArgumentsText,
  withFieldValue,
  type FormField,
} from "./schema-form-model.js";

const schema = {
  type: "object",
  properties: {
    city: { type: "string", title: "City", description: "Where to look", enum: ["Naples", "New York"] },
    note: { type: "string" },
    when: { type: "string", format: "date" },
    site: { type: "string", format: "uri" },
    count: { type: "integer", minimum: 1, maximum: 10, default: 3 },
    ratio: { type: "number" },
    verbose: { type: "boolean" },
    strict: { type: "boolean" },
    tags: { type: "array", items: { type: "string" } },
    sizes: { type: "array", items: { type: "number" } },
    owner: { type: "object", properties: { name: { type: "string" }, age: { type: "integer" } }, required: ["name"] },
    shape: { oneOf: [{ type: "string" }, { type: "number" }] },
    maybe: { anyOf: [{ type: "string" }, { type: "null" }], description: "nullable text" },
  },
  required: ["city", "strict"],
};

function field(fields: FormField[], name: string): FormField {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe("buildFormFields", () => {
  const fields = buildFormFields(schema);

  it("makes one field per property, with the schema's title, description, required flag and default", () => {
    expect(fields.map((f) => f.name)).toEqual(Object.keys(schema.properties));
    expect(field(fields, "city")).toMatchObject({
      kind: "choice",
      label: "City",
      description: "Where to look",
      required: true,
      options: ["Naples", "New York"],
    });
    expect(field(fields, "note")).toMatchObject({ kind: "text", label: "note", required: false, inputType: "text" });
    expect(field(fields, "count")).toMatchObject({
      kind: "number",
      integer: true,
      minimum: 1,
      maximum: 10,
      defaultValue: 3,
    });
  });

  it("maps string formats to input types, arrays of primitives to lists, objects to groups", () => {
    expect(field(fields, "when")).toMatchObject({ kind: "text", inputType: "date" });
    expect(field(fields, "site")).toMatchObject({ kind: "text", inputType: "url" });
    expect(field(fields, "tags")).toMatchObject({ kind: "list", itemType: "string" });
    expect(field(fields, "sizes")).toMatchObject({ kind: "list", itemType: "number" });
    const owner = field(fields, "owner");
    expect(owner.kind).toBe("group");
    if (owner.kind === "group")
      expect(owner.fields.map((f) => [f.name, f.kind, f.required, f.path])).toEqual([
        ["name", "text", true, ["owner", "name"]],
        ["age", "number", false, ["owner", "age"]],
      ]);
  });

  it("falls back to a JSON field for what the form cannot express, and unwraps nullable", () => {
    expect(field(fields, "shape")).toMatchObject({ kind: "json" });
    expect(field(fields, "maybe")).toMatchObject({ kind: "text", description: "nullable text" });
    const other = buildFormFields({
      type: "object",
      properties: {
        ref: { $ref: "#/$defs/x" },
        rows: { type: "array", items: { type: "object" } },
        map: { type: "object", additionalProperties: { type: "string" } },
      },
    });
    expect(other.map((f) => f.kind)).toEqual(["json", "json", "json"]);
  });

  it("reads the schema zod writes for a tool (what MCP servers send)", () => {
    const fromZod = buildFormFields(
      z.toJSONSchema(
        z.object({
          city: z.enum(["Naples", "Rome"]).optional().describe("City"),
          limit: z.number().int().min(1).optional(),
        }),
      ),
    );
    expect(fromZod).toMatchObject([
      { name: "city", kind: "choice", options: ["Naples", "Rome"], description: "City", required: false },
      { name: "limit", kind: "number", integer: true, minimum: 1, required: false },
    ]);
  });

  it("gives no fields for a schema without properties", () => {
    expect(buildFormFields({ type: "object" })).toEqual([]);
    expect(buildFormFields(undefined)).toEqual([]);
  });
});

describe("form values and arguments", () => {
  const fields = buildFormFields(schema);

  it("sends what the form shows: empty optional fields left out, numbers as numbers, lists split by line", () => {
    let values = formValuesFromArguments(fields, {}).values;
    values = withFieldValue(values, ["city"], JSON.stringify("Naples"));
    values = withFieldValue(values, ["count"], "4");
    values = withFieldValue(values, ["ratio"], "0.5");
    values = withFieldValue(values, ["tags"], "a\n\nb c\n");
    values = withFieldValue(values, ["sizes"], "1\n2.5");
    values = withFieldValue(values, ["verbose"], "true");
    const built = argumentsFromFormValues(fields, values);
    expect(built.errors).toEqual([]);
    expect(built.arguments).toEqual({
      city: "Naples",
      count: 4,
      ratio: 0.5,
      strict: false,
      verbose: true,
      tags: ["a", "b c"],
      sizes: [1, 2.5],
    });
  });

  it("blocks a run on a missing required field, a bad number or bad JSON, naming the field", () => {
    let values = formValuesFromArguments(fields, {}).values;
    values = withFieldValue(values, ["count"], "2.5");
    values = withFieldValue(values, ["ratio"], "abc");
    values = withFieldValue(values, ["shape"], "{ nope");
    values = withFieldValue(values, ["sizes"], "1\nx");
    values = withFieldValue(values, ["owner", "age"], "40");
    const { errors, arguments: args } = argumentsFromFormValues(fields, values);
    expect(errors.map((e) => [e.path.join("."), e.message.split(":")[0]])).toEqual([
      ["city", "Required"],
      ["count", "Enter a whole number"],
      ["ratio", "Enter a number"],
      ["sizes", "Entry 2"],
      ["owner.name", "Required"],
      ["shape", "Not valid JSON"],
    ]);
    expect(args).toEqual({ strict: false, owner: { age: 40 } });
  });

  it("checks exclusive bounds (JSON Schema 2020-12 numbers)", () => {
    const bounded = buildFormFields({
      type: "object",
      properties: { ratio: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 } },
    });
    expect(bounded[0]).toMatchObject({ kind: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 });
    expect(argumentsFromFormValues(bounded, { ratio: "0" }).errors).toEqual([
      { path: ["ratio"], message: "Must be more than 0" },
    ]);
    expect(argumentsFromFormValues(bounded, { ratio: "1" }).errors).toEqual([
      { path: ["ratio"], message: "Must be less than 1" },
    ]);
    expect(argumentsFromFormValues(bounded, { ratio: "0.5" })).toEqual({ arguments: { ratio: 0.5 }, errors: [] });
  });

  it("checks minimum and maximum", () => {
    const values = withFieldValue(formValuesFromArguments(fields, { city: "Naples" }).values, ["count"], "11");
    expect(argumentsFromFormValues(fields, values).errors).toEqual([
      { path: ["count"], message: "Must be at most 10" },
    ]);
  });

  it("leaves out an optional group nobody filled in, without asking for its required fields", () => {
    const { errors, arguments: args } = argumentsFromFormValues(
      fields,
      formValuesFromArguments(fields, { city: "Naples", strict: true }).values,
    );
    expect(errors).toEqual([]);
    expect(args).toEqual({ city: "Naples", strict: true });
  });

  it("round-trips arguments the form can show", () => {
    const args = {
      city: "New York",
      note: "hi",
      when: "2026-12-01",
      count: 7,
      verbose: false,
      strict: true,
      tags: ["x", "y"],
      sizes: [3],
      owner: { name: "Ana" },
      shape: { any: [1] },
      maybe: "m",
    };
    const read = formValuesFromArguments(fields, args);
    expect(read.unrepresentable).toEqual([]);
    expect(argumentsFromFormValues(fields, read.values)).toEqual({ arguments: args, errors: [] });
  });

  it("names the values the form cannot show instead of dropping them", () => {
    const read = formValuesFromArguments(fields, {
      city: "Paris",
      count: "3",
      extra: 1,
      owner: { name: "A", x: 2 },
      tags: ["a\nb"],
    });
    expect(read.unrepresentable.sort()).toEqual(["city", "count", "extra", "owner.x", "tags"]);
  });
});

describe("readArgumentsText", () => {
  const fields = buildFormFields(schema);

  it("reads JSON into the form, and refuses invalid JSON, non-objects and values the form cannot show", () => {
    const ok = readArgumentsText(fields, '{"city":"Naples"}');
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(argumentsText(fields, ok.values)).toBe(JSON.stringify({ city: "Naples", strict: false }, null, 2));
    expect(readArgumentsText(fields, "{ not json")).toMatchObject({
      ok: false,
      message: expect.stringContaining("not valid"),
    });
    expect(readArgumentsText(fields, "[1]")).toMatchObject({
      ok: false,
      message: expect.stringContaining("JSON object"),
    });
    expect(readArgumentsText(fields, '{"nope":1}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('"nope"'),
    });
    expect(readArgumentsText(fields, "")).toMatchObject({ ok: true });
  });
});
