import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addWidget } from "./add-widget.js";
import { AddError } from "./errors.js";
import { runAdd } from "./run-add.js";
import { IMPORTS_MARKER, TOOLS_MARKER } from "./server-wiring.js";

// The generator on a project laid out as create-hostbridge writes it (the files it builds on). The
// whole path, scaffold to generated widget built, tested and shown in the dev host, is the create
// e2e (packages/create/e2e), and the typecheck of a generated widget is in packages/create.
const APP = `import { defineApp } from "@hostbridge/server";
import type { ProjectWidgets } from "./widgets.js";
import { quotesTools } from "./tools/quotes.js";
${IMPORTS_MARKER}

export function createApp(widgets: ProjectWidgets) {
  const tools = [
    ...quotesTools(widgets),
    ${TOOLS_MARKER}
  ] as const;
  return defineApp({ widgets: widgets.all(), tools });
}
`;
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "hostbridge-add-"));
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ devDependencies: { "@hostbridge/vite": "^0.1.0" } }),
    "server/app.ts": APP,
    "server/widgets.ts": "",
    "src/styles/widget.css": "",
    "tests/readability.ts": "",
    "src/widgets/quotes/main.tsx": "",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(project, path, ".."), { recursive: true });
    writeFileSync(join(project, path), text);
  }
});
afterEach(() => {
  rmSync(project, { recursive: true, force: true });
});

/** Every file under the project with its modification time and text: what a refusal must leave alone. */
function snapshot(folder = project): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile()) found[path] = `${statSync(path).mtimeMs} ${readFileSync(path, "utf8")}`;
  }
  return found;
}

async function run(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runAdd(argv, {
    cwd: project,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe("hostbridge add widget", () => {
  it("creates the widget's files and wires its tools into server/app.ts", async () => {
    const { code, stdout, stderr } = await run(["widget", "daily-tips"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("Added the widget daily-tips (tool show_daily_tips):");
    expect(readdirSync(join(project, "src/widgets/daily-tips")).sort()).toEqual([
      "daily-tips.test.tsx",
      "daily-tips.tsx",
      "hooks.ts",
      "main.tsx",
      "sample.ts",
      "widget.ts",
    ]);
    for (const path of ["tests/daily-tips.spec.ts", "server/tools/daily-tips.ts", "server/tools/daily-tips-data.ts"])
      expect(stdout).toContain(`created  ${path}`);
    const app = readFileSync(join(project, "server/app.ts"), "utf8");
    expect(app).toContain(`import { dailyTipsTools } from "./tools/daily-tips.js";\n${IMPORTS_MARKER}`);
    expect(app).toContain(`    ...quotesTools(widgets),\n    ...dailyTipsTools(widgets),\n    ${TOOLS_MARKER}`);
    const tools = readFileSync(join(project, "server/tools/daily-tips.ts"), "utf8");
    expect(tools).toContain('name: "show_daily_tips"');
    expect(tools).toContain('widgets.declare("daily-tips"');
    expect(readFileSync(join(project, "src/widgets/daily-tips/widget.ts"), "utf8")).toContain(
      'export const title = "Daily tips";',
    );
    expect(readFileSync(join(project, "src/widgets/daily-tips/hooks.ts"), "utf8")).toContain(
      'createHooks<App, "show_daily_tips", DailyTipsState>()',
    );
  });

  it("adds a second widget after the first, each at the wiring lines", async () => {
    await addWidget(project, "facts");
    await addWidget(project, "haikus");
    const app = readFileSync(join(project, "server/app.ts"), "utf8");
    expect(app).toContain(
      'import { factsTools } from "./tools/facts.js";\nimport { haikusTools } from "./tools/haikus.js";\n',
    );
    expect(app).toContain("...quotesTools(widgets),\n    ...factsTools(widgets),\n    ...haikusTools(widgets),\n");
  });

  it("refuses an existing widget, an invalid name and a folder that is not a project, writing nothing", async () => {
    const before = snapshot();
    const existing = await run(["widget", "quotes"]);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toBe('hostbridge add: There is a widget "quotes" already: src/widgets/quotes/ exists.\n');

    const invalid = await run(["widget", "Daily Tips"]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('"Daily Tips" is not a valid widget name');
    expect(invalid.stderr).toContain('Try "daily-tips".');
    for (const name of ["2fast", "a--b", "tips-", "../evil", "a_b", "x".repeat(41)])
      await expect(addWidget(project, name), name).rejects.toMatchObject({ code: "invalid_name" });

    mkdirSync(join(project, "server/tools"), { recursive: true });
    writeFileSync(join(project, "server/tools/notes.ts"), "// mine");
    const clash = await run(["widget", "notes"]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain("would overwrite server/tools/notes.ts");
    expect(readFileSync(join(project, "server/tools/notes.ts"), "utf8")).toBe("// mine");
    rmSync(join(project, "server/tools"), { recursive: true });
    expect(snapshot()).toEqual(before);
  });

  it("refuses a project it does not recognise, naming what is missing, and writes nothing", async () => {
    rmSync(join(project, "src/styles/widget.css"));
    const before = snapshot();
    const refused = await run(["widget", "facts"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${project} is not a project this command knows (it has no src/styles/widget.css)`,
    );
    expect(snapshot()).toEqual(before);

    const empty = mkdtempSync(join(tmpdir(), "hostbridge-add-empty-"));
    try {
      await expect(addWidget(empty, "facts")).rejects.toThrow(
        "it has no package.json, server/app.ts, server/widgets.ts, src/styles/widget.css, tests/readability.ts",
      );
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("refuses an app.ts without its wiring lines, and writes nothing", async () => {
    writeFileSync(join(project, "server/app.ts"), APP.replace(`${TOOLS_MARKER}\n`, ""));
    const before = snapshot();
    await expect(addWidget(project, "facts")).rejects.toBeInstanceOf(AddError);
    await expect(addWidget(project, "facts")).rejects.toThrow(`server/app.ts has no line "${TOOLS_MARKER}"`);
    expect(snapshot()).toEqual(before);
  });

  it("explains its command line", async () => {
    expect((await run(["page", "x"])).stderr).toContain('cannot add "page"; it adds a widget');
    expect((await run(["widget"])).stderr).toContain("give the widget's name");
    expect((await run(["widget", "a", "b"])).code).toBe(2);
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: hostbridge add widget <name>");
  });
});
