import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { trackServerReachability } from "./server-reachability.js";

describe("trackServerReachability", () => {
  it("logs an outage once, and once that the server answers again", () => {
    const lines: string[] = [];
    const reachability = trackServerReachability("http://127.0.0.1:3000/mcp", {
      log: (line) => lines.push(line),
      watchIntervalMs: null,
    });
    reachability.answered();
    reachability.lost("connection refused (nothing listens there)");
    reachability.lost("connection refused (nothing listens there)");
    reachability.answered();
    reachability.answered();
    expect(lines).toEqual([
      "the MCP server at http://127.0.0.1:3000/mcp stopped answering: connection refused (nothing listens there). The dev host keeps relaying to it; the page says so and offers to reconnect.",
      "the MCP server at http://127.0.0.1:3000/mcp answers again",
    ]);
  });

  it("watches the port: a server that stops listening is logged without any request", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
    const lines: string[] = [];
    const reachability = trackServerReachability(url, { log: (line) => lines.push(line), watchIntervalMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(lines).toEqual([]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await expect
        .poll(() => lines, { timeout: 20_000 })
        .toEqual([
          `the MCP server at ${url} stopped answering: connection refused (nothing listens there). The dev host keeps relaying to it; the page says so and offers to reconnect.`,
        ]);
    } finally {
      reachability.stop();
    }
  });
});
