import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { inlineScript, pageHtml, VIEW_CSP } from "./pages.js";
import { workspaceAlias } from "./workspace-alias.js";

const here = fileURLToPath(new URL(".", import.meta.url));

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
  it("points each hostbridge package and every subpath it exports at an existing TypeScript source", () => {
    const alias = workspaceAlias();
    expect(alias["@hostbridge/core"]).toMatch(/core[\\/]src[\\/]index\.ts$/);
    expect(alias["@hostbridge/react"]).toMatch(/react[\\/]src[\\/]index\.ts$/);
    // react imports core subpaths: each needs its own entry (the bench broke without them).
    expect(alias["@hostbridge/core/widget-state"]).toMatch(/core[\\/]src[\\/]update-widget-state\.ts$/);
    expect(alias["@hostbridge/core/resize"]).toMatch(/core[\\/]src[\\/]resize\.ts$/);
    for (const path of Object.values(alias)) {
      expect(path).toMatch(/src[\\/][\w-]+\.tsx?$/);
      expect(existsSync(path)).toBe(true);
    }
  });

  it("bundles react's hooks, which import core subpaths, from the sources", async () => {
    const result = await build({
      stdin: { contents: 'export * from "@hostbridge/react";', resolveDir: here, loader: "ts" },
      bundle: true,
      write: false,
      format: "esm",
      external: ["react", "react-dom", "react/jsx-runtime"],
      alias: workspaceAlias(),
      logLevel: "silent",
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain("updateWidgetState");
  });
});
