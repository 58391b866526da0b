import { describe, expect, it } from "vitest";
import { auditServer } from "./audit.js";
import { validateApp } from "./register.js";
import { referenceFileObject, validToolDescriptor, validWidgetResource } from "./test-support/fixtures.js";
import { defineTool } from "./tool.js";
import { toolResult } from "./tool-result.js";
import { validateTool } from "./validate-tool.js";
import { validateWidget } from "./validate-widget.js";
import { RULES, type RuleId, type Violation } from "./violation.js";
import { defineWidget } from "./widget.js";

// For every rule: one declaration that breaks it is reported (with the expected path), and one
// that keeps it passes without any error.

type Case = {
  rule: RuleId;
  title: string;
  check: (value: any) => Violation[] | Promise<Violation[]>;
  broken: unknown;
  kept: unknown;
  path: string;
};

const tool = (change: (d: Record<string, any>) => void) => {
  const d = validToolDescriptor();
  change(d);
  return d;
};
const widget = (change: (r: Record<string, any>) => void) => {
  const r = validWidgetResource();
  change(r);
  return r;
};
const withFile = (file: unknown, list: unknown = ["file"]) =>
  tool((d) => {
    d.inputSchema = { type: "object", properties: { file }, required: ["file"] };
    d._meta["openai/fileParams"] = list;
  });
const fileObject = (change: (f: Record<string, any>) => void) => {
  const f = referenceFileObject();
  change(f);
  return f;
};
const asProfile = (change: (d: Record<string, any>) => void = () => {}) =>
  tool((d) => {
    d._meta["openai/profile"] = true;
    d.securitySchemes = [{ type: "oauth2", scopes: ["profile"] }];
    d._meta.securitySchemes = [{ type: "oauth2", scopes: ["profile"] }];
    change(d);
  });

const T = validateTool;
const W = validateWidget;

const cases: Case[] = [
  {
    rule: "tool-name",
    title: "space in the name",
    check: T,
    path: "name",
    broken: tool((d) => (d.name = "show pizzas")),
    kept: tool((d) => (d.name = "pizza.show-all_v2")),
  },
  {
    rule: "tool-name",
    title: "empty name",
    check: T,
    path: "name",
    broken: tool((d) => (d.name = "")),
    kept: tool((d) => (d.name = "x")),
  },
  {
    rule: "input-schema-object",
    title: "array input schema",
    check: T,
    path: "inputSchema",
    broken: tool((d) => (d.inputSchema = { type: "array" })),
    kept: tool(() => {}),
  },
  {
    rule: "output-schema-required",
    title: "widget tool without outputSchema",
    check: T,
    path: "outputSchema",
    broken: tool((d) => delete d.outputSchema),
    kept: tool(() => {}),
  },
  {
    rule: "output-schema-required",
    title: "declared to return structuredContent",
    check: (d) => validateTool(d, { returnsStructuredContent: true }),
    path: "outputSchema",
    broken: tool((d) => {
      delete d.outputSchema;
      delete d._meta;
    }),
    kept: tool((d) => delete d._meta),
  },
  {
    rule: "output-schema-object",
    title: "string output schema",
    check: T,
    path: "outputSchema",
    broken: tool((d) => (d.outputSchema = { type: "string" })),
    kept: tool(() => {}),
  },
  {
    rule: "annotation-hint-required",
    title: "openWorldHint missing",
    check: T,
    path: "annotations.openWorldHint",
    broken: tool((d) => delete d.annotations.openWorldHint),
    kept: tool(() => {}),
  },
  {
    rule: "annotation-hint-required",
    title: "no annotations",
    check: T,
    path: "annotations.readOnlyHint",
    broken: tool((d) => delete d.annotations),
    kept: tool(() => {}),
  },
  {
    rule: "annotation-hint-boolean",
    title: "string hint",
    check: T,
    path: "annotations.destructiveHint",
    broken: tool((d) => (d.annotations.destructiveHint = "no")),
    kept: tool((d) => (d.annotations.destructiveHint = false)),
  },
  {
    rule: "annotation-hint-boolean",
    title: "optional idempotentHint not boolean",
    check: T,
    path: "annotations.idempotentHint",
    broken: tool((d) => (d.annotations.idempotentHint = 1)),
    kept: tool((d) => (d.annotations.idempotentHint = true)),
  },
  {
    rule: "annotation-hints-consistent",
    title: "read-only and destructive",
    check: T,
    path: "annotations.destructiveHint",
    broken: tool((d) => (d.annotations.destructiveHint = true)),
    kept: tool((d) => Object.assign(d.annotations, { readOnlyHint: false, destructiveHint: true })),
  },
  {
    rule: "template-uri",
    title: "https template",
    check: T,
    path: "_meta.ui.resourceUri",
    broken: tool((d) => (d._meta.ui.resourceUri = "https://example.com/w.html")),
    kept: tool(() => {}),
  },
  {
    rule: "template-uri",
    title: "alias not ui://",
    check: T,
    path: `_meta["openai/outputTemplate"]`,
    broken: tool((d) => (d._meta["openai/outputTemplate"] = "widget.html")),
    kept: tool(() => {}),
  },
  {
    rule: "template-aliases-agree",
    title: "outputTemplate differs",
    check: T,
    path: `_meta["openai/outputTemplate"]`,
    broken: tool((d) => (d._meta["openai/outputTemplate"] = "ui://widget/other.html")),
    kept: tool((d) => delete d._meta["openai/outputTemplate"]),
  },
  {
    rule: "visibility-values",
    title: "unknown value",
    check: T,
    path: "_meta.ui.visibility[1]",
    broken: tool((d) => (d._meta.ui.visibility = ["model", "widget"])),
    kept: tool(() => {}),
  },
  {
    rule: "visibility-values",
    title: "empty list",
    check: T,
    path: "_meta.ui.visibility",
    broken: tool((d) => (d._meta.ui.visibility = [])),
    kept: tool(() => {}),
  },
  {
    rule: "visibility-values",
    title: "repeated",
    check: T,
    path: "_meta.ui.visibility[1]",
    broken: tool((d) => (d._meta.ui.visibility = ["app", "app"])),
    kept: tool(() => {}),
  },
  {
    rule: "openai-visibility-value",
    title: "hidden",
    check: T,
    path: `_meta["openai/visibility"]`,
    broken: tool((d) => (d._meta["openai/visibility"] = "hidden")),
    kept: tool(() => {}),
  },
  {
    rule: "widget-accessible-boolean",
    title: "string",
    check: T,
    path: `_meta["openai/widgetAccessible"]`,
    broken: tool((d) => (d._meta["openai/widgetAccessible"] = "true")),
    kept: tool(() => {}),
  },
  {
    rule: "visibility-aliases-agree",
    title: "app-only tool marked public",
    check: T,
    path: `_meta["openai/visibility"]`,
    broken: tool((d) => (d._meta.ui.visibility = ["app"])),
    kept: tool((d) => {
      d._meta.ui.visibility = ["app"];
      d._meta["openai/visibility"] = "private";
    }),
  },
  {
    rule: "visibility-aliases-agree",
    title: "model-only tool marked widget-accessible",
    check: T,
    path: `_meta["openai/widgetAccessible"]`,
    broken: tool((d) => (d._meta.ui.visibility = ["model"])),
    kept: tool((d) => {
      d._meta.ui.visibility = ["model"];
      d._meta["openai/widgetAccessible"] = false;
    }),
  },
  {
    rule: "invocation-string",
    title: "65 characters",
    check: T,
    path: `_meta["openai/toolInvocation/invoking"]`,
    broken: tool((d) => (d._meta["openai/toolInvocation/invoking"] = "x".repeat(65))),
    kept: tool((d) => (d._meta["openai/toolInvocation/invoking"] = "x".repeat(64))),
  },
  {
    rule: "invocation-string",
    title: "64 emoji are 64 characters",
    check: T,
    path: `_meta["openai/toolInvocation/invoked"]`,
    broken: tool((d) => (d._meta["openai/toolInvocation/invoked"] = "🍕".repeat(65))),
    kept: tool((d) => (d._meta["openai/toolInvocation/invoked"] = "🍕".repeat(64))),
  },
  {
    rule: "invocation-string",
    title: "empty",
    check: T,
    path: `_meta["openai/toolInvocation/invoked"]`,
    broken: tool((d) => (d._meta["openai/toolInvocation/invoked"] = " ")),
    kept: tool(() => {}),
  },
  {
    rule: "profile-value",
    title: "false",
    check: T,
    path: `_meta["openai/profile"]`,
    broken: asProfile((d) => (d._meta["openai/profile"] = false)),
    kept: asProfile(),
  },
  {
    rule: "profile-read-only",
    title: "writable profile tool",
    check: T,
    path: "annotations.readOnlyHint",
    broken: asProfile((d) => (d.annotations.readOnlyHint = false)),
    kept: asProfile(),
  },
  {
    rule: "profile-authenticated",
    title: "noauth only",
    check: T,
    path: "securitySchemes",
    broken: asProfile((d) => {
      d.securitySchemes = [{ type: "noauth" }];
      d._meta.securitySchemes = [{ type: "noauth" }];
    }),
    kept: asProfile(),
  },
  {
    rule: "security-schemes",
    title: "unknown type",
    check: T,
    path: "securitySchemes[0]",
    broken: tool((d) => {
      d.securitySchemes = [{ type: "apikey" }];
      d._meta.securitySchemes = [{ type: "apikey" }];
    }),
    kept: asProfile(),
  },
  {
    rule: "security-schemes",
    title: "scopes not strings",
    check: T,
    path: "_meta.securitySchemes[0].scopes",
    broken: tool((d) => (d._meta.securitySchemes = [{ type: "oauth2", scopes: "read" }])),
    kept: tool((d) => (d._meta.securitySchemes = [{ type: "oauth2", scopes: ["read"] }])),
  },
  {
    rule: "security-schemes-mirrored",
    title: "copy missing from _meta",
    check: T,
    path: "_meta.securitySchemes",
    broken: tool((d) => (d.securitySchemes = [{ type: "noauth" }])),
    kept: tool((d) => {
      d.securitySchemes = [{ type: "noauth" }];
      d._meta.securitySchemes = [{ type: "noauth" }];
    }),
  },
  {
    rule: "file-params-list",
    title: "string instead of list",
    check: T,
    path: `_meta["openai/fileParams"]`,
    broken: withFile(referenceFileObject(), "file"),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-params-list",
    title: "listed twice",
    check: T,
    path: `_meta["openai/fileParams"][1]`,
    broken: withFile(referenceFileObject(), ["file", "file"]),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-param-declared",
    title: "nested name",
    check: T,
    path: `inputSchema.properties["doc.file"]`,
    broken: withFile(referenceFileObject(), ["file", "doc.file"]),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-param-shape",
    title: "string file param",
    check: T,
    path: "inputSchema.properties.file",
    broken: withFile({ type: "string" }),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-param-shape",
    title: "array without items",
    check: T,
    path: "inputSchema.properties.file.items",
    broken: withFile({ type: "array" }),
    kept: withFile({ type: "array", items: referenceFileObject() }),
  },
  {
    rule: "file-param-shape",
    title: "dangling $ref",
    check: T,
    path: "inputSchema.properties.file",
    broken: withFile({ $ref: "#/$defs/Missing" }),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-object-properties",
    title: "file_name not declared",
    check: T,
    path: "inputSchema.properties.file.properties",
    broken: withFile(fileObject((f) => delete f.properties.file_name)),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-object-properties",
    title: "mime_type not declared in array items",
    check: T,
    path: "inputSchema.properties.file.items.properties",
    broken: withFile({ type: "array", items: fileObject((f) => delete f.properties.mime_type) }),
    kept: withFile({ type: "array", items: referenceFileObject() }),
  },
  {
    rule: "file-object-property-type",
    title: "file_id as number",
    check: T,
    path: "inputSchema.properties.file.properties.file_id",
    broken: withFile(fileObject((f) => (f.properties.file_id = { type: "number" }))),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-object-required",
    title: "file_id not required",
    check: T,
    path: "inputSchema.properties.file.required",
    broken: withFile(fileObject((f) => (f.required = ["download_url"]))),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-object-required",
    title: "mime_type required",
    check: T,
    path: "inputSchema.properties.file.required",
    broken: withFile(fileObject((f) => f.required.push("mime_type"))),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "file-object-required",
    title: "an extra property required (extra optional ones are fine)",
    check: T,
    path: "inputSchema.properties.file.required",
    broken: withFile(
      fileObject((f) => {
        f.properties.page = { type: "integer" };
        f.required.push("page");
      }),
    ),
    kept: withFile(fileObject((f) => (f.properties.page = { type: "integer" }))),
  },
  {
    rule: "file-param-unlisted",
    title: "file-shaped field missing from openai/fileParams",
    check: T,
    path: "inputSchema.properties.file",
    broken: withFile(referenceFileObject(), []),
    kept: withFile(referenceFileObject()),
  },
  {
    rule: "tool-ui-csp",
    title: "CSP on the tool",
    check: T,
    path: "_meta.ui.csp",
    broken: tool((d) => (d._meta.ui.csp = { connectDomains: [] })),
    kept: tool(() => {}),
  },
  {
    rule: "meta-object",
    title: "tool _meta as a list",
    check: T,
    path: "_meta",
    broken: tool((d) => (d._meta = [])),
    kept: tool(() => {}),
  },
  {
    rule: "meta-object",
    title: "widget _meta as a string",
    check: W,
    path: "_meta",
    broken: widget((r) => (r._meta = "csp")),
    kept: widget(() => {}),
  },
  {
    rule: "unknown-openai-key",
    title: "typo on a tool",
    check: T,
    path: `_meta["openai/outputTemplates"]`,
    broken: tool((d) => (d._meta["openai/outputTemplates"] = "ui://widget/pizza-list.html")),
    kept: tool(() => {}),
  },
  {
    rule: "resource-key-on-tool",
    title: "widgetCSP on a tool",
    check: T,
    path: `_meta["openai/widgetCSP"]`,
    broken: tool((d) => (d._meta["openai/widgetCSP"] = { connect_domains: [], resource_domains: [] })),
    kept: tool(() => {}),
  },

  {
    rule: "resource-uri",
    title: "https resource",
    check: W,
    path: "uri",
    broken: widget((r) => (r.uri = "https://example.com/pizza.html")),
    kept: widget(() => {}),
  },
  {
    rule: "resource-mime-type",
    title: "legacy skybridge type",
    check: W,
    path: "mimeType",
    broken: widget((r) => (r.mimeType = "text/html+skybridge")),
    kept: widget(() => {}),
  },
  {
    rule: "resource-html",
    title: "no body",
    check: W,
    path: "text",
    broken: widget((r) => delete r.text),
    kept: widget((r) => {
      delete r.text;
      r.blob = "PGh0bWw+PC9odG1sPg==";
    }),
  },
  {
    rule: "resource-html",
    title: "a fragment, not a document",
    check: W,
    path: "text",
    broken: widget((r) => (r.text = "<div>hi</div>")),
    kept: widget(() => {}),
  },
  {
    rule: "csp-field",
    title: "string instead of list",
    check: W,
    path: "_meta.ui.csp.connectDomains",
    broken: widget((r) => (r._meta.ui.csp.connectDomains = "https://api.example.com")),
    kept: widget(() => {}),
  },
  {
    rule: "csp-field",
    title: "unknown field in openai/widgetCSP",
    check: W,
    path: `_meta["openai/widgetCSP"].base_uri`,
    broken: widget((r) => (r._meta["openai/widgetCSP"].base_uri = [])),
    kept: widget(() => {}),
  },
  {
    rule: "csp-origin",
    title: "path in a CSP entry",
    check: W,
    path: "_meta.ui.csp.connectDomains[0]",
    broken: widget((r) => {
      r._meta.ui.csp.connectDomains = ["https://api.example.com/v1"];
      r._meta["openai/widgetCSP"].connect_domains = ["https://api.example.com/v1"];
    }),
    kept: widget(() => {}),
  },
  {
    rule: "csp-origin",
    title: "no scheme",
    check: W,
    path: `_meta["openai/widgetCSP"].redirect_domains[0]`,
    broken: widget((r) => (r._meta["openai/widgetCSP"].redirect_domains = ["checkout.example.com"])),
    kept: widget(() => {}),
  },
  {
    rule: "csp-origin",
    title: "bare wildcard",
    check: W,
    path: "_meta.ui.csp.resourceDomains[0]",
    broken: widget((r) => {
      r._meta.ui.csp.resourceDomains = ["https://*"];
      r._meta["openai/widgetCSP"].resource_domains = ["https://*"];
    }),
    kept: widget(() => {}),
  },
  {
    rule: "csp-dialect",
    title: "snake_case in ui.csp",
    check: W,
    path: "_meta.ui.csp.connect_domains",
    broken: widget((r) => (r._meta.ui.csp.connect_domains = [])),
    kept: widget(() => {}),
  },
  {
    rule: "csp-dialect",
    title: "camelCase in openai/widgetCSP",
    check: W,
    path: `_meta["openai/widgetCSP"].connectDomains`,
    broken: widget((r) => (r._meta["openai/widgetCSP"].connectDomains = [])),
    kept: widget(() => {}),
  },
  {
    rule: "csp-redirect-placement",
    title: "redirectDomains in ui.csp",
    check: W,
    path: "_meta.ui.csp.redirectDomains",
    broken: widget((r) => (r._meta.ui.csp.redirectDomains = ["https://checkout.example.com"])),
    kept: widget(() => {}),
  },
  {
    rule: "csp-dialects-agree",
    title: "connect domains differ",
    check: W,
    path: `_meta["openai/widgetCSP"].connect_domains`,
    broken: widget((r) => (r._meta["openai/widgetCSP"].connect_domains = [])),
    kept: widget(() => {}),
  },
  {
    rule: "csp-both-dialects",
    title: "only ui.csp",
    check: W,
    path: `_meta["openai/widgetCSP"]`,
    broken: widget((r) => delete r._meta["openai/widgetCSP"]),
    kept: widget(() => {}),
  },
  {
    rule: "frame-domains-review",
    title: "nested iframes",
    check: W,
    path: "_meta.ui.csp.frameDomains",
    broken: widget((r) => {
      r._meta.ui.csp.frameDomains = ["https://maps.example.com"];
      r._meta["openai/widgetCSP"].frame_domains = ["https://maps.example.com"];
    }),
    kept: widget((r) => {
      r._meta.ui.csp.frameDomains = [];
      r._meta["openai/widgetCSP"].frame_domains = [];
    }),
  },
  {
    rule: "domain-origin",
    title: "domain with a path",
    check: W,
    path: "_meta.ui.domain",
    broken: widget((r) => (r._meta.ui.domain = "https://pizza.example.com/app")),
    kept: widget(() => {}),
  },
  {
    rule: "domain-origin",
    title: "plain http",
    check: W,
    path: `_meta["openai/widgetDomain"]`,
    broken: widget((r) => {
      r._meta.ui.domain = "http://pizza.example.com";
      r._meta["openai/widgetDomain"] = "http://pizza.example.com";
    }),
    kept: widget(() => {}),
  },
  {
    rule: "domain-aliases-agree",
    title: "aliases differ",
    check: W,
    path: `_meta["openai/widgetDomain"]`,
    broken: widget((r) => (r._meta["openai/widgetDomain"] = "https://other.example.com")),
    kept: widget(() => {}),
  },
  {
    rule: "domain-aliases-agree",
    title: "one domain per host (Claude's host name in ui.domain)",
    check: W,
    path: `_meta["openai/widgetDomain"]`,
    broken: widget((r) => (r._meta.ui.domain = "https://claude.example.com")),
    kept: widget((r) => (r._meta.ui.domain = "0123456789abcdef0123456789abcdef.claudemcpcontent.com")),
  },
  {
    rule: "domain-origin",
    title: "a host name is not an origin for ChatGPT",
    check: W,
    path: `_meta["openai/widgetDomain"]`,
    broken: widget((r) => (r._meta["openai/widgetDomain"] = "pizza.example.com")),
    kept: widget((r) => (r._meta.ui.domain = "pizza.example.com")),
  },
  {
    rule: "domain-missing",
    title: "no domain",
    check: W,
    path: "_meta.ui.domain",
    broken: widget((r) => {
      delete r._meta.ui.domain;
      delete r._meta["openai/widgetDomain"];
    }),
    kept: widget((r) => delete r._meta.ui.domain),
  },
  {
    rule: "prefers-border",
    title: "aliases differ",
    check: W,
    path: `_meta["openai/widgetPrefersBorder"]`,
    broken: widget((r) => (r._meta["openai/widgetPrefersBorder"] = false)),
    kept: widget(() => {}),
  },
  {
    rule: "prefers-border",
    title: "string",
    check: W,
    path: "_meta.ui.prefersBorder",
    broken: widget((r) => (r._meta.ui.prefersBorder = "yes")),
    kept: widget(() => {}),
  },
  {
    rule: "display-modes",
    title: "unknown mode",
    check: W,
    path: `_meta["openai/ui"].availableDisplayModes[1]`,
    broken: widget((r) => (r._meta["openai/ui"].availableDisplayModes = ["inline", "modal"])),
    kept: widget((r) => (r._meta["openai/ui"].availableDisplayModes = ["inline", "fullscreen", "pip"])),
  },
  {
    rule: "display-modes",
    title: "empty",
    check: W,
    path: `_meta["openai/ui"].availableDisplayModes`,
    broken: widget((r) => (r._meta["openai/ui"].availableDisplayModes = [])),
    kept: widget((r) => (r._meta["openai/ui"].availableDisplayModes = ["fullscreen"])),
  },
  {
    rule: "widget-description",
    title: "empty",
    check: W,
    path: `_meta["openai/widgetDescription"]`,
    broken: widget((r) => (r._meta["openai/widgetDescription"] = "")),
    kept: widget(() => {}),
  },
  {
    rule: "unknown-openai-key",
    title: "typo on a widget",
    check: W,
    path: `_meta["openai/widgetCsp"]`,
    broken: widget((r) => (r._meta["openai/widgetCsp"] = {})),
    kept: widget(() => {}),
  },

  {
    rule: "output-schema-match",
    title: "structuredContent against outputSchema (toolResult)",
    check: (structuredContent) => {
      try {
        toolResult({ structuredContent }, validToolDescriptor() as never);
        return [];
      } catch (error) {
        return (error as { violations: Violation[] }).violations;
      }
    },
    path: "structuredContent.city",
    broken: { city: 42, nextCursor: null },
    kept: { city: "Naples", nextCursor: null },
  },
  {
    rule: "template-registered",
    title: "tool template not among the app's widgets",
    check: (widgets) => {
      const t = defineTool({
        name: "show_pizzas",
        outputSchema: { type: "object" },
        annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
        widget: "ui://widget/pizza-list.html",
      });
      return validateApp({ widgets, tools: [{ tool: t, handler: () => ({ content: [] }) }] });
    },
    path: `tools["show_pizzas"]._meta.ui.resourceUri`,
    broken: [],
    kept: [
      defineWidget({ uri: "ui://widget/pizza-list.html", html: "<html></html>", domain: "https://pizza.example.com" }),
    ],
  },
  {
    rule: "server-list",
    title: "tools/list fails (auditServer)",
    check: (listTools) =>
      auditServer({
        listTools,
        listResources: async () => ({ resources: [] }),
        readResource: async () => ({ contents: [] }),
      }),
    path: "tools",
    broken: async () => {
      throw new Error("boom");
    },
    kept: async () => ({ tools: [] }),
  },
  {
    rule: "unreadable-input",
    title: "a getter that throws",
    check: T,
    path: "",
    broken: tool((d) =>
      Object.defineProperty(d, "annotations", {
        get() {
          throw new Error("no");
        },
      }),
    ),
    kept: tool(() => {}),
  },
];

describe("every rule", () => {
  it("the base fixtures are clean (no errors, no warnings)", () => {
    expect(validateTool(validToolDescriptor())).toEqual([]);
    expect(validateWidget(validWidgetResource())).toEqual([]);
  });

  it("has at least one break/keep case per rule", () => {
    const covered = new Set(cases.map((c) => c.rule));
    expect(Object.keys(RULES).filter((r) => !covered.has(r as RuleId))).toEqual([]);
  });

  describe.each(cases)("$rule: $title", (c) => {
    it("reports the declaration that breaks it, at the right path, in words", async () => {
      const found = (await c.check(c.broken)).filter((v) => v.rule === c.rule);
      expect(found.map((v) => v.path)).toContain(c.path);
      for (const v of found) expect(v.message.startsWith(RULES[c.rule])).toBe(true);
    });
    it("passes the declaration that keeps it", async () => {
      const violations = await c.check(c.kept);
      expect(violations.filter((v) => v.rule === c.rule)).toEqual([]);
      expect(violations.filter((v) => v.severity === "error")).toEqual([]);
    });
  });
});
