#!/usr/bin/env node
// Packs every publishable package (each non-private package under packages/) with `pnpm pack`,
// exactly as `pnpm publish` would (workspace: versions replaced, publishConfig applied), into a
// folder outside the workspace, and prints each tarball's size.
//
//   node scripts/pack-packages.mjs [destination]   (default: a fresh folder in the OS temp dir)
//
// PACK_PACKAGES=core,react packs only those (a quicker local run).
// The packages must be built first (`pnpm build`); a package without its dist fails the check
// that installs the tarballs (scripts/publish-readiness), not this script.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in `scripts/`). */
export const REPOSITORY_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The pnpm version the repository pins (`packageManager` in the root package.json). */
const PNPM = JSON.parse(readFileSync(join(REPOSITORY_ROOT, "package.json"), "utf8")).packageManager ?? "pnpm@10.34.9";

/**
 * Every publishable package: a folder under packages/ whose package.json is not private.
 * @returns {{ name: string, version: string, folder: string, directory: string, manifest: Record<string, unknown> }[]}
 */
export function listPublishablePackages(root = REPOSITORY_ROOT) {
  const packagesDir = join(root, "packages");
  return readdirSync(packagesDir)
    .filter((folder) => statSync(join(packagesDir, folder)).isDirectory())
    .map((folder) => ({ folder, directory: join(packagesDir, folder) }))
    .filter(({ directory }) => {
      try {
        statSync(join(directory, "package.json"));
        return true;
      } catch {
        return false;
      }
    })
    .map(({ folder, directory }) => {
      const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
      return { name: manifest.name, version: manifest.version, folder, directory, manifest };
    })
    .filter(({ manifest }) => manifest.private !== true)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The publishable packages, or only those named in PACK_PACKAGES (comma-separated folder or
 * package names: a quicker local run; CI packs them all).
 */
export function selectedPackages(root = REPOSITORY_ROOT) {
  const only = (process.env.PACK_PACKAGES ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const all = listPublishablePackages(root);
  return only.length === 0 ? all : all.filter((pkg) => only.includes(pkg.folder) || only.includes(pkg.name));
}

/**
 * How to run pnpm: the pnpm that runs this script (`pnpm test`) when there is one, else the
 * pinned version through npx.
 */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return { file: process.execPath, prefix: [execPath] };
  return { file: "npx", prefix: ["-y", PNPM] };
}

/**
 * Packs each publishable package into `destination`.
 * @param {{ destination?: string, root?: string }} [options]
 * @returns {{ name: string, version: string, folder: string, tarball: string, bytes: number }[]}
 */
export function packPackages({ destination, root = REPOSITORY_ROOT } = {}) {
  const target = destination ? resolve(destination) : mkdtempSync(join(tmpdir(), "hostbridge-packs-"));
  mkdirSync(target, { recursive: true });
  const pnpm = pnpmCommand();
  return selectedPackages(root).map((pkg) => {
    const output = execFileSync(pnpm.file, [...pnpm.prefix, "pack", "--pack-destination", target, "--json"], {
      cwd: pkg.directory,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    const tarball = tarballPath(output, target, pkg);
    return { name: pkg.name, version: pkg.version, folder: pkg.folder, tarball, bytes: statSync(tarball).size };
  });
}

/** The tarball pnpm wrote: from its `--json` answer, else by the name pnpm gives tarballs. */
function tarballPath(output, target, pkg) {
  const json = output.slice(output.indexOf("{"));
  try {
    const filename = JSON.parse(json).filename;
    if (typeof filename === "string") return resolve(target, filename);
  } catch {
    // Older pnpm prints only the path; fall through to the conventional name.
  }
  return join(target, `${pkg.name.replace(/^@/, "").replace("/", "-")}-${pkg.version}.tgz`);
}

/** `12,345 B (12.1 KiB)`. */
export function formatBytes(bytes) {
  return `${bytes.toLocaleString("en-US")} B (${(bytes / 1024).toFixed(1)} KiB)`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packs = packPackages({ destination: process.argv[2] });
  for (const pack of packs) console.log(`${pack.name}@${pack.version}  ${formatBytes(pack.bytes)}  ${pack.tarball}`);
}
