import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The MCP Inspector installed for the bench: its CLI (the package's `bin`) and version. */
export interface InstalledInspector {
  cli: string;
  version: string;
}

/** Where the Inspector is installed: outside the repository, reused by the next run. */
export const INSPECTOR_CACHE = join(tmpdir(), "hostbridge-bench-inspector");
const PACKAGE = "@modelcontextprotocol/inspector";

/**
 * Installs (or updates) `@modelcontextprotocol/inspector` from the npm registry into
 * {@link INSPECTOR_CACHE} with `npm install --prefix`, never as a workspace dependency. Resolves
 * with the reason instead when it cannot (offline, no npm, a failed install).
 */
export async function installInspector(): Promise<InstalledInspector | { reason: string }> {
  const output: string[] = [];
  const code = await new Promise<number | string>((resolve) => {
    const child = spawn("npm", ["install", "--prefix", INSPECTOR_CACHE, "--no-audit", "--no-fund", PACKAGE], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
    child.once("error", (error) => resolve(error.message));
    child.once("exit", (exitCode) => resolve(exitCode ?? -1));
  });
  if (code !== 0) return { reason: `npm install ${PACKAGE} failed (${code}): ${output.join("").trim().slice(-400)}` };
  const root = join(INSPECTOR_CACHE, "node_modules", PACKAGE);
  const manifest = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as {
    version: string;
    bin: Record<string, string>;
  };
  const bin = Object.values(manifest.bin)[0];
  if (!bin) return { reason: `${PACKAGE} ${manifest.version} has no command` };
  return { cli: join(root, bin), version: manifest.version };
}
