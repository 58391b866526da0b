import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { installPacks, outsideEnvironment } from "./packed-project.js";

const run = promisify(execFile);
const packagesDir = fileURLToPath(new URL("../../packages", import.meta.url));

/** The workspace packages `name` depends on at run time (its `dependencies`, transitively), itself included. */
function workspaceClosure(name: string): string[] {
  const manifests = new Map<string, { dependencies?: Record<string, string> }>();
  for (const folder of readdirSync(packagesDir)) {
    const path = join(packagesDir, folder, "package.json");
    if (!existsSync(path)) continue;
    const manifest = JSON.parse(readFileSync(path, "utf8")) as { name: string; dependencies?: Record<string, string> };
    manifests.set(manifest.name, manifest);
  }
  const found = new Set<string>();
  const visit = (current: string) => {
    if (found.has(current) || !manifests.has(current)) return;
    found.add(current);
    for (const dependency of Object.keys(manifests.get(current)?.dependencies ?? {})) visit(dependency);
  };
  visit(name);
  return [...found].sort();
}

// A widget author who does not use React: core and the testing kit alone, from their tarballs.
// `@hostbridge/react` is an optional peer of the testing kit, loaded only by `renderWidget`.
describe("the testing kit without React", () => {
  const packed = inject("packed");
  // The testing kit and the workspace packages it depends on (core, and the check's rules behind
  // expectWidgetHealthy): React must not be among them.
  const needed = workspaceClosure("@hostbridge/testing");
  const packs = packed.packs.filter((pack) => needed.includes(pack.name));

  it("installs without @hostbridge/react or zustand and loads its framework-free entries", async () => {
    expect(needed).not.toContain("@hostbridge/react");
    expect(packs.map((pack) => pack.name).sort()).toEqual(needed);
    const project = mkdtempSync(join(tmpdir(), "hostbridge-no-react-"));
    await installPacks(project, packs, {});
    expect(existsSync(join(project, "node_modules/@hostbridge/react"))).toBe(false);
    expect(existsSync(join(project, "node_modules/zustand"))).toBe(false);
    const script = [
      'const kit = await import("@hostbridge/testing");',
      'const profiles = await import("@hostbridge/testing/profiles");',
      'if (typeof kit.createMcpAppsHost !== "function") throw new Error("no createMcpAppsHost");',
      'if (typeof kit.createChatGptHost !== "function") throw new Error("no createChatGptHost");',
      "console.log(Object.keys(profiles.HOST_PROFILES).length);",
    ].join("\n");
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: project,
      env: outsideEnvironment(),
    });
    expect(Number(stdout.trim())).toBeGreaterThan(3);
  });
});
