import { describe, expect, it } from "vitest";
import { observedFetch, type ServerHealth } from "./server-health.js";

/** Runs one request through `observedFetch` over a fetch that answers `answer` (or throws it). */
async function observe(answer: Response | Error, init?: RequestInit): Promise<ServerHealth[]> {
  const reports: ServerHealth[] = [];
  const base = (async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  await observedFetch((health) => reports.push(health), base)("/mcp", init).catch(() => undefined);
  return reports;
}

describe("observedFetch", () => {
  it("reports the relay's failure answer with its message", async () => {
    const answer = new Response(
      JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32000, message: "The MCP server at x did not answer" } }),
      { headers: { "content-type": "application/json", "x-hostbridge-relay": "unreachable" } },
    );
    expect(await observe(answer)).toEqual([{ ok: false, message: "The MCP server at x did not answer" }]);
    const text = new Response("The MCP server at x did not answer", {
      status: 502,
      headers: { "x-hostbridge-relay": "unreachable" },
    });
    expect(await observe(text)).toEqual([{ ok: false, message: "The MCP server at x did not answer" }]);
  });

  it("reports a session the server no longer knows, and the dev host itself gone", async () => {
    const forgotten = await observe(new Response("Session not found", { status: 404 }), {
      headers: { "mcp-session-id": "s1" },
    });
    expect(forgotten).toEqual([{ ok: false, message: expect.stringContaining("no longer knows this page's session") }]);
    expect(await observe(new TypeError("Failed to fetch"))).toEqual([
      { ok: false, message: "The dev host does not answer: is hostbridge dev still running?" },
    ]);
  });

  it("reports an answer as the server being there, and a request the page aborted as nothing", async () => {
    expect(await observe(new Response("{}", { status: 200 }))).toEqual([{ ok: true }]);
    const abort = new AbortController();
    abort.abort();
    expect(await observe(new DOMException("aborted", "AbortError"), { signal: abort.signal })).toEqual([]);
  });
});
