// `pnpm dev`: builds what the playground needs, starts the demo MCP server and the playground,
// prints the URL and stops both on Ctrl-C. `startStack` is also what the Playwright e2e run uses.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const demoServerDir = join(root, "apps/demo-server");
const playgroundDir = join(root, "apps/playground");
const widgetsDir = join(root, "apps/demo-widgets");

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
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`))));
  });
}

/** pnpm as the user ran it (`pnpm dev` sets npm_execpath), else the pinned version through npx. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath]];
  return ["npx", ["-y", "pnpm@10.34.9"]];
}

async function buildWidgets(log, quiet) {
  if (!existsSync(join(widgetsDir, "package.json"))) return;
  log("building the demo widgets…");
  const [cmd, pre] = pnpmCommand();
  await run(cmd, [...pre, "--filter", "./apps/demo-widgets", "build"], { cwd: root, quiet });
}

function binOf(packageDir, pkg, bin) {
  const require = createRequire(join(packageDir, "package.json"));
  return join(dirname(require.resolve(`${pkg}/package.json`)), bin);
}

async function waitFor(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the demo server and the playground.
 * @param {{ mode?: "dev" | "preview", buildWidgets?: "always" | "if-missing" | "never", ports?: Partial<ReturnType<typeof stackPorts>>, quiet?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, demoServerUrl: string, sandboxUrl: string, stop: () => Promise<void> }>}
 */
export async function startStack(options = {}) {
  const mode = options.mode ?? "dev";
  const quiet = options.quiet ?? false;
  const log = options.log ?? ((line) => console.log(`[dev] ${line}`));
  const ports = { ...stackPorts(), ...options.ports };
  const widgetsMode = options.buildWidgets ?? "always";
  const widgetsBuilt = existsSync(join(widgetsDir, "dist", "pizza-list.html"));
  if (widgetsMode === "always" || (widgetsMode === "if-missing" && !widgetsBuilt)) await buildWidgets(log, quiet);

  const env = {
    ...process.env,
    DEMO_SERVER_PORT: String(ports.demoServer),
    PLAYGROUND_PORT: String(ports.playground),
    SANDBOX_PORT: String(ports.sandbox),
  };
  const vite = binOf(playgroundDir, "vite", "bin/vite.js");
  if (mode === "preview") {
    log("building the playground…");
    await run(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: playgroundDir, env, quiet });
  }

  const children = [];
  const stdio = quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"];
  const spawnChild = (args, cwd) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio });
    if (quiet) {
      // Keep the last output for error messages without flooding the test reporter.
      child.tail = "";
      const keep = (d) => (child.tail = (child.tail + d).slice(-4000));
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
    }
    children.push(child);
    return child;
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
            child.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
  };

  try {
    // The demo server runs from TypeScript sources (tsx), workspace packages through their source condition.
    const tsx = pathToFileURL(binOf(demoServerDir, "tsx", "dist/esm/index.mjs")).href;
    const server = spawnChild(["--conditions=@hostbridge/source", "--import", tsx, "src/main.ts"], demoServerDir);
    const playground = spawnChild([vite, mode === "preview" ? "preview" : "dev", "--logLevel", quiet ? "warn" : "info"], playgroundDir);
    const url = `http://localhost:${ports.playground}/`;
    const sandboxUrl = `http://127.0.0.1:${ports.sandbox}/sandbox.html`;
    const demoServerUrl = `http://127.0.0.1:${ports.demoServer}/mcp`;
    await waitFor(`http://127.0.0.1:${ports.demoServer}/health`, server, "demo server");
    await waitFor(`${url}playground-config.json`, playground, "playground");
    await waitFor(sandboxUrl, playground, "sandbox proxy");
    return { url, demoServerUrl, sandboxUrl, stop };
  } catch (error) {
    const tails = children.map((c) => c.tail).filter(Boolean).join("\n");
    await stop();
    throw tails ? new Error(`${error.message}\n${tails}`) : error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const mode = process.argv.includes("--preview") ? "preview" : "dev";
  const stack = await startStack({ mode }).catch((error) => {
    console.error(`[dev] ${error.message}`);
    process.exit(1);
  });
  console.log(`\n  hostbridge playground  ${stack.url}\n  demo MCP server        ${stack.demoServerUrl}\n  sandbox proxy          ${stack.sandboxUrl}\n\n  Ctrl-C stops everything.\n`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
