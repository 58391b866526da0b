import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { beforeAll, describe, expect, it } from "vitest";
import { hasUi } from "./assets.js";
import { startDevHost } from "./dev-host.js";
import { DevHostError } from "./errors.js";
import { startServerProcess } from "./server-process.js";

const run = promisify(execFile);

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const probeServer = fileURLToPath(new URL("../../test-fixtures/probe-server.mjs", import.meta.url));

// The command serves the prebuilt page; build it when this checkout has not yet.
beforeAll(async () => {
  if (hasUi()) return;
  await run(process.execPath, ["build/build-assets.mjs"], { cwd: packageDir });
  // vite's `exports` map hides its bin; its folder comes from the package.json it does export.
  const viteBin = fileURLToPath(new URL("bin/vite.js", import.meta.resolve("vite/package.json")));
  await run(process.execPath, [viteBin, "build", "--logLevel", "warn"], { cwd: packageDir });
}, 120_000);

describe("startDevHost", () => {
  it("bridges a stdio server: the page's MCP client lists its tools through /mcp", async () => {
    const host = await startDevHost({ command: `node ${JSON.stringify(probeServer)}`, port: 0, sandboxPort: 0 });
    try {
      expect(host.transport).toBe("stdio");
      expect(host.server.name).toBe("probe-server");
      expect(host.sandboxUrl).toMatch(/^http:\/\/s[0-9a-f]{12}\.localhost:\d+\/sandbox\.html$/);
      const config = (await (await fetch(new URL("/hostbridge-dev.json", host.url))).json()) as Record<string, unknown>;
      expect(config).toMatchObject({
        transport: "stdio",
        mcpPath: "/mcp",
        serverOrigin: null,
        sandboxUrl: host.sandboxUrl,
        profile: "mcp-apps",
      });
      const page = await fetch(host.url);
      expect(await page.text()).toContain('<div id="root">');

      const client = new Client({ name: "test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", host.url)));
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(["probe_csp", "slow_call"]);
      expect((await client.callTool({ name: "slow_call", arguments: { ms: 1 } })).structuredContent).toEqual({
        waited: 1,
      });
      await client.close();
    } finally {
      await host.stop();
    }
  });

  it("says clearly when the server cannot be reached or is not MCP, and leaves nothing running", async () => {
    const unreachable = await startDevHost({ server: "http://127.0.0.1:9/mcp", port: 0, sandboxPort: 0 }).catch(
      (e: unknown) => e,
    );
    expect(unreachable).toBeInstanceOf(DevHostError);
    expect((unreachable as DevHostError).code).toBe("server_unreachable");

    const notStdio = await startDevHost({ command: "echo hello", port: 0, sandboxPort: 0 }).catch((e: unknown) => e);
    expect(notStdio).toBeInstanceOf(DevHostError);
    expect((notStdio as Error).message).toMatch(/not a working stdio MCP server|did not answer an MCP initialize/);

    const crashing = await startDevHost({
      server: "http://127.0.0.1:9/mcp",
      command: "echo starting && exit 3",
      port: 0,
      sandboxPort: 0,
      startTimeoutMs: 20_000,
    }).catch((e: unknown) => e);
    expect((crashing as DevHostError).code).toBe("command_failed");
    expect((crashing as Error).message).toMatch(/exited 3 times before the server answered[\s\S]*starting/);
  });
  it("with --command, says the command ran but nothing answered at --server's URL, and quotes what it printed", async () => {
    const printsAnotherUrl = `node -e "console.log('MCP server: http://127.0.0.1:3610/mcp'); setInterval(() => {}, 1000)"`;
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    const error = await startDevHost({
      server: url,
      command: printsAnotherUrl,
      port: 0,
      sandboxPort: 0,
      startTimeoutMs: 1500,
    }).catch((e: unknown) => e);
    expect((error as DevHostError).code).toBe("server_unreachable");
    const message = (error as Error).message;
    expect(message).toContain(
      `"${printsAnotherUrl}" started, but nothing answered as an MCP server at ${url} within 1500 ms (connection refused (nothing listens there)).`,
    );
    expect(message).toContain("It printed http://127.0.0.1:3610/mcp: pass that to --server.");
    expect(message).toMatch(/Its last output:\nMCP server: http:\/\/127\.0\.0\.1:3610\/mcp$/);
    // --command was given: the hint for a server nobody started would be wrong here
    expect(message).not.toContain("--command");
  });
  it("sends --bearer to the server it checks, and says when the server refuses it", async () => {
    // A server that wants a token and refuses every one: the message shows the token was sent.
    const guarded = createServer((_req, res) => res.writeHead(401, { "www-authenticate": "Bearer" }).end());
    await new Promise<void>((resolve) => guarded.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}/mcp`;
    try {
      const outcome = (options: { bearerToken?: string }) =>
        startDevHost({ server: url, port: 0, sandboxPort: 0, ...options }).then(
          async (host) => {
            await host.stop();
            return null;
          },
          (error: unknown) => error as DevHostError,
        );
      const missing = await outcome({});
      expect(missing?.code).toBe("server_unauthorized");
      expect(missing?.message).toContain("Give credentials: --bearer <token>");
      const refused = await outcome({ bearerToken: "s3cret-4711" });
      expect(refused?.message).toContain("The credentials given (--bearer, --header) were refused");
      expect(refused?.message).not.toContain("s3cret-4711");
    } finally {
      await new Promise<void>((resolve) => guarded.close(() => resolve()));
    }
  }, 60_000);
});

describe("startServerProcess", () => {
  it("starts the command again when it exits, until stopped", async () => {
    const restarts: (number | null)[] = [];
    const process = startServerProcess({ command: "exit 7", onRestart: (code) => restarts.push(code) });
    await expect.poll(() => restarts.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await process.stop();
    expect(restarts.every((code) => code === 7)).toBe(true);
  });

  it("stops the whole process group", async () => {
    const lines: string[] = [];
    const process = startServerProcess({ command: "sleep 30 & echo $!; wait", onOutput: (line) => lines.push(line) });
    await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(0);
    const grandchild = Number(lines[0]);
    await process.stop();
    // Gone, or a zombie nobody has reaped yet (it no longer runs either way).
    const running = () => {
      try {
        globalThis.process.kill(grandchild, 0);
      } catch {
        return false;
      }
      return !/\) Z /.test(readFileSync(`/proc/${grandchild}/stat`, "utf8"));
    };
    await expect.poll(running, { timeout: 3000 }).toBe(false);
  });
});

describe("startDevHost with --oauth", () => {
  /** What test-fixtures/oauth-server.mjs gives its tests. */
  interface OAuthFixture {
    url: string;
    issued: string[];
    counts: { refresh: number };
    expireAccessTokens(): void;
    close(): Promise<void>;
  }
  const oauthServer = fileURLToPath(new URL("../../test-fixtures/oauth-server.mjs", import.meta.url));
  const startOAuthServer = async (): Promise<OAuthFixture> =>
    (
      (await import(new URL("../../test-fixtures/oauth-server.mjs", import.meta.url).href)) as {
        startOAuthServer(): Promise<OAuthFixture>;
      }
    ).startOAuthServer();

  /** What a browser does with the logged "Sign in" URL: approved at once, redirected to the dev host's callback. */
  async function signInAsBrowser(line: string, log: string[]): Promise<void> {
    if (!line.startsWith("Sign in: ")) return;
    const approval = await fetch(line.slice("Sign in: ".length), { redirect: "manual" });
    const callback = await fetch(approval.headers.get("location") ?? "");
    log.push(`browser: ${callback.status} ${(await callback.text()).includes("Signed in") ? "Signed in" : "failed"}`);
  }

  /** The dev host with --oauth for `server`, its log kept in `log`, and a "browser" signing in. */
  const startSignedIn = (log: string[], server: { server: string; command?: string }) =>
    startDevHost({
      ...server,
      oauth: true,
      port: 0,
      sandboxPort: 0,
      log: (line) => {
        log.push(line);
        void signInAsBrowser(line, log);
      },
    });

  it("signs in on the server's 401, relays with the token the page never sees, and refreshes it", async () => {
    const fixture = await startOAuthServer();
    const log: string[] = [];
    const host = await startSignedIn(log, { server: fixture.url });
    try {
      expect(host.server.name).toBe("oauth-guarded");
      await expect.poll(() => log, { timeout: 20_000 }).toContain("browser: 200 Signed in");
      const client = new Client({ name: "page", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", host.url)));
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["whoami"]);
      fixture.expireAccessTokens();
      expect((await client.callTool({ name: "whoami", arguments: {} })).content).toEqual([
        { type: "text", text: "signed in" },
      ]);
      expect(fixture.counts.refresh).toBe(1);
      await client.close();
      const config = await (await fetch(new URL("/hostbridge-dev.json", host.url))).text();
      for (const secret of fixture.issued) {
        expect(log.join("\n")).not.toContain(secret);
        expect(config).not.toContain(secret);
      }
    } finally {
      await host.stop();
      await fixture.close();
    }
  }, 60_000);

  it("signs in to a server its --command starts, once it answers", async () => {
    const port = await closedPort();
    const log: string[] = [];
    const host = await startSignedIn(log, {
      server: `http://127.0.0.1:${port}/mcp`,
      command: `node ${JSON.stringify(oauthServer)} ${port}`,
    });
    try {
      expect(host.server.name).toBe("oauth-guarded");
      expect(log).toContain("signed in with OAuth");
    } finally {
      await host.stop();
    }
  }, 60_000);
});
