// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { addWidget } from "@hostbridge/dev/add";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../src/write-project.js";

// `hostbridge add widget` on a project the react template writes: the generated widgets and the
// wiring typecheck with the template's own tsconfig (so the hooks are typed from the server's
// declarations), against the workspace sources. Built, tested and shown in the dev host from the
// packed tarballs in e2e/scaffold.test.ts.
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
let project: string;

beforeAll(async () => {
  // Inside the workspace, so the project's imports resolve through this package's node_modules.
  const cache = join(PACKAGE_DIR, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  project = join(mkdtempSync(join(cache, "add-widget-")), "app");
  await createProject({ folder: project, packageName: "app", template: "react", packageManager: "npm" });
  symlinkSync(join(PACKAGE_DIR, "node_modules"), join(project, "node_modules"), "dir");
  await addWidget(project, "facts");
  await addWidget(project, "daily-tips");
}, 60_000);
afterAll(() => {
  if (project) rmSync(join(project, ".."), { recursive: true, force: true });
});

describe("hostbridge add widget in a scaffolded project", () => {
  it("adds two widgets whose code and wiring typecheck, the hooks typed from the server", async () => {
    const app = readFileSync(join(project, "server/app.ts"), "utf8");
    expect(app).toContain("...quotesTools(widgets),\n    ...factsTools(widgets),\n    ...dailyTipsTools(widgets),");

    const tsc = createRequire(import.meta.url).resolve("typescript/lib/tsc.js");
    const typecheck = (extraArgs: string[] = []) =>
      promisify(execFile)(
        process.execPath,
        [
          tsc,
          "-p",
          join(project, "tsconfig.json"),
          "--noEmit",
          "--incremental",
          "false",
          "--customConditions",
          "@hostbridge/source",
          ...extraArgs,
        ],
        { cwd: project },
      ).then(
        () => "",
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
    // Only the project's own files: the workspace packages' sources are typechecked by their packages.
    const projectErrors = (await typecheck())
      .split("\n")
      .filter((line) => line.includes("error TS") && !line.startsWith("../"));
    expect(projectErrors).toEqual([]);
  }, 240_000);

  it("generates jsdom tests that pass in both fake hosts; the server test serves every widget", async () => {
    // The project's vitest settings, with the workspace packages resolved from their sources.
    const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
    const run = await promisify(execFile)(
      process.execPath,
      [
        vitest,
        "run",
        "--root",
        project,
        "--config",
        fileURLToPath(new URL("generated.vitest.config.ts", import.meta.url)),
        "src/widgets/facts",
        "src/widgets/daily-tips",
        // The template's server test, which must follow the widgets the generator added.
        "server",
      ],
      { cwd: project, env: { ...process.env, CI: "1", NO_COLOR: "1" } },
    ).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout}\n${error.stderr}` }));
    expect(run.stdout).toMatch(/Test Files\s+3 passed \(3\)/);
    // Five tests in each of the two hosts, per widget; the server's six.
    expect(run.stdout).toMatch(/Tests\s+26 passed \(26\)/);
  }, 240_000);
});
