import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createLogger, type Logger } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFixture, FIXTURE_ROOT } from "./test-support/build-fixture.js";

// What `vite build` tells a person about a widget folder it skips and an import it cannot find:
// each project is written afresh into a temporary folder, with the workspace's node_modules.
let root: string;
let outDirs: string[];
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "hostbridge-vite-messages-"));
  outDirs = [];
  await symlink(join(FIXTURE_ROOT, "../../../node_modules"), join(root, "node_modules"), "dir");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  for (const outDir of outDirs) await rm(outDir, { recursive: true, force: true });
});

const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};
const WIDGET = `document.getElementById("root")!.textContent = "ok";\n`;

/** A logger that keeps the warnings Vite would print. */
function recordingLogger(): Logger & { warnings: string[] } {
  const logger = createLogger("silent");
  const warnings: string[] = [];
  return Object.assign(logger, {
    warnings,
    warn: (message: string) => void warnings.push(message),
    warnOnce: (message: string) => void warnings.push(message),
  });
}

const failureOf = (building: Promise<string>) =>
  building.then(
    (outDir) => {
      outDirs.push(outDir);
      return undefined;
    },
    (error: unknown) => error as Error & { code?: string },
  );

describe("vite build with hostbridge(): what it says", () => {
  it("warns about a widget folder with files but no entry module, naming it and the entry names", async () => {
    await write("src/widgets/quotes/main.ts", WIDGET);
    await write("src/widgets/broken/widget.ts", `export const title = "Broken";\n`);
    await write("src/widgets/broken/app.tsx", "export const App = () => null;\n");
    await mkdir(join(root, "src/widgets/empty"), { recursive: true });
    const logger = recordingLogger();
    outDirs.push(await buildFixture({}, root, { logger }));
    expect(logger.warnings).toEqual([
      "hostbridge: src/widgets/broken/ has no entry module (main.tsx, main.ts, main.jsx, main.js, index.tsx, index.ts, index.jsx, index.js), so it is not built as a widget. Add one to make it a widget, or move code that is not a widget out of the widgets folder.",
    ]);
  });

  it("names the entryless folder when it is the only one", async () => {
    await write("src/widgets/broken/widget.ts", `export const title = "Broken";\n`);
    const error = await failureOf(buildFixture({}, root, { logger: recordingLogger() }));
    expect(error?.message).toContain(
      "no widgets found: no folder of src/widgets has an entry module (main.tsx, main.ts, main.jsx, main.js, index.tsx, index.ts, index.jsx, index.js): src/widgets/broken/ has files but none.",
    );
  });

  it("fails on an import that cannot be resolved, naming the module, the package and the fix", async () => {
    await write(
      "src/widgets/quotes/main.ts",
      `import { applyHostStyles } from "@hostbridge/not-installed/styles";\nconsole.log(applyHostStyles);\n${WIDGET}`,
    );
    const error = await failureOf(buildFixture({}, root, { logger: recordingLogger() }));
    expect(error?.message).toContain(
      'src/widgets/quotes/main.ts (widget "quotes") imports "@hostbridge/not-installed/styles", which cannot be resolved: is @hostbridge/not-installed installed? Add it to the dependencies in package.json and install',
    );
    expect(error?.message).not.toContain("external in the build config");
  });

  it("fails on it with the CSP check off too: the widget would not run anywhere", async () => {
    await write("src/widgets/quotes/main.ts", `import "left-pad-not-installed";\n${WIDGET}`);
    const error = await failureOf(buildFixture({ cspCheck: "off" }, root, { logger: recordingLogger() }));
    expect(error?.message).toContain('imports "left-pad-not-installed", which cannot be resolved');
  });

  it("keeps saying external for a module the build config makes external", async () => {
    await write("src/widgets/quotes/main.ts", `import "react";\n${WIDGET}`);
    const error = await failureOf(buildFixture({}, root, { logger: recordingLogger(), external: ["react"] }));
    expect(error?.message).toContain(
      "the script still imports react (external in the build config?): a widget must carry all its code",
    );
    expect(error?.message).not.toContain("cannot be resolved");
  });
});
