import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHost } from "./host.js";
import type { Host } from "./host-types.js";

let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/**
 * A real iframe whose window runs our Host, the official AppBridge with its PostMessageTransport
 * in the page. jsdom's postMessage sets no `event.source`, so both directions are re-dispatched
 * with the right source (the trap described in the MCP Apps reference).
 */
function mountFrame() {
  const iframe = document.createElement("iframe");
  document.body.appendChild(iframe);
  const view = iframe.contentWindow as Window & typeof globalThis;
  const top = view.parent as Window & typeof globalThis;
  const deliver = (target: Window & typeof globalThis, source: Window) => (data: unknown) =>
    setTimeout(() => target.dispatchEvent(new target.MessageEvent("message", { data: structuredClone(data), source })));
  // The bridge's transport listens on the page's global window.
  top.postMessage = deliver(window as never, view) as never;
  view.postMessage = deliver(view, top) as never;
  return { view, top };
}

describe("over real windows and postMessage", () => {
  it("handshake, notifications, a call and teardown with AppBridge's PostMessageTransport", async () => {
    vi.spyOn(console, "debug").mockImplementation(() => {});
    const { view } = mountFrame();
    const bridge = new AppBridge(
      null,
      { name: "FrameHost", version: "1.0.0" },
      { serverTools: {} },
      { hostContext: { theme: "dark", displayMode: "inline" } },
    );
    bridge.oncalltool = async ({ name }) => ({ content: [{ type: "text", text: `hi from ${name}` }] });
    const initialized = new Promise<void>((r) => bridge.addEventListener("initialized", () => r()));
    await bridge.connect(new PostMessageTransport(view, view));

    host = createHost({ window: view, storage: null });
    expect(host.kind).toBe("mcp-apps");
    await host.ready;
    await initialized;
    expect(host.getSnapshot().theme).toBe("dark");
    expect(host.getSnapshot().hostInfo).toEqual({ name: "FrameHost", version: "1.0.0" });

    const r = await host.callTool("echo", {});
    expect(r.content).toEqual([{ type: "text", text: "hi from echo" }]);

    await bridge.sendToolResult({ content: [{ type: "text", text: "done" }], structuredContent: { n: 1 } });
    await vi.waitFor(() => expect(host!.getSnapshot().toolOutput).toEqual({ n: 1 }));

    let tornDown = false;
    host.onTeardown(() => {
      tornDown = true;
    });
    await bridge.teardownResource({});
    expect(tornDown).toBe(true);
    await bridge.close();
  });

  it("ignores frames from other windows and, with pinned origins, from other origins", async () => {
    const { view, top } = mountFrame();
    const sent: [unknown, string][] = [];
    top.postMessage = ((data: unknown, origin: string) => sent.push([data, origin])) as never;
    host = createHost({
      window: view,
      storage: null,
      allowedOrigins: ["https://host.example", "https://other.example"],
      handshakeTimeoutMs: 50,
    });
    // The handshake went once to each pinned origin (the browser drops the non-matching copies).
    expect(sent.map(([, o]) => o)).toEqual(["https://host.example", "https://other.example"]);
    const id = (sent[0]![0] as { id: number }).id;
    const answer = { jsonrpc: "2.0", id, result: { hostContext: { theme: "dark" } } };
    const post = (origin: string, source: Window) =>
      view.dispatchEvent(new view.MessageEvent("message", { data: answer, origin, source }));
    post("https://evil.example", top);
    post("https://host.example", view); // right origin, wrong window
    await new Promise((r) => setTimeout(r, 5));
    expect(host.getSnapshot().theme).toBe("light");
    post("https://host.example", top);
    await host.ready;
    expect(host.getSnapshot().theme).toBe("dark");
  });

  it('with allowedOrigins ["null", origin], posts each message once, to the named origin only', () => {
    const { view, top } = mountFrame();
    const sent: string[] = [];
    top.postMessage = ((_data: unknown, origin: string) => sent.push(origin)) as never;
    host = createHost({
      window: view,
      storage: null,
      allowedOrigins: ["null", "https://host.example"],
      handshakeTimeoutMs: 50,
    });
    expect(sent).toEqual(["https://host.example"]); // the handshake, once, never to "*"
  });
});
