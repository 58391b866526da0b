import { describe, expect, it } from "vitest";
import { MetadataError } from "./errors.js";
import { fileParam } from "./file-params.js";
import { defineTool } from "./tool.js";
import { defineWidget } from "./widget.js";

const hints = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };
const pizzaOutput = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };

describe("defineTool", () => {
  it("emits the template, visibility and invocation strings in both dialects", () => {
    const widget = defineWidget({
      uri: "ui://widget/pizza-list.html",
      html: "<html></html>",
      domain: "https://pizza.example.com",
    });
    const tool = defineTool({
      name: "show_pizzas",
      title: "Show pizzas",
      description: "Lists pizzas in a city.",
      inputSchema: { type: "object", properties: { city: { type: "string" } } },
      outputSchema: pizzaOutput,
      annotations: { ...hints, idempotentHint: true },
      widget,
      invoking: "Slicing pizzas…",
      invoked: "Pizzas served",
      securitySchemes: [{ type: "noauth" }, { type: "oauth2", scopes: ["pizza.read"] }],
    });
    expect(tool.templateUri).toBe("ui://widget/pizza-list.html");
    expect(tool.descriptor).toEqual({
      name: "show_pizzas",
      title: "Show pizzas",
      description: "Lists pizzas in a city.",
      inputSchema: { type: "object", properties: { city: { type: "string" } } },
      outputSchema: pizzaOutput,
      annotations: { ...hints, idempotentHint: true },
      securitySchemes: [{ type: "noauth" }, { type: "oauth2", scopes: ["pizza.read"] }],
      _meta: {
        securitySchemes: [{ type: "noauth" }, { type: "oauth2", scopes: ["pizza.read"] }],
        ui: { resourceUri: "ui://widget/pizza-list.html", visibility: ["model", "app"] },
        // The flat key older hosts read, as the official SDK's registerAppTool writes it.
        "ui/resourceUri": "ui://widget/pizza-list.html",
        "openai/outputTemplate": "ui://widget/pizza-list.html",
        "openai/widgetAccessible": true,
        "openai/visibility": "public",
        "openai/toolInvocation/invoking": "Slicing pizzas…",
        "openai/toolInvocation/invoked": "Pizzas served",
      },
    });
    expect(tool.violations).toEqual([]);
  });

  it("an app-only tool is private and widget-accessible in the compatibility fields", () => {
    const tool = defineTool({
      name: "load_more_pizzas",
      inputSchema: { type: "object", properties: { cursor: { type: "string" } }, required: ["cursor"] },
      outputSchema: pizzaOutput,
      annotations: hints,
      visibility: ["app"],
    });
    expect(tool.descriptor._meta).toEqual({
      ui: { visibility: ["app"] },
      "openai/widgetAccessible": true,
      "openai/visibility": "private",
    });
  });

  it("follows a widget's hashed URI", () => {
    const widget = defineWidget({ uri: "ui://widget/pizza-list.html", html: "<html>v2</html>", hashInUri: true });
    const tool = defineTool({ name: "show_pizzas", outputSchema: pizzaOutput, annotations: hints, widget });
    expect((tool.descriptor._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri).toBe(widget.uri);
    expect(tool.descriptor._meta?.["openai/outputTemplate"]).toBe(widget.uri);
    expect(widget.uri).not.toBe("ui://widget/pizza-list.html");
  });

  it("a plain tool gets the default empty input schema and no UI keys", () => {
    const tool = defineTool({ name: "ping", annotations: hints });
    expect(tool.descriptor).toEqual({
      name: "ping",
      inputSchema: { type: "object", properties: {} },
      annotations: hints,
    });
  });

  it("marks the profile tool", () => {
    const tool = defineTool({
      name: "get_profile",
      outputSchema: { type: "object" },
      annotations: hints,
      profile: true,
      securitySchemes: [{ type: "oauth2", scopes: ["profile"] }],
    });
    expect(tool.descriptor._meta?.["openai/profile"]).toBe(true);
    expect(tool.violations).toEqual([]);
  });

  it("throws a MetadataError for a widget tool without outputSchema, a long status and a bad file param", () => {
    let caught: unknown;
    try {
      defineTool({
        name: "analyze",
        inputSchema: {
          type: "object",
          properties: { file: { ...fileParam(), required: ["download_url", "file_id", "mime_type"] } },
        },
        annotations: hints,
        widget: "ui://widget/x.html",
        invoking: "A status line that is far too long to fit in the sixty-four characters allowed",
        fileParams: ["file"],
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MetadataError);
    expect((caught as MetadataError).violations.map((v) => `${v.rule} @ ${v.path}`)).toEqual([
      "output-schema-required @ outputSchema",
      `invocation-string @ _meta["openai/toolInvocation/invoking"]`,
      "file-object-required @ inputSchema.properties.file.required",
    ]);
  });

  it("rejects a tool whose annotations omit a required hint", () => {
    expect(() =>
      defineTool({ name: "delete_all", annotations: { readOnlyHint: false, destructiveHint: true } as never }),
    ).toThrow(/annotations\.openWorldHint/);
  });
});
