import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { formatBytes, packPackages, REPOSITORY_ROOT, selectedPackages } from "../pack-packages.mjs";
import { installPacks, peerInstalls, type Pack } from "./packed-project.js";

/** What the setup hands to the tests (`inject("packed")`). */
export interface PackedPackages {
  /** The temp folder holding everything below (outside the workspace). */
  root: string;
  /** Every tarball, sorted by package name. */
  packs: Pack[];
  /** Where each tarball is extracted, by package name. */
  extracted: Record<string, string>;
  /** A clean npm project with every tarball and the peers installed. */
  project: string;
  /** The peers installed there, with versions. */
  peers: Record<string, string>;
  /** npm's output of that install. */
  installOutput: string;
  /** The version of each packed package (workspace package.json). */
  versions: Record<string, string>;
  /** The `exports` map of each packed package as the workspace writes it (with the source condition). */
  workspaceExports: Record<string, unknown>;
}

declare module "vitest" {
  export interface ProvidedContext {
    packed: PackedPackages;
  }
}

/**
 * Packs every publishable package once, into a temp folder outside the workspace, and installs the
 * tarballs with npm into a clean project there. The tests read the result; the folder goes at the end
 * (set KEEP_PACKS=1 to keep it).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), "hostbridge-publish-"));
  const packsDir = join(root, "packs");
  const projectDir = join(root, "project");
  mkdirSync(projectDir, { recursive: true });

  const started = Date.now();
  const workspace = selectedPackages();
  const manifests = new Map(workspace.map((pkg) => [pkg.name, pkg.manifest]));
  const rootManifest = JSON.parse(readFileSync(join(REPOSITORY_ROOT, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  let packs: Pack[];
  let peers: Record<string, string>;
  let stdout: string;
  let stderr: string;
  try {
    packs = packPackages({ destination: packsDir });
    peers = peerInstalls(packs, manifests, rootManifest.devDependencies["@types/node"] ?? "^20.19.0");
    ({ stdout, stderr } = await installPacks(projectDir, packs, peers));
  } catch (error) {
    // No teardown runs when the setup fails: leave nothing behind.
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const extracted: Record<string, string> = {};
  for (const pack of packs) extracted[pack.name] = join(root, "extracted", pack.folder);

  console.log(
    `publish readiness: packed ${packs.length} packages and installed them with npm in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const pack of packs) console.log(`  ${pack.name}@${pack.version}  ${formatBytes(pack.bytes)}`);

  project.provide("packed", {
    root,
    packs,
    extracted,
    project: projectDir,
    peers,
    installOutput: `${stdout}\n${stderr}`,
    versions: Object.fromEntries(workspace.map((pkg) => [pkg.name, String(pkg.version)])),
    workspaceExports: Object.fromEntries(workspace.map((pkg) => [pkg.name, pkg.manifest.exports])),
  });
  return () => {
    if (!process.env.KEEP_PACKS) rmSync(root, { recursive: true, force: true });
  };
}
