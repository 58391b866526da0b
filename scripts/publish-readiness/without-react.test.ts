import { execFile } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { installPacks, outsideEnvironment } from "./packed-project.js";

const run = promisify(execFile);

// A widget author who does not use React: core and the testing kit alone, from their tarballs.
// `@hostbridge/react` is an optional peer of the testing kit, loaded only by `renderWidget`.
describe("the testing kit without React", () => {
  const packed = inject("packed");
  const packs = packed.packs.filter((pack) => ["@hostbridge/core", "@hostbridge/testing"].includes(pack.name));

  it("installs without @hostbridge/react or zustand and loads its framework-free entries", async () => {
    expect(packs.map((pack) => pack.name).sort()).toEqual(["@hostbridge/core", "@hostbridge/testing"]);
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
