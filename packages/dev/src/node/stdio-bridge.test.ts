import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { createStdioBridge, type StdioBridge, type StdioBridgeOptions } from "./stdio-bridge.js";
import { probeStdioServer } from "./stdio-probe.js";

const probeServer = fileURLToPath(new URL("../../test-fixtures/probe-server.mjs", import.meta.url));
const stubbornServer = fileURLToPath(new URL("../../test-fixtures/stubborn-server.mjs", import.meta.url));

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

/** A bridge behind a local HTTP server, closed after the test. */
async function serveBridge(options: StdioBridgeOptions): Promise<{ bridge: StdioBridge; url: URL }> {
  const bridge = createStdioBridge(options);
  const server: Server = createServer((req, res) => void bridge.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(async () => {
    await bridge.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { bridge, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`) };
}

/** A bridge to the probe server; each started process appends its pid to a file. */
async function startBridge(abandonedAfterMs: number) {
  const dir = mkdtempSync(join(tmpdir(), "stdio-bridge-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const pidFile = join(dir, "pids");
  const exits: string[] = [];
  // `exec` keeps the pid the shell wrote: it is the server's own.
  const { bridge, url } = await serveBridge({
    command: `echo $$ >> ${JSON.stringify(pidFile)}; exec node ${JSON.stringify(probeServer)}`,
    abandonedAfterMs,
    onExit: (sessionId) => exits.push(sessionId),
  });
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

// The attack pass's N4: only the shell was stopped, and a server that keeps a timer (and what it
// started) outlived every session. These tests count the real processes, by a marker in their
// command line, after each way a session ends.

/** How many running processes have `marker` in their command line. */
function processesWith(marker: string): number {
  const table = execFileSync("ps", ["-Ao", "args="], { encoding: "utf8" });
  return table.split("\n").filter((line) => line.includes(marker)).length;
}

/** A bridge to the stubborn server; each session's shell, server and helper carry `marker`. */
async function startStubbornBridge(abandonedAfterMs: number) {
  const marker = `hb-stubborn-${randomUUID()}`;
  const { bridge, url } = await serveBridge({
    // Not `exec`: the shell stays as the process the old bridge stopped, the server its child.
    command: `node ${JSON.stringify(stubbornServer)} ${marker}; echo the server left >&2`,
    abandonedAfterMs,
    stopGraceMs: 500,
  });
  return { bridge, url, marker };
}

async function connectSession(url: URL): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: "test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(url);
  await client.connect(transport);
  return { client, transport };
}

/** The processes of one session that carry the marker: the shell, the server and its helper. */
const PER_SESSION = 3;

/** Waits until every process of each session runs. */
async function expectRunning(marker: string, sessions: number): Promise<void> {
  await expect.poll(() => processesWith(marker), { timeout: 15_000 }).toBe(sessions * PER_SESSION);
}

describe("createStdioBridge ends every process a session started", () => {
  it("on a session's DELETE (the page ends its session)", async () => {
    const { url, marker } = await startStubbornBridge(60_000);
    const { client, transport } = await connectSession(url);
    await expectRunning(marker, 1);

    await transport.terminateSession();
    await client.close();

    await expect.poll(() => processesWith(marker), { timeout: 15_000 }).toBe(0);
  }, 40_000);

  it("when a page goes away without a DELETE (reload, closed tab), and keeps the open page's", async () => {
    const { bridge, url, marker } = await startStubbornBridge(1000);
    const open = await connectSession(url);
    cleanups.push(() => open.client.close());
    const reloaded = await connectSession(url);
    await expectRunning(marker, 2);

    // As an unload does: the connections close, no DELETE is sent.
    await reloaded.client.close();

    await expect.poll(() => processesWith(marker), { timeout: 20_000 }).toBe(PER_SESSION);
    expect(bridge.sessionCount).toBe(1);
    expect((await open.client.listTools()).tools).toEqual([]);
  }, 40_000);

  it("on close (Ctrl-C), for every session", async () => {
    const { bridge, url, marker } = await startStubbornBridge(60_000);
    const sessions = [await connectSession(url), await connectSession(url), await connectSession(url)];
    cleanups.push(() => Promise.all(sessions.map((session) => session.client.close())).then(() => undefined));
    await expectRunning(marker, 3);

    await bridge.close();

    expect(processesWith(marker)).toBe(0);
    expect(bridge.sessionCount).toBe(0);
  }, 40_000);

  it("after the startup check of the command (probeStdioServer)", async () => {
    const marker = `hb-stubborn-${randomUUID()}`;
    const identity = await probeStdioServer(
      `node ${JSON.stringify(stubbornServer)} ${marker}; echo left >&2`,
      undefined,
    );
    expect(identity.name).toBe("stubborn-server");
    expect(processesWith(marker)).toBe(0);
  }, 40_000);
});
