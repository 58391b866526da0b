import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A packed package, as `scripts/pack-packages.mjs` returns it. */
export interface Pack {
  name: string;
  version: string;
  folder: string;
  tarball: string;
  bytes: number;
}

/**
 * Packages installed next to a peer so the peer's own peers are met with matching versions
 * (react-dom must match react exactly; Testing Library's React side needs its DOM side).
 */
const COMPANIONS: Record<string, string[]> = {
  react: ["react-dom", "@types/react", "@types/react-dom"],
  "react-router-dom": [],
  "@testing-library/react": ["@testing-library/dom"],
};

/**
 * The peers of every packed package (optional ones too, so every entry point can load), each at
 * the version the workspace pins in that package's devDependencies, plus their companions and
 * `@types/node` at `nodeTypes`.
 */
export function peerInstalls(
  packs: Pack[],
  workspaceManifests: Map<string, Record<string, unknown>>,
  nodeTypes: string,
): Record<string, string> {
  const packedNames = new Set(packs.map((pack) => pack.name));
  // Node's types, as every consumer running Node tooling has them (the workspace's version).
  const installs: Record<string, string> = { "@types/node": nodeTypes };
  for (const pack of packs) {
    const manifest = workspaceManifests.get(pack.name) ?? {};
    const peers = (manifest.peerDependencies ?? {}) as Record<string, string>;
    const pinned = (manifest.devDependencies ?? {}) as Record<string, string>;
    for (const [peer, range] of Object.entries(peers))
      if (!packedNames.has(peer)) addPeer(installs, peer, pinned[peer] ?? range, pinned);
  }
  return installs;
}

/** Adds a peer at `version` and its companions the package pins; the first version seen of each wins. */
function addPeer(
  installs: Record<string, string>,
  peer: string,
  version: string,
  pinned: Record<string, string>,
): void {
  installs[peer] ??= version;
  for (const companion of companionsOf(peer)) {
    const companionVersion = pinned[companion];
    if (companionVersion) installs[companion] ??= companionVersion;
  }
}

/** The packages that go with a peer: its `COMPANIONS` and its DefinitelyTyped types (`@scope/name` → `@types/scope__name`). */
function companionsOf(peer: string): string[] {
  return [...(COMPANIONS[peer] ?? []), `@types/${peer.replace(/^@(.*)\//, "$1__")}`];
}

/**
 * Writes a package.json that depends on every tarball (by `file:` path; `overrides` make every
 * transitive use of a packed package take its tarball too, never the registry) and on the peers,
 * then runs `npm install` there. Returns npm's output.
 */
export async function installPacks(
  directory: string,
  packs: Pack[],
  peers: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  const dependencies: Record<string, string> = { ...peers };
  const overrides: Record<string, string> = {};
  for (const pack of packs) {
    dependencies[pack.name] = `file:${pack.tarball}`;
    overrides[pack.name] = `$${pack.name}`;
  }
  const manifest = {
    name: "hostbridge-packed-check",
    version: "0.0.0",
    private: true,
    type: "module",
    dependencies,
    overrides,
  };
  writeFileSync(join(directory, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=warn"], {
    cwd: directory,
    env: outsideEnvironment(),
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * The environment without what `pnpm test` and Vitest add (npm_config_*, npm_package_*,
 * NODE_OPTIONS, NODE_ENV=test, VITEST*), so a tool runs as on a user's machine, without colours.
 */
export function outsideEnvironment(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([key]) =>
      !/^(npm_config_|npm_package_|npm_lifecycle_|pnpm_|vitest)/i.test(key) &&
      !["NODE_OPTIONS", "NODE_ENV", "FORCE_COLOR", "TEST"].includes(key),
  );
  return { ...Object.fromEntries(kept), NO_COLOR: "1" };
}
