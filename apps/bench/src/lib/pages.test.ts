import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineScript, pageHtml, VIEW_CSP } from "./pages.js";
import { workspaceAlias } from "./workspace-alias.js";

describe("inlineScript", () => {
  it("keeps a script from closing its own element or opening a comment", () => {
    const html = inlineScript('const s = "</script><!--";');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--");
  });
});

describe("pageHtml", () => {
  it("gives the widget a root element and runs the scripts in order", () => {
    const html = pageHtml("t", ["first()", "second()"]);
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf("first()")).toBeLessThan(html.indexOf("second()"));
  });
});

describe("VIEW_CSP", () => {
  it("is the MCP Apps default: inline scripts allowed, eval and network not", () => {
    expect(VIEW_CSP).toContain("script-src 'self' 'unsafe-inline'");
    expect(VIEW_CSP).not.toContain("unsafe-eval");
    expect(VIEW_CSP).toContain("connect-src 'none'");
  });
});

describe("workspaceAlias", () => {
  it("points each hostbridge package at an existing TypeScript source", () => {
    const alias = workspaceAlias();
    expect(Object.keys(alias)).toEqual(["@hostbridge/core", "@hostbridge/react"]);
    for (const path of Object.values(alias)) {
      expect(path).toMatch(/src[\\/]index\.ts$/);
      expect(existsSync(path)).toBe(true);
    }
  });
});
