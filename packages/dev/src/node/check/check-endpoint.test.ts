import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BEHAVIOURAL_FIXTURES, STATIC_FIXTURES } from "../../../../check/test-fixtures/broken-servers.js";
import { type ServedFixture, serveFixture } from "../../../../check/test-fixtures/serve-fixture.js";
import {
  type CheckEndpointAnswer,
  type CheckEndpointTarget,
  createCheckEndpoint,
  type StaticCheckAnswer,
} from "./check-endpoint.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The endpoint behind an HTTP server of its own, for the fixture `served`. */
async function endpointFor(served: ServedFixture): Promise<string> {
  return endpointAt({ server: served.url });
}

/** The endpoint behind an HTTP server of its own, checking `target`. */
async function endpointAt(target: CheckEndpointTarget): Promise<string> {
  const server: Server = createServer(createCheckEndpoint(target));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/check`;
}

describe("the Checks panel's /check", () => {
  it("answers the findings hostbridge check has for the widget in the profile, theme and width asked", {
    timeout: 120_000,
  }, async () => {
    const served = await serveFixture(BEHAVIOURAL_FIXTURES["console-error"]!.server);
    cleanups.push(() => served.close());
    const url = await endpointFor(served);
    const response = await fetch(`${url}?tool=show_greeting&profile=claude-ai&theme=dark&width=mobile`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as CheckEndpointAnswer;
    const problems = answer.findings.filter((finding) => finding.severity !== "info");
    expect(problems.map((finding) => [finding.rule, finding.run])).toEqual([
      ["console-error", { profile: "claude-ai", theme: "dark", width: 375 }],
    ]);
    expect((await fetch(url)).status).toBe(400);
  });
});

describe("the Checks panel's /check, before any browser starts", () => {
  /** The status and error of asking `query` of an endpoint checking `target`. */
  async function ask(target: CheckEndpointTarget, query: string): Promise<[number, string]> {
    const response = await fetch(`${await endpointAt(target)}${query}`);
    return [response.status, ((await response.json()) as { error: string }).error];
  }

  it("answers 400 with the reason for a query it cannot run", async () => {
    const target = { server: "http://127.0.0.1:1/mcp" };
    expect(await ask(target, "")).toEqual([400, "Name the tool: /check?tool=<name>."]);
    expect(await ask(target, "?tool=show&width=tablet")).toEqual([400, 'width is desktop or mobile, got "tablet".']);
    expect(await ask(target, "?tool=show&profile=claude-web")).toEqual([
      400,
      expect.stringMatching(/^Unknown profile "claude-web"/),
    ]);
  });

  it("answers 502 with the reason when the server cannot be reached", async () => {
    const [status, error] = await ask({ server: "http://127.0.0.1:1/mcp" }, "?tool=show");
    expect(status).toBe(502);
    expect(error).toMatch(/^Cannot reach the MCP server at http:\/\/127\.0\.0\.1:1\/mcp/);
  });
});

describe("the tool list's /check/static", () => {
  it("answers the static findings about every tool, without a browser", { timeout: 60_000 }, async () => {
    const served = await serveFixture(STATIC_FIXTURES["input-schema-portable"]!);
    cleanups.push(() => served.close());
    const response = await fetch(`${await endpointFor(served)}/static`);
    expect(response.status).toBe(200);
    const { findings } = (await response.json()) as StaticCheckAnswer;
    expect(findings.map((finding) => [finding.rule, finding.subject])).toContainEqual([
      "input-schema-portable",
      'tool "show_greeting"',
    ]);
  });

  it("sends the dev host's headers to the server, so a server behind a token is checked too", {
    timeout: 60_000,
  }, async () => {
    const served = await serveFixture(STATIC_FIXTURES["input-schema-portable"]!);
    cleanups.push(() => served.close());
    // A gate in front of the fixture: 401 without the token.
    const gate: Server = createServer(async (request, response) => {
      if (request.headers.authorization !== "Bearer s3cret") return response.writeHead(401).end();
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const upstream = await fetch(served.url, {
        method: request.method ?? "GET",
        headers: Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      response.writeHead(upstream.status, Object.fromEntries(upstream.headers));
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => gate.close(() => resolve())));
    const server = `http://127.0.0.1:${(gate.address() as AddressInfo).port}/mcp`;

    const without = await fetch(`${await endpointAt({ server })}/static`);
    expect(without.status).toBe(502);
    const withToken = await fetch(
      `${await endpointAt({ server, headers: { authorization: "Bearer s3cret" } })}/static`,
    );
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as StaticCheckAnswer).findings.length).toBeGreaterThan(0);
  });
});
