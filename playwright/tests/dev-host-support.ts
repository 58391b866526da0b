import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The hostbridge command as the package builds it (global-setup builds it when stale). */
export const HOSTBRIDGE_BIN = `${root}packages/dev/dist/node/cli.js`;
export const PROBE_SERVER = `${root}packages/dev/test-fixtures/probe-server.mjs`;

/** A loopback HTTP server that records every request and upgrade it gets (paths only). */
export interface RecordingServer {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

export async function startRecordingServer(
  pages: Record<string, (req: IncomingMessage) => string> = {},
): Promise<RecordingServer> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const page = pages[path];
    if (page) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(page(req));
      return;
    }
    hits.push(path);
    res.writeHead(200, { "content-type": "text/plain", "access-control-allow-origin": "*" });
    res.end("ok");
  });
  server.on("upgrade", (req, socket) => {
    hits.push(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A `hostbridge dev` started by a test, on free ports. */
export interface DevHostProcess {
  url: string;
  sandboxUrl: string;
  /** Everything the command printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Runs `hostbridge dev <args> --port 0 --sandbox-port 0` and waits for the URLs it prints. */
export async function startDevHostProcess(
  args: string[],
  env: Record<string, string> = {},
  // At load 10-15 a stdio server compiled by tsx took longer than 30 s to answer `initialize`.
  timeoutMs = 60_000,
): Promise<DevHostProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [HOSTBRIDGE_BIN, "dev", ...args, "--port", "0", "--sandbox-port", "0"],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let text = "";
  child.stdout?.on("data", (chunk) => (text += String(chunk)));
  child.stderr?.on("data", (chunk) => (text += String(chunk)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGINT");
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const url = /hostbridge dev host\s+(\S+)/.exec(text)?.[1];
    const sandboxUrl = /sandbox proxy\s+(\S+)/.exec(text)?.[1];
    if (url && sandboxUrl) return { url, sandboxUrl, output: () => text, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`hostbridge dev did not start:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
