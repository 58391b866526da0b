import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { STATIC_FIXTURES } from "../../../../check/test-fixtures/broken-servers.js";
import { type FixtureServer, fixtureServer } from "../../../../check/test-fixtures/fixture-server.js";
import { type ServedFixture, serveFixture } from "../../../../check/test-fixtures/serve-fixture.js";
import { CHECK_EXIT, runCheckCli } from "./check-cli.js";
import type { CheckReport } from "./check-report.js";

const browser = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Runs the command with captured output. */
async function cli(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => (out += chunk));
  stderr.on("data", (chunk) => (err += chunk));
  const html: { path?: string; report?: CheckReport } = {};
  const code = await runCheckCli(args, {
    stdout,
    stderr,
    writeHtml: async (path, report) => {
      html.path = path;
      html.report = report;
    },
  });
  return { code, out, err, html };
}

async function serve(fixture: FixtureServer): Promise<ServedFixture> {
  const served = await serveFixture(fixture);
  cleanups.push(() => served.close());
  return served;
}

/** An HTTP server of ours on 127.0.0.1 that answers with `handle`. */
async function httpServer(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const quick = ["--profile", "mcp-apps", "--theme", "light", "--width", "desktop", "--browser", browser];
const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe("hostbridge check: input it cannot check", () => {
  it("prints its usage on stdout for --help, and exits 0", async () => {
    const { code, out, err } = await cli(["--server", "x", "--help"]);
    expect(code).toBe(CHECK_EXIT.passed);
    expect(out).toMatch(/^Usage: hostbridge check \[options\]\n/);
    expect(err).toBe("");
  });

  it("says a server that is down is down, with exit code 2 and no stack trace", async () => {
    const { code, err, out } = await cli(["--server", `http://127.0.0.1:${await freePort()}/mcp`]);
    expect(code).toBe(CHECK_EXIT.couldNotRun);
    expect(err).toMatch(/^hostbridge check: Cannot reach the MCP server at http:\/\/127\.0\.0\.1:\d+\/mcp/);
    expect(out).toBe("");
    noStackTrace(err);
  });

  it("says a web server that is not MCP is not MCP", async () => {
    const url = await httpServer((_request, response) => {
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    });
    const { code, err } = await cli(["--server", url]);
    expect(code).toBe(CHECK_EXIT.couldNotRun);
    expect(err).toContain("answered, but not as an MCP server");
    noStackTrace(err);
  });

  it("gives up on a server that never answers, with a message instead of a hung run", { timeout: 60_000 }, async () => {
    const url = await httpServer(() => undefined);
    const { code, err } = await cli(["--server", url]);
    expect(code).toBe(CHECK_EXIT.couldNotRun);
    expect(err).toMatch(/no answer within \d+ ms/);
    noStackTrace(err);
  });

  it("says a server without widgets has none", async () => {
    const served = await serve(
      fixtureServer("plain", (server) => {
        server.tools = [{ name: "add", description: "Adds.", inputSchema: { type: "object" } }];
        // A listed ui:// resource is a widget even when no tool names it (a modal's template).
        server.resources = [];
        server.contents = {};
      }),
    );
    const { code, err } = await cli(["--server", served.url]);
    expect(code).toBe(CHECK_EXIT.couldNotRun);
    expect(err).toBe(
      'hostbridge check: plain has no widgets: none of its 1 tools names a ui:// resource in _meta.ui.resourceUri (or _meta["ui/resourceUri"], openai/outputTemplate), and resources/list has no ui:// resource.\n',
    );
  });

  it("rejects an unknown option and an unknown profile with exit code 2", async () => {
    expect((await cli(["--serve", "x"])).err).toContain('Unknown option "--serve"');
    const unknown = await cli(["--server", "http://127.0.0.1:1/mcp", "--profile", "claude-web"]);
    expect(unknown.code).toBe(CHECK_EXIT.couldNotRun);
    expect(unknown.err).toContain('Unknown profile "claude-web": pick from chatgpt');
  });
});

describe("hostbridge check: what it found", () => {
  it("reports HTML that is no document as findings and exits 1", { timeout: 120_000 }, async () => {
    const served = await serve(
      fixtureServer("invalid-html", (server) => {
        server.contents["ui://fixture/greeting.html"]![0]!.text = "Greeting: {{greeting}}";
      }),
    );
    const { code, out } = await cli(["--server", served.url, "--json", ...quick]);
    expect(code).toBe(CHECK_EXIT.failed);
    const report = JSON.parse(out) as CheckReport;
    expect(report.findings.map((finding) => finding.rule)).toContain("resource-html");
    expect(report.widgets[0]?.runs[0]?.findings.map((finding) => finding.rule)).toContain("handshake");
  });

  it("prints a summary with the matrix and the first reason, and exits 0 on a healthy server", {
    timeout: 120_000,
  }, async () => {
    const served = await serve(fixtureServer("healthy"));
    const { code, out, err } = await cli(["--server", served.url, ...quick]);
    expect(code).toBe(CHECK_EXIT.passed);
    expect(err).toMatch(/\[1\/1\] pass {2}greeting · mcp-apps · light · 760px/);
    expect(out).toContain("greeting  pass");
    expect(out).toContain("pass: 0 errors, 0 warnings.");
  });

  it("exits 0 on warnings, and 1 with --strict", { timeout: 180_000 }, async () => {
    const served = await serve(STATIC_FIXTURES["resource-uri-keys"]!);
    const lenient = await cli(["--server", served.url, ...quick]);
    expect(lenient.code).toBe(CHECK_EXIT.passed);
    expect(lenient.out).toContain("warning resource-uri-keys (APP-006)");
    expect((await cli(["--server", served.url, "--strict", ...quick])).code).toBe(CHECK_EXIT.failed);
  });

  it("hands the HTML report every run with a screenshot, and keeps screenshots out of --json", {
    timeout: 120_000,
  }, async () => {
    const served = await serve(fixtureServer("healthy"));
    const { out, html } = await cli(["--server", served.url, "--json", "--html", "report.html", ...quick]);
    expect(html.path).toBe("report.html");
    expect(html.report?.widgets[0]?.runs[0]?.screenshot).toMatch(/^\/9j\//);
    expect(out).not.toContain('"screenshot"');
  });
});
