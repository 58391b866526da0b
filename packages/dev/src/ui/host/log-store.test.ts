import { describe, expect, it } from "vitest";
import { createLogStore } from "./log-store.js";
import type { LogInput } from "./types.js";

const rpc = (direction: "in" | "out", data: Record<string, unknown>, channel?: LogInput["channel"]): LogInput => ({
  direction,
  kind: "json-rpc",
  label: typeof data.method === "string" ? data.method : "response",
  data: { jsonrpc: "2.0", ...data },
  ...(channel ? { channel } : {}),
  ...(channel === "server" ? {} : { frame: "main" as const }),
});

/** A store whose clock the test moves, read after the store's batched notification. */
function storeAt(times: number[], capacity?: number) {
  let index = 0;
  return createLogStore({ now: () => times[Math.min(index++, times.length - 1)]!, ...(capacity ? { capacity } : {}) });
}

describe("createLogStore", () => {
  it("pairs a server response with its request: one row, latency and status", () => {
    const store = storeAt([1_000, 1_042]);
    store.add(rpc("out", { id: 1, method: "tools/call", params: { name: "show_pizzas" } }, "server"));
    store.add(rpc("in", { id: 1, result: { content: [] } }, "server"));
    const [row] = store.getSnapshot();
    expect(store.getSnapshot()).toHaveLength(1);
    expect(row).toMatchObject({ channel: "server", label: "tools/call", status: "ok", latencyMs: 42, frame: null });
    expect(row?.response).toMatchObject({ label: "response", at: 1_042, direction: "in" });
  });

  it("keeps the id spaces apart: channel, frame and who asked", () => {
    const store = storeAt([0, 1, 2, 3, 4]);
    store.add(rpc("out", { id: 1, method: "tools/list" }, "server"));
    store.add(rpc("in", { id: 1, method: "ui/initialize" })); // the widget's own request 1
    store.add(rpc("out", { id: 1, result: {} })); // the host answers the widget
    store.add(rpc("in", { id: 1, error: { code: -32601, message: "nope" } }, "server"));
    const rows = store.getSnapshot();
    expect(rows.map((row) => [row.channel, row.label, row.status])).toEqual([
      ["server", "tools/list", "error"],
      ["widget", "ui/initialize", "ok"],
    ]);
  });

  it("marks notifications, unanswered requests, unpaired responses and CSP reports", () => {
    const store = storeAt([0]);
    store.add(rpc("out", { method: "notifications/initialized" }, "server"));
    store.add(rpc("out", { id: 7, method: "ping" }, "server"));
    store.add(rpc("in", { id: 99, result: {} }));
    store.add(rpc("in", { id: 98, result: { isError: true, content: [] } }));
    store.add({ direction: "in", kind: "csp", label: "csp-violation connect-src", data: {}, frame: "main" });
    expect(store.getSnapshot().map((row) => row.status)).toEqual(["none", "pending", "ok", "error", "error"]);
  });

  it("turns a request that could not be sent into an error, and logs a lost notification", () => {
    const store = storeAt([0, 5, 6]);
    const request = rpc("out", { id: 2, method: "resources/read" }, "server");
    store.add(request);
    store.fail(request, "fetch failed");
    store.fail(rpc("out", { method: "notifications/cancelled" }, "server"), "fetch failed");
    const [read, cancelled] = store.getSnapshot();
    expect(read).toMatchObject({
      status: "error",
      latencyMs: 5,
      response: { label: "not sent", data: { reason: "fetch failed" } },
    });
    expect(cancelled).toMatchObject({ status: "error", label: "notifications/cancelled (not sent)" });
  });

  it("notifies once per burst, and keeps the newest rows", async () => {
    const store = storeAt([0], 50);
    let notified = 0;
    store.subscribe(() => notified++);
    for (let id = 0; id < 55; id++)
      store.add(rpc("out", { method: "notifications/message", params: { id } }, "server"));
    await Promise.resolve();
    expect(notified).toBe(1);
    const rows = store.getSnapshot();
    expect(rows).toHaveLength(50);
    expect(rows[0]?.id).toBe(6);
    expect(store.getSnapshot()).toBe(rows);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });
});
