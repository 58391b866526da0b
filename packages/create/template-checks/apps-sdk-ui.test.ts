// @vitest-environment node
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { addWidget } from "@hostbridge/dev/add";
import { build, defaultClientConditions, type UserConfig } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../src/write-project.js";

// `--template apps-sdk-ui` (the react template with its quotes widget on @openai/apps-sdk-ui and
// Tailwind 4): the project typechecks, the react template's own jsdom tests pass on the redesigned
// widget, `hostbridge add widget` still works in it, and its Vite config builds every widget.
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
let project: string;

beforeAll(async () => {
  // Inside the workspace, so the project's imports resolve through this package's node_modules.
  const cache = join(PACKAGE_DIR, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  project = join(mkdtempSync(join(cache, "apps-sdk-ui-")), "app");
  await createProject({ folder: project, packageName: "app", template: "apps-sdk-ui", packageManager: "npm" });
  symlinkSync(join(PACKAGE_DIR, "node_modules"), join(project, "node_modules"), "dir");
  await addWidget(project, "facts");
}, 60_000);
afterAll(() => {
  if (project) rmSync(join(project, ".."), { recursive: true, force: true });
});

/** Runs a Node script of a package in the project; resolves to its output (failure included). */
async function runInProject(script: string, args: string[]): Promise<string> {
  return promisify(execFile)(process.execPath, [script, ...args], {
    cwd: project,
    env: { ...process.env, CI: "1", NO_COLOR: "1" },
  }).then(
    ({ stdout, stderr }) => `${stdout}\n${stderr}`,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout}\n${error.stderr}`,
  );
}

describe("a project made with --template apps-sdk-ui", () => {
  it("typechecks, the design system's components included", async () => {
    const output = await runInProject(require.resolve("typescript/lib/tsc.js"), [
      "-p",
      join(project, "tsconfig.json"),
      "--noEmit",
      "--incremental",
      "false",
      "--customConditions",
      "@hostbridge/source",
    ]);
    // Only the project's own files: the workspace packages' sources are typechecked by their packages.
    const projectErrors = output.split("\n").filter((line) => line.includes("error TS") && !line.startsWith("../"));
    expect(projectErrors).toEqual([]);
  }, 240_000);

  it("passes the react template's quotes tests, the generated widget's and the server's", async () => {
    const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
    const output = await runInProject(vitest, [
      "run",
      "--root",
      project,
      "--config",
      fileURLToPath(new URL("generated.vitest.config.ts", import.meta.url)),
    ]);
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
    // The generated widget keeps the shared plain-CSS look: no design system in its file.
    const facts = readFileSync(join(project, "dist/widgets/facts.html"), "utf8");
    expect(facts).not.toContain("--color-surface-secondary");
    expect(existsSync(join(project, "src/widgets/quotes/quotes.css"))).toBe(false);
  }, 240_000);
});
