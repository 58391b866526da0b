// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runCheck } from "@hostbridge/dev";
import { addWidget } from "@hostbridge/dev/add";
import { build, defaultClientConditions, type UserConfig } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectTypeErrors, removeScaffold, runProjectTests, scaffoldInWorkspace } from "./scaffold.js";

// `--template apps-sdk-ui` (the react template with its quotes widget on @openai/apps-sdk-ui and
// Tailwind 4): the project typechecks, the react template's own jsdom tests pass on the redesigned
// widget, `hostbridge add widget` still works in it, its Vite config builds every widget, and the
// built quotes widget passes hostbridge check in ChatGPT and a plain MCP Apps host (contrast and
// accessibility included), served by the project's own server.
let project: string;

beforeAll(async () => {
  project = await scaffoldInWorkspace("apps-sdk-ui");
  await addWidget(project, "facts");
}, 60_000);
afterAll(() => removeScaffold(project));

describe("a project made with --template apps-sdk-ui", () => {
  it("typechecks, the design system's components included", async () => {
    expect(await projectTypeErrors(project)).toEqual([]);
  }, 240_000);

  it("passes the react template's quotes tests, the generated widget's and the server's", async () => {
    const output = await runProjectTests(project);
    expect(output).toMatch(/Test Files\s+3 passed \(3\)/);
    // The quotes widget's 19 (9 in each fake host, one cancelled), the generated widget's 10, the server's 6.
    expect(output).toMatch(/Tests\s+35 passed \(35\)/);
  }, 240_000);

  it("builds every widget with its own Vite config, the design system's CSS inlined", async () => {
    const { default: config } = (await import(join(project, "vite.config.ts"))) as { default: UserConfig };
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({
        ...config,
        root: project,
        configFile: false,
        logLevel: "silent",
        mode: "production",
        // Workspace packages (@hostbridge/react, …) from their sources: a fresh clone has no dist/ yet.
        resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const manifest = JSON.parse(readFileSync(join(project, "dist/widgets/manifest.json"), "utf8")) as {
      widgets: Record<string, unknown>;
    };
    expect(Object.keys(manifest.widgets).sort()).toEqual(["facts", "quotes"]);

    const quotes = readFileSync(join(project, "dist/widgets/quotes.html"), "utf8");
    // The design system's tokens (light and dark), and the Tailwind utilities the widget uses,
    // generated from its classes (so Tailwind found src/widgets).
    expect(quotes).toContain("--color-surface-secondary");
    expect(quotes).toMatch(/\[data-theme=["']?dark["']?\]/);
    expect(quotes).toMatch(/\.bg-surface-secondary\s*\{/);
    expect(quotes).toMatch(/\.rounded-2xl\s*\{/);
    expect(quotes).not.toMatch(/<link\b|<script[^>]+\bsrc=/);
    // Cascade layers rank by first appearance: Tailwind's base (its button reset) must come before
    // the design system's components, or it overrides them (square, unpadded buttons).
    const firstLayers = ["theme", "base", "components", "utilities"].map((layer) => quotes.indexOf(`@layer ${layer}{`));
    expect(firstLayers.every((at) => at >= 0)).toBe(true);
    expect(firstLayers).toEqual([...firstLayers].sort((a, b) => a - b));
    // The generated widget keeps the shared plain-CSS look: no design system in its file.
    const facts = readFileSync(join(project, "dist/widgets/facts.html"), "utf8");
    expect(facts).not.toContain("--color-surface-secondary");
    expect(existsSync(join(project, "src/widgets/quotes/quotes.css"))).toBe(false);
  }, 240_000);

  it("passes hostbridge check in ChatGPT (desktop, mobile) and MCP Apps, light and dark", async () => {
    // Needs the build of the test before (dist/widgets); the project's own server serves it.
    const { serve } = (await import(join(project, "server/serve.ts"))) as {
      serve(options: { port: number }): Promise<{ mcpUrl: string; close(): Promise<void> }>;
    };
    const app = await serve({ port: 0 });
    try {
      const report = await runCheck({
        server: app.mcpUrl,
        tools: ["show_quotes"],
        profiles: ["chatgpt", "chatgpt-mobile", "mcp-apps"],
        browserPath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
        screenshots: false,
      });
      const errors = [...report.findings, ...report.widgets.flatMap((widget) => widget.findings)]
        .concat(report.widgets.flatMap((widget) => widget.runs.flatMap((run) => run.findings)))
        .filter((finding) => finding.severity === "error");
      expect(errors).toEqual([]);
      // 3 profiles x 2 themes x 2 widths, every run of the quotes widget.
      expect(report.totals.runs).toBe(12);
      expect(report.verdict).not.toBe("fail");
    } finally {
      await app.close();
    }
  }, 240_000);
});
