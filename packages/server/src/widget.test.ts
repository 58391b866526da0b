import { describe, expect, it } from "vitest";
import { MetadataError } from "./errors.js";
import { validateWidget } from "./validate-widget.js";
import { defineWidget } from "./widget.js";
import { claudeWidgetDomain } from "./widget-domain.js";

const html = "<!doctype html><html><body><div id=root></div></body></html>";

describe("defineWidget", () => {
  it("emits both dialects from one declaration", () => {
    const widget = defineWidget({
      uri: "ui://widget/pizza-list.html",
      html,
      title: "Pizza list",
      description: "A carousel of pizzas.",
      csp: {
        connectDomains: ["https://api.example.com"],
        resourceDomains: ["https://cdn.example.com"],
        frameDomains: ["https://maps.example.com"],
        redirectDomains: ["https://checkout.example.com"],
      },
      domain: "https://pizza.example.com",
      prefersBorder: true,
      displayModes: ["inline", "fullscreen"],
    });
    expect(widget.uri).toBe("ui://widget/pizza-list.html");
    expect(widget.name).toBe("pizza-list");
    expect(widget.resource).toEqual({
      uri: "ui://widget/pizza-list.html",
      mimeType: "text/html;profile=mcp-app",
      text: html,
      _meta: {
        ui: {
          csp: {
            connectDomains: ["https://api.example.com"],
            resourceDomains: ["https://cdn.example.com"],
            frameDomains: ["https://maps.example.com"],
          },
          domain: "https://pizza.example.com",
          prefersBorder: true,
        },
        "openai/widgetCSP": {
          connect_domains: ["https://api.example.com"],
          resource_domains: ["https://cdn.example.com"],
          frame_domains: ["https://maps.example.com"],
          redirect_domains: ["https://checkout.example.com"],
        },
        "openai/widgetDomain": "https://pizza.example.com",
        "openai/widgetPrefersBorder": true,
        "openai/ui": { availableDisplayModes: ["inline", "fullscreen"] },
        "openai/widgetDescription": "A carousel of pizzas.",
      },
    });
    // The only finding is the review note about nested iframes.
    expect(widget.violations.map((v) => [v.rule, v.severity])).toEqual([["frame-domains-review", "warning"]]);
  });

  it("matches the Apps SDK reference's fullscreen-only example when only display modes are declared", () => {
    const widget = defineWidget({
      uri: "ui://widget/viewer.html",
      html,
      displayModes: ["fullscreen"],
      domain: "https://viewer.example.com",
    });
    expect(widget.resource._meta?.["openai/ui"]).toEqual({ availableDisplayModes: ["fullscreen"] });
    expect(widget.resource.mimeType).toBe("text/html;profile=mcp-app");
  });

  it("an empty CSP declares empty lists in both dialects (nothing allowed)", () => {
    const widget = defineWidget({ uri: "ui://widget/a.html", html, csp: {}, domain: "https://a.example.com" });
    expect(widget.resource._meta?.ui).toEqual({
      csp: { connectDomains: [], resourceDomains: [] },
      domain: "https://a.example.com",
    });
    expect(widget.resource._meta?.["openai/widgetCSP"]).toEqual({ connect_domains: [], resource_domains: [] });
    expect(widget.violations).toEqual([]);
  });

  it("throws a MetadataError listing every broken rule", () => {
    let caught: unknown;
    try {
      defineWidget({
        uri: "https://example.com/w.html",
        html,
        csp: { connectDomains: ["api.example.com"] },
        displayModes: ["modal" as never],
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MetadataError);
    const error = caught as MetadataError;
    expect(error.code).toBe("invalid_widget");
    expect(error.violations.map((v) => v.rule).sort()).toEqual([
      "csp-origin",
      "csp-origin",
      "display-modes",
      "resource-uri",
    ]);
    expect(error.message).toContain("_meta.ui.csp.connectDomains[0]: CSP entries are origins");
  });

  it("validate: false returns the widget with its findings instead of throwing", () => {
    const widget = defineWidget({
      uri: "ui://widget/a.html",
      html,
      domain: "https://a.example.com/x",
      validate: false,
    });
    expect(widget.violations.map((v) => v.rule)).toEqual(["domain-origin", "domain-origin"]);
  });

  it("hashInUri puts a content hash into the file name, and it changes with the HTML", () => {
    const a = defineWidget({
      uri: "ui://widget/pizza-list.html",
      html,
      hashInUri: true,
      domain: "https://p.example.com",
    });
    const b = defineWidget({
      uri: "ui://widget/pizza-list.html",
      html: html.replace("root", "app"),
      hashInUri: true,
      domain: "https://p.example.com",
    });
    const again = defineWidget({
      uri: "ui://widget/pizza-list.html",
      html,
      hashInUri: true,
      domain: "https://p.example.com",
    });
    expect(a.uri).toMatch(/^ui:\/\/widget\/pizza-list\.[0-9a-f]{12}\.html$/);
    expect(a.uri).toBe(`ui://widget/pizza-list.${a.hash}.html`);
    expect(a.resource.uri).toBe(a.uri);
    expect(a.declaredUri).toBe("ui://widget/pizza-list.html");
    expect(b.uri).not.toBe(a.uri);
    expect(again.uri).toBe(a.uri);
    expect(validateWidget(a.resource)).toEqual([]);
  });

  it("a CSP change also changes the hash (hosts cache the whole resource)", () => {
    const a = defineWidget({
      uri: "ui://widget/a.html",
      html,
      hashInUri: true,
      csp: { connectDomains: ["https://a.example.com"] },
    });
    const b = defineWidget({
      uri: "ui://widget/a.html",
      html,
      hashInUri: true,
      csp: { connectDomains: ["https://b.example.com"] },
    });
    expect(a.uri).not.toBe(b.uri);
  });

  it("extra meta is merged, ui one level deep", () => {
    const widget = defineWidget({
      uri: "ui://widget/a.html",
      html,
      prefersBorder: false,
      domain: "https://a.example.com",
      meta: { ui: { permissions: { clipboardWrite: {} } }, "x-app/build": "42" },
    });
    expect(widget.resource._meta).toEqual({
      ui: { domain: "https://a.example.com", prefersBorder: false, permissions: { clipboardWrite: {} } },
      "openai/widgetDomain": "https://a.example.com",
      "openai/widgetPrefersBorder": false,
      "x-app/build": "42",
    });
  });

  it("passes WebMCP's tools permission through to ui.permissions", () => {
    const widget = defineWidget({
      uri: "ui://widget/a.html",
      html,
      permissions: { tools: {}, microphone: {} },
    });
    expect(widget.resource._meta).toMatchObject({ ui: { permissions: { tools: {}, microphone: {} } } });
  });

  it("html as a function is read on every read(), and cannot be hashed", async () => {
    let version = 1;
    const widget = defineWidget({
      uri: "ui://widget/dev.html",
      html: async () => `<html>v${version}</html>`,
      domain: "https://dev.example.com",
    });
    expect(widget.resource.text).toBeUndefined();
    expect(widget.violations).toEqual([]);
    expect(await widget.read()).toEqual({
      uri: "ui://widget/dev.html",
      mimeType: "text/html;profile=mcp-app",
      text: "<html>v1</html>",
      _meta: widget.resource._meta,
    });
    version = 2;
    expect((await widget.read()).text).toBe("<html>v2</html>");
    expect(() => defineWidget({ uri: "ui://widget/dev.html", html: () => "<html></html>", hashInUri: true })).toThrow(
      expect.objectContaining({ code: "invalid_argument" }),
    );
  });
});

const EXAMPLE_SHA256 = "c3d80a4ed901ee05b21755a88273b4a4bf0323a8c5149ca19d176e4bc405ba9f";

describe("a domain per host", () => {
  it("writes ChatGPT's origin to openai/widgetDomain and Claude's host name to ui.domain, and validates clean", () => {
    const mcpApps = claudeWidgetDomain("https://pizza.example.com/mcp");
    const widget = defineWidget({
      uri: "ui://widget/pizza-list.html",
      html: "<html></html>",
      domain: { chatgpt: "https://pizza.example.com", mcpApps },
    });
    expect(widget.resource._meta?.["openai/widgetDomain"]).toBe("https://pizza.example.com");
    expect((widget.resource._meta?.ui as { domain?: string } | undefined)?.domain).toBe(mcpApps);
    expect(widget.violations).toEqual([]);
  });

  it("computes Claude's domain as the first 32 hex digits of sha256(server URL)", () => {
    // sha256("https://example.com/mcp"), computed independently with `printf %s https://example.com/mcp | sha256sum`.
    expect(claudeWidgetDomain("https://example.com/mcp")).toBe(`${EXAMPLE_SHA256.slice(0, 32)}.claudemcpcontent.com`);
  });
});
