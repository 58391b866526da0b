import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { createStdioBridge, type StdioBridge } from "./stdio-bridge.js";

const probeServer = fileURLToPath(new URL("../../test-fixtures/probe-server.mjs", import.meta.url));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A bridge to the probe server behind a local HTTP server; each started process appends its pid to a file. */
async function startBridge(abandonedAfterMs: number) {
  const dir = mkdtempSync(join(tmpdir(), "stdio-bridge-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const pidFile = join(dir, "pids");
  const exits: string[] = [];
  // `exec` keeps the pid the shell wrote: it is the server's own.
  const bridge: StdioBridge = createStdioBridge({
    command: `echo $$ >> ${JSON.stringify(pidFile)}; exec node ${JSON.stringify(probeServer)}`,
    abandonedAfterMs,
    onExit: (sessionId) => exits.push(sessionId),
  });
  const server: Server = createServer((req, res) => void bridge.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    await bridge.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  const pids = () => readFileSync(pidFile, "utf8").trim().split("\n").map(Number);
  return { bridge, url, pids, exits };
}

async function connect(url: URL): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

describe("createStdioBridge", () => {
  it("stops the process of a session whose page went away without a DELETE, and keeps the open page's", async () => {
    const { bridge, url, pids, exits } = await startBridge(1000);
    const open = await connect(url);
    cleanups.push(() => open.close());
    const gone = await connect(url);
    expect(bridge.sessionCount).toBe(2);
    const [openPid, gonePid] = pids() as [number, number];

    // As a page unload does: its connections close, no DELETE is sent.
    await gone.close();

    await expect.poll(() => isRunning(gonePid), { timeout: 15_000 }).toBe(false);
    expect(bridge.sessionCount).toBe(1);
    expect(isRunning(openPid)).toBe(true);
    const { tools } = await open.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["probe_csp", "slow_call"]);
    expect(exits).toEqual([]);
  }, 30_000);

  it("stops every process on close without reporting them as exited", async () => {
    const { bridge, url, pids, exits } = await startBridge(60_000);
    const first = await connect(url);
    const second = await connect(url);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );

    await bridge.close();

    await expect.poll(() => pids().filter(isRunning), { timeout: 15_000 }).toEqual([]);
    expect(bridge.sessionCount).toBe(0);
    expect(exits).toEqual([]);
  }, 30_000);
});
