// `pnpm dev`: builds what it needs (the demo widgets and @hostbridge/dev), then runs
// `hostbridge dev` against the demo MCP server, which it starts too; prints the URL and stops
// everything on Ctrl-C. `startStack` is also what the Playwright e2e run and the bench use.
// The package script is `exec node scripts/dev.mjs`: without `exec`, Ctrl-C also kills the shell
// pnpm runs the script in, and pnpm reports "ELIFECYCLE Command failed" after a clean stop.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const demoServerDir = join(root, "apps/demo-server");
const devPackageDir = join(root, "packages/dev");
const widgetsDir = join(root, "apps/demo-widgets");
/** The built hostbridge command (what the package's `bin/hostbridge.js` runs). */
export const hostbridgeBin = join(devPackageDir, "dist/node/cli.js");

/** Ports of the stack: fixed defaults, each overridable from the environment. */
export function stackPorts(env = process.env) {
  return {
    demoServer: Number(env.DEMO_SERVER_PORT || 3311),
    playground: Number(env.PLAYGROUND_PORT || 5310),
    sandbox: Number(env.SANDBOX_PORT || 5311),
  };
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit", ...options });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`)),
    );
  });
}

/** pnpm as the user ran it (`pnpm dev` sets npm_execpath), else the pinned version through npx. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath]];
  return ["npx", ["-y", "pnpm@10.34.9"]];
}

/** Newest modification time of the files under `paths` (folders walked, node_modules and dist skipped). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== "node_modules" && entry !== "dist") walk(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

/** Whether the dev host's dist is missing or older than its sources (or the testing kit's frame script). */
function devHostStale() {
  const marker = join(devPackageDir, "dist/ui/index.html");
  if (!existsSync(marker) || !existsSync(hostbridgeBin)) return true;
  const built = Math.min(statSync(marker).mtimeMs, statSync(hostbridgeBin).mtimeMs);
  return (
    newestMtime([
      join(devPackageDir, "src"),
      join(devPackageDir, "build"),
      join(devPackageDir, "index.html"),
      join(root, "packages/testing/src"),
    ]) > built
  );
}

function widgetsBuilt() {
  return (
    existsSync(join(widgetsDir, "dist", "pizza-list.html")) ||
    existsSync(join(widgetsDir, "dist", "widgets", "pizza-list.html"))
  );
}

async function buildPackage(filter, log, quiet) {
  const [cmd, pre] = pnpmCommand();
  log(`building ${filter}…`);
  await run(cmd, [...pre, "--filter", filter, "--workspace-concurrency=1", "build"], { cwd: root, quiet });
}

function binOf(packageDir, pkg, bin) {
  const require = createRequire(join(packageDir, "package.json"));
  return join(dirname(require.resolve(`${pkg}/package.json`)), bin);
}

/** A path as one shell word. */
function shellQuote(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * Builds what is missing or stale, then starts `hostbridge dev --command <demo server> --server
 * <its /mcp>` and resolves once the dev host page answers.
 * @param {{ buildWidgets?: "always" | "if-missing" | "never", ports?: Partial<ReturnType<typeof stackPorts>>, quiet?: boolean, log?: (line: string) => void, profile?: string }} [options]
 * @returns {Promise<{ url: string, demoServerUrl: string, sandboxUrl: string, startedAt: number, stop: () => Promise<void> }>}
 */
export async function startStack(options = {}) {
  const quiet = options.quiet ?? false;
  const log = options.log ?? ((line) => console.log(`[dev] ${line}`));
  const ports = { ...stackPorts(), ...options.ports };
  const widgetsMode = options.buildWidgets ?? "always";
  if (
    existsSync(join(widgetsDir, "package.json")) &&
    (widgetsMode === "always" || (widgetsMode === "if-missing" && !widgetsBuilt()))
  ) {
    await buildPackage("./apps/demo-widgets", log, quiet);
  }
  // With its workspace dependencies: its build type-checks against their dist (none on a fresh clone).
  if (devHostStale()) await buildPackage("@hostbridge/dev...", log, quiet);

  const tsx = pathToFileURL(binOf(demoServerDir, "tsx", "dist/esm/index.mjs")).href;
  // The demo server runs from TypeScript sources (tsx), workspace packages through their source condition.
  const serverCommand = `${shellQuote(process.execPath)} --conditions=@hostbridge/source --import ${shellQuote(tsx)} src/main.ts`;
  const demoServerUrl = `http://127.0.0.1:${ports.demoServer}/mcp`;
  const args = [
    hostbridgeBin,
    "dev",
    "--server",
    demoServerUrl,
    "--command",
    serverCommand,
    "--cwd",
    demoServerDir,
    "--port",
    String(ports.playground),
    "--sandbox-port",
    String(ports.sandbox),
    ...(options.profile ? ["--profile", options.profile] : []),
  ];
  const env = { ...process.env, DEMO_SERVER_PORT: String(ports.demoServer) };
  const startedAt = Date.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const urls = {};
  const onOutput = (chunk) => {
    const text = String(chunk);
    tail = (tail + text).slice(-4000);
    if (!quiet) process.stdout.write(text);
    urls.page ??= /hostbridge dev host\s+(\S+)/.exec(tail)?.[1];
    urls.sandbox ??= /sandbox proxy\s+(\S+)/.exec(tail)?.[1];
  };
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });

  const deadline = Date.now() + 90_000;
  while (!(urls.page && urls.sandbox)) {
    if (child.exitCode !== null) throw new Error(`hostbridge dev exited with code ${child.exitCode}\n${tail}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`hostbridge dev did not start within 90 s\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: urls.page, demoServerUrl, sandboxUrl: urls.sandbox, startedAt, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const stack = await startStack({ quiet: false }).catch((error) => {
    console.error(`[dev] ${error.message}`);
    process.exit(1);
  });
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
