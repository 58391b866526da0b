import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, defaultClientConditions, type ViteDevServer } from "vite";
import { hostbridge } from "../plugin.js";
import { FIXTURE_ROOT } from "./build-fixture.js";

const PACKAGE_DIR = fileURLToPath(new URL("../..", import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

export interface DevFixture {
  root: string;
  url: string;
  server: ViteDevServer;
  close(): Promise<void>;
}

/**
 * A copy of the fixture project (so a test can edit it) served by `vite` with the plugin, on
 * 127.0.0.1 and a free port. Its `node_modules` points at this package's.
 */
export async function startDevFixture(): Promise<DevFixture> {
  const root = await mkdtemp(join(tmpdir(), "hostbridge-vite-dev-"));
  await cp(FIXTURE_ROOT, root, { recursive: true, filter: (source) => !source.includes(`${FIXTURE_ROOT}/dist`) });
  await symlink(join(PACKAGE_DIR, "node_modules"), join(root, "node_modules"), "dir");
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    // Workspace packages resolve to their sources, as everywhere in this repository.
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    server: { host: "127.0.0.1", port: 0, fs: { allow: [root, REPOSITORY_ROOT] } },
    plugins: [hostbridge()],
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, "");
  if (!url) throw new Error("The dev server has no local URL.");
  return {
    root,
    url,
    server,
    close: async () => {
      await server.close();
      // The watcher or the dep optimizer may still be writing under root for a moment after close.
      await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
