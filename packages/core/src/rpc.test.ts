import { describe, expect, it } from "vitest";
import { ClosedError, HostError, TimeoutError } from "./errors.js";
import { linkedPorts } from "./linked-ports.js";
import { createRpc } from "./rpc.js";

// Resolves with the rejection reason (or null if the promise fulfilled).
const fail = (p: Promise<unknown>): Promise<any> =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe("rpc", () => {
  it("round-trips requests, maps errors, answers ping and unknown methods", async () => {
    const { viewPort: a, hostPort: b } = linkedPorts();
    const seen: unknown[] = [];
    const left = createRpc(a);
    const right = createRpc(b, {
      requests: {
        add: (p) => (p as { x: number; y: number }).x + (p as { x: number; y: number }).y,
        fail: () => {
          throw new Error("nope");
        },
      },
      notifications: { note: (p) => seen.push(p) },
    });
    await expect(left.request("add", { x: 2, y: 3 })).resolves.toBe(5);
    await expect(left.request("ping")).resolves.toEqual({});
    const err = await fail(left.request("fail"));
    expect(err).toBeInstanceOf(HostError);
    expect(err.rpcCode).toBe(-32603);
    expect(err.message).toBe("nope");
    const missing = await fail(left.request("nothing"));
    expect(missing.rpcCode).toBe(-32601);
    const proto = await fail(left.request("__proto__"));
    expect(proto.rpcCode).toBe(-32601);
    left.notify("note", { n: 1 });
    await tick();
    expect(seen).toEqual([{ n: 1 }]);
    right.close();
    left.close();
  });

  it("carries code, message and data of an error response", async () => {
    const { viewPort: a, hostPort: b } = linkedPorts();
    b.listen((m) => {
      const { id } = m as { id: number };
      b.post({ jsonrpc: "2.0", id, error: { code: -32000, message: "denied", data: { why: "policy" } } });
    });
    const rpc = createRpc(a);
    const err = await fail(rpc.request("x"));
    expect(err).toMatchObject({ code: "host_error", rpcCode: -32000, message: "denied", data: { why: "policy" } });
  });

  it("times out a request nobody answers", async () => {
    const { viewPort: a } = linkedPorts();
    const rpc = createRpc(a, { timeoutMs: 20 });
    const err = await fail(rpc.request("slow"));
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.method).toBe("slow");
    const err2 = await fail(rpc.request("slow", undefined, { timeoutMs: 5 }));
    expect(err2.timeoutMs).toBe(5);
  });

  it("close() rejects pending calls, later calls, and stops listening", async () => {
    const { viewPort: a, hostPort: b } = linkedPorts();
    let got = 0;
    const rpc = createRpc(a, { notifications: { n: () => got++ } });
    const pending = rpc.request("never");
    rpc.close();
    await expect(pending).rejects.toBeInstanceOf(ClosedError);
    await expect(rpc.request("later")).rejects.toBeInstanceOf(ClosedError);
    b.post({ jsonrpc: "2.0", method: "n" });
    await tick();
    expect(got).toBe(0);
  });

  it("rejects at once when the params cannot be cloned", async () => {
    const { viewPort: a } = linkedPorts();
    const rpc = createRpc(a, { timeoutMs: 10_000 });
    await expect(rpc.request("x", { f: () => 1 })).rejects.toThrow();
  });
});
