import { afterEach, describe, expect, it, vi } from "vitest";
import { ClosedError, InvalidResultError, NoHostError, TimeoutError, UnsupportedError } from "./errors.js";
import { createHost } from "./host.js";
import type { Host } from "./host-types.js";
import { linkedPorts } from "./linked-ports.js";
import type { Port } from "./port.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";
import { memoryStorage } from "./test-support/memory-storage.js";

const fail = (p: Promise<unknown>): Promise<any> =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
let host: Host | undefined;
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await host?.close();
  fake?.uninstall();
  host = fake = undefined;
});

/** A peer that answers the handshake and nothing else; counts listeners on the view's port. */
function silentHost() {
  const { viewPort: view, hostPort: peer } = linkedPorts();
  let listeners = 0;
  const counted: Port = {
    post: (m) => view.post(m),
    listen(h) {
      listeners++;
      const un = view.listen(h);
      return () => {
        listeners--;
        un();
      };
    },
  };
  const seen: any[] = [];
  peer.listen((m: any) => {
    seen.push(m);
    if (m.method === "ui/initialize")
      peer.post({ jsonrpc: "2.0", id: m.id, result: { hostCapabilities: { serverTools: {} } } });
  });
  return { port: counted, seen, listeners: () => listeners };
}

describe("timeouts, handshake failure and close()", () => {
  it("a host that never answers a call gives TimeoutError", async () => {
    const h = silentHost();
    host = createHost({ port: h.port, timeoutMs: 30, storage: null });
    await host.ready; // tolerant: a result without hostInfo or hostContext is fine
    const err = await fail(host.callTool("slow"));
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.message).toBe('The host did not answer "tools/call" within 30 ms.');
    expect((await fail(host.callTool("slow", {}, { timeoutMs: 5 }))).timeoutMs).toBe(5);
  });

  it("a parent that never answers the handshake: ready rejects clearly, supports() says no", async () => {
    const { viewPort: view } = linkedPorts();
    host = createHost({ port: view, handshakeTimeoutMs: 20, storage: null });
    const err = await fail(host.ready);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err.message).toContain('"ui/initialize"');
    expect(host.supports("requestDisplayMode")).toBe(false);
    await expect(host.callTool("x")).rejects.toBeInstanceOf(UnsupportedError);
  });

  it.each([5, null, "x", [1]])("a handshake answered with %j fails with InvalidResultError", async (answer) => {
    const { viewPort: view, hostPort: peer } = linkedPorts();
    const seen: string[] = [];
    peer.listen((m: any) => {
      seen.push(m.method);
      if (m.method === "ui/initialize") peer.post({ jsonrpc: "2.0", id: m.id, result: answer });
    });
    host = createHost({ port: view, storage: null, handshakeTimeoutMs: 10_000 });
    const err = await fail(host.ready);
    expect(err).toBeInstanceOf(InvalidResultError);
    expect(err.code).toBe("invalid_result");
    expect(err.result).toEqual(answer);
    expect(host.getSnapshot().handshake).toBe("failed");
    expect(host.getSnapshot().hostCapabilities).toBeNull();
    await expect(host.callTool("x")).rejects.toBeInstanceOf(UnsupportedError);
    expect(seen).not.toContain("ui/notifications/initialized");
  });

  it("with window.openai, its features keep working when the handshake never completes", async () => {
    fake = installFakeOpenAi(window, { globals: { toolOutput: { ok: 1 } } });
    const { viewPort: view } = linkedPorts();
    host = createHost({ port: view, handshakeTimeoutMs: 20, storage: null });
    expect(host.kind).toBe("chatgpt");
    expect(host.getSnapshot().toolOutput).toEqual({ ok: 1 });
    // Served by window.openai at once, without waiting for the bridge.
    expect((await host.callTool("t", {})).content).toEqual([{ type: "text", text: "ran t" }]);
    await expect(host.ready).rejects.toBeInstanceOf(TimeoutError);
    expect(await host.requestDisplayMode({ mode: "pip" })).toEqual({ mode: "pip" });
    expect(host.supports("updateModelContext")).toBe(false);
  });

  it("close() rejects pending calls, refuses later ones and removes every listener", async () => {
    const h = silentHost();
    host = createHost({ port: h.port, storage: null });
    await host.ready;
    expect(h.listeners()).toBe(1);
    const pending = host.callTool("never");
    await new Promise((r) => setTimeout(r, 5));
    await host.close();
    await expect(pending).rejects.toBeInstanceOf(ClosedError);
    await expect(host.callTool("again")).rejects.toBeInstanceOf(ClosedError);
    await expect(host.setWidgetState({})).rejects.toBeInstanceOf(ClosedError);
    expect(h.listeners()).toBe(0);
    const before = h.seen.length;
    host.notifyIntrinsicHeight(10);
    await new Promise((r) => setTimeout(r, 5));
    expect(h.seen.length).toBe(before);
  });

  it("close() removes the window listeners of windowPort and window.openai", async () => {
    fake = installFakeOpenAi(window);
    const iframe = document.createElement("iframe");
    document.body.appendChild(iframe);
    const view = iframe.contentWindow!;
    (view as any).openai = fake.openai;
    const add = vi.spyOn(view, "addEventListener");
    const remove = vi.spyOn(view, "removeEventListener");
    host = createHost({ window: view, handshakeTimeoutMs: 10, storage: null });
    expect(add.mock.calls.map((c) => c[0]).sort()).toEqual(["message", "openai:set_globals"]);
    await host.close();
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(["message", "openai:set_globals"]);
    expect(remove.mock.calls.map((c) => c[1])).toEqual(expect.arrayContaining(add.mock.calls.map((c) => c[1])));
    iframe.remove();
  });
});

describe("standalone", () => {
  it("gives defaults, a one-time notice, display modes, and kept widget state", async () => {
    const notice = vi.fn();
    const storage = memoryStorage();
    host = createHost({ notice, storage });
    expect(host.kind).toBe("standalone");
    expect(notice).toHaveBeenCalledTimes(1);
    expect(notice.mock.calls[0]![0]).toContain("standalone");
    expect(await host.requestDisplayMode({ mode: "fullscreen" })).toEqual({ mode: "fullscreen" });
    expect(host.getSnapshot().displayMode).toBe("fullscreen");
    await expect(host.callTool("x")).rejects.toBeInstanceOf(UnsupportedError);
    expect(host.supports("openExternal")).toBe(true);
    await host.setWidgetState({ a: 1 });
    await host.close();
    host = createHost({ notice, storage });
    expect(host.getSnapshot().widgetState).toEqual({ a: 1 });
    expect(notice).toHaveBeenCalledTimes(2); // once per host, never per call
  });

  it("strict mode throws NoHostError with the Apps SDK reference hooks' message", () => {
    const err = (() => {
      try {
        createHost({ strict: true });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(NoHostError);
    expect((err as Error).message).toBe("This hook requires a ChatGPT app host.");
  });
});
