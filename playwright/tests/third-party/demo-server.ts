import { spawn, type ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const demoServerDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "apps", "demo-server");

/** How long the demo server may take to start (tsx compiles it first; slow on a loaded machine). */
export const DEMO_SERVER_START_MS = 90_000;

/** The demo server on 127.0.0.1 and a free port, run from its sources as `pnpm dev` runs it. */
export interface DemoServer {
  mcpUrl: string;
  stop(): Promise<void>;
}

export async function startDemoServer(): Promise<DemoServer> {
  const tsx = pathToFileURL(join(demoServerDir, "node_modules", "tsx", "dist", "esm", "index.mjs")).href;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--conditions=@hostbridge/source", "--import", tsx, "src/main.ts"],
    {
      cwd: demoServerDir,
      env: { ...process.env, DEMO_SERVER_PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const mcpUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The demo server did not start within ${DEMO_SERVER_START_MS} ms:\n${output}`)),
      DEMO_SERVER_START_MS,
    );
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const url = /MCP endpoint (\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The demo server exited (${code}):\n${output}`)));
  });
  return {
    mcpUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
