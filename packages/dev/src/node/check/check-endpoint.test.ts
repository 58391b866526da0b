import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BEHAVIOURAL_FIXTURES } from "../../../../check/test-fixtures/broken-servers.js";
import { type ServedFixture, serveFixture } from "../../../../check/test-fixtures/serve-fixture.js";
import { type CheckEndpointAnswer, type CheckEndpointTarget, createCheckEndpoint } from "./check-endpoint.js";

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
