import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { formatBytes } from "../pack-packages.mjs";
import { importInNode, typeCheckImports } from "./entry-checks.js";
import {
  danglingSourceReferences,
  exportTargets,
  manifestProblems,
  SOURCE_CONDITION,
  specifierOf,
  withoutCondition,
} from "./manifest-checks.js";
import { outsideEnvironment } from "./packed-project.js";
import { openTarball } from "./tarball.js";

const run = promisify(execFile);

// Every publishable package, packed with `pnpm pack` and installed from the tarballs with npm into
// a clean project outside the workspace (see global-setup.ts): what a user gets from the registry.
const packed = inject("packed");
const packedVersions = new Map(Object.entries(packed.versions));
const tarballs = new Map(
  packed.packs.map((pack) => [pack.name, openTarball(pack.tarball, packed.extracted[pack.name] ?? "")]),
);

/** Every import specifier a package offers: one per `exports` subpath (wildcards excluded). */
function specifiersOf(name: string): string[] {
  const manifest = tarballs.get(name)?.manifest;
  const subpaths = new Set(exportTargets(manifest?.exports).map((target) => target.subpath));
  return [...subpaths].filter((subpath) => !subpath.includes("*")).map((subpath) => specifierOf(name, subpath));
}

describe.each(packed.packs)("$name (packed)", (pack) => {
  const tarball = tarballs.get(pack.name)!;

  it("has a README, a CHANGELOG entry for its version, license, repository and description, and points only at files it ships", () => {
    expect(manifestProblems(tarball, pack.folder, packedVersions)).toEqual([]);
  });

  it("publishes the workspace's exports map without the workspace-only source condition", () => {
    expect(tarball.manifest.exports).toEqual(withoutCondition(packed.workspaceExports[pack.name], SOURCE_CONDITION));
  });

  it("ships no source map or sourceMappingURL that names a missing file", () => {
    expect(danglingSourceReferences(tarball)).toEqual([]);
  });

  it("loads every export entry in plain Node from the installed tarball", async () => {
    const specifiers = specifiersOf(pack.name);
    const bin = tarball.manifest.bin;
    expect(specifiers.length > 0 || bin !== undefined, "exports or a bin").toBe(true);
    for (const specifier of specifiers) {
      const outcome = await importInNode(packed.project, specifier);
      expect(outcome.error, specifier).toBe("");
      expect(outcome.names.length, `${specifier} exports something`).toBeGreaterThan(0);
    }
  });

  // Only packages with a bin have this test.
  if (tarball.manifest.bin !== undefined)
    it("installs a command that runs (--version)", async () => {
      const bin = tarball.manifest.bin;
      const names = typeof bin === "string" ? [pack.name.replace(/^@[^/]+\//, "")] : Object.keys(bin ?? {});
      for (const name of names) {
        const { stdout } = await run(join(packed.project, "node_modules", ".bin", name), ["--version"], {
          env: outsideEnvironment(),
        });
        expect(stdout.trim(), name).toBe(pack.version);
      }
    });

  it(`reports its size: ${formatBytes(pack.bytes)}`, () => {
    expect(pack.bytes).toBeGreaterThan(0);
  });
});

describe("types of every packed entry", () => {
  // Side by side (two tsc processes): each takes a while without skipLibCheck, and more than
  // 300 s when other work keeps both cores busy (seen on a loaded 2-core machine).
  it.concurrent.each(["bundler", "nodenext"] as const)(
    "resolve, are not any and typecheck strictly (moduleResolution %s)",
    async (resolution) => {
      const specifiers = packed.packs.flatMap((pack) => specifiersOf(pack.name));
      const names = packed.packs.map((pack) => pack.name);
      expect(await typeCheckImports(packed.project, specifiers, resolution, names)).toEqual([]);
    },
    900_000,
  );
});

describe("the install of the tarballs", () => {
  it("takes every packed package from its tarball (once), never from the registry", () => {
    const lock = JSON.parse(readFileSync(join(packed.project, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string; resolved?: string }>;
    };
    for (const pack of packed.packs) {
      const installs = Object.entries(lock.packages).filter(
        ([path]) => path === `node_modules/${pack.name}` || path.endsWith(`/node_modules/${pack.name}`),
      );
      expect(
        installs.map(([path]) => path),
        pack.name,
      ).toEqual([`node_modules/${pack.name}`]);
      expect(installs[0]?.[1].version, pack.name).toBe(pack.version);
      expect(installs[0]?.[1].resolved ?? "", pack.name).toMatch(/^file:/);
    }
    expect(packed.installOutput).not.toMatch(/npm (error|ERR!)/);
  });
});
