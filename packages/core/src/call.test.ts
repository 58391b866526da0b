import { describe, expect, it } from "vitest";
import { createToolCaller, ToolCallError } from "./call.js";
import type { ToolResult } from "./globals.js";
import { TimeoutError } from "./errors.js";

/** A host whose `callTool` answers only when the test says so, recording each call. */
function deferredHost() {
  const calls: { name: string; args: unknown; resolve(result: ToolResult): void; reject(error: unknown): void }[] = [];
  const host = {
    callTool: (name: string, args: unknown) =>
      new Promise<ToolResult>((resolve, reject) => calls.push({ name, args, resolve, reject })),
  };
  return { host, calls };
}

describe("createToolCaller", () => {
  it("sends nothing until call, then goes pending and settles with the result", async () => {
    const { host, calls } = deferredHost();
    const caller = createToolCaller(host, "load_more");
    const seen: string[] = [];
    caller.subscribe(() => seen.push(caller.getSnapshot().status));
    expect(caller.getSnapshot()).toEqual({ status: "idle", data: null, error: null });
    expect(calls).toHaveLength(0);

    const answer = caller.call({ page: 2 });
    expect(calls[0]).toMatchObject({ name: "load_more", args: { page: 2 } });
    expect(caller.getSnapshot().status).toBe("pending");
    const result = { content: [], structuredContent: { items: [1] } };
    calls[0]!.resolve(result);

    await expect(answer).resolves.toBe(result);
    expect(caller.getSnapshot()).toEqual({ status: "success", data: result, error: null });
    expect(seen).toEqual(["pending", "success"]);
    expect(Object.isFrozen(caller.getSnapshot())).toBe(true);
  });

  it("turns an isError result into a ToolCallError carrying its text and the result", async () => {
    const { host, calls } = deferredHost();
    const caller = createToolCaller(host, "order");
    const answer = caller.call();
    const result = { isError: true, content: [{ type: "text", text: "Out of dough" }] };
    calls[0]!.resolve(result);
    await expect(answer).resolves.toBe(result);
    const { status, data, error } = caller.getSnapshot();
    expect(status).toBe("error");
    expect(data).toBe(result);
    expect(error).toBeInstanceOf(ToolCallError);
    expect(error).toMatchObject({ code: "tool_error", name: "ToolCallError", message: "Out of dough", result });
  });

  it("names the tool when an error result has no text", () => {
    expect(new ToolCallError("order", { isError: true }).message).toBe('The tool "order" failed.');
  });

  it("keeps a rejection in the state and resolves undefined instead of rejecting", async () => {
    const { host, calls } = deferredHost();
    const caller = createToolCaller(host, "order");
    const answer = caller.call();
    const timeout = new TimeoutError("tools/call", 10);
    calls[0]!.reject(timeout);
    await expect(answer).resolves.toBeUndefined();
    expect(caller.getSnapshot()).toEqual({ status: "error", data: null, error: timeout });
  });

  it("lets only the latest call update the state, and keeps the last data while pending", async () => {
    const { host, calls } = deferredHost();
    const caller = createToolCaller(host, "search");
    const first = caller.call({ q: "a" });
    const firstResult = { structuredContent: { q: "a" } };
    calls[0]!.resolve(firstResult);
    await first;
    const second = caller.call({ q: "b" });
    const third = caller.call({ q: "c" });
    expect(caller.getSnapshot()).toMatchObject({ status: "pending", data: firstResult });
    calls[2]!.resolve({ structuredContent: { q: "c" } });
    await third;
    calls[1]!.resolve({ structuredContent: { q: "b" } });
    await second;
    expect(caller.getSnapshot().data?.structuredContent).toEqual({ q: "c" });
  });

  it("reset goes back to idle and a call still running no longer updates anything", async () => {
    const { host, calls } = deferredHost();
    const caller = createToolCaller(host, "search");
    let notified = 0;
    const unsubscribe = caller.subscribe(() => notified++);
    const running = caller.call();
    caller.reset();
    expect(caller.getSnapshot().status).toBe("idle");
    const notifiedAfterReset = notified;
    calls[0]!.resolve({ structuredContent: {} });
    await running;
    expect(caller.getSnapshot().status).toBe("idle");
    expect(notified).toBe(notifiedAfterReset);
    unsubscribe();
    const afterUnsubscribe = caller.call();
    calls[1]!.resolve({ structuredContent: {} });
    await afterUnsubscribe;
    expect(caller.getSnapshot().status).toBe("success");
    expect(notified).toBe(notifiedAfterReset);
  });
});
