import { afterEach, describe, expect, it } from "vitest";
import { createHost, InvalidArgumentError } from "@hostbridge/core";
import { connectMcpAppsFrame, connectOpenAiFrame, installOpenAiInFrame, type OpenAiFrame } from "../browser.js";
import { cleanup } from "../jsdom/cleanup.js";

type AnyWindow = Window & typeof globalThis & { openai?: any };

// Like postMessage's structured clone, but jsdom's Blobs (which Node cannot clone) pass as they are.
function clone(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(clone);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
  return value;
}

/** jsdom's postMessage sets no `event.source`: deliver asynchronously with the sender as source. */
function patchPostMessage(target: AnyWindow, source: Window) {
  target.postMessage = ((data: unknown) => {
    setTimeout(() => target.dispatchEvent(new target.MessageEvent("message", { data: clone(data), source })), 0);
  }) as typeof target.postMessage;
}

const frames: HTMLIFrameElement[] = [];
const installed: OpenAiFrame[] = [];
afterEach(async () => {
  installed.splice(0).forEach((f) => f.dispose());
  frames.splice(0).forEach((f) => f.remove());
  await cleanup();
});

function makeFrame(doc: Document = document): AnyWindow {
  const iframe = doc.createElement("iframe");
  doc.body.appendChild(iframe);
  frames.push(iframe);
  return iframe.contentWindow as AnyWindow;
}

/** A host page window and a widget frame whose postMessage carries `event.source`. */
function twoWindows() {
  const frame = makeFrame();
  const top = frame.parent as AnyWindow; // the jsdom Window (not vitest's globalThis.window)
  patchPostMessage(top, frame);
  patchPostMessage(frame, top);
  return { frame, top };
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe("browser entry: window.openai in a frame, answered by the host page", () => {
  it("round-trips calls, replies and set_globals over the envelope", async () => {
    const { frame, top } = twoWindows();
    const seen: unknown[] = [];
    const host = connectOpenAiFrame(() => frame, {
      window: top,
      theme: "dark",
      tools: { echo: (args) => ({ content: [], structuredContent: args }) },
      onCall: (c) => seen.push(c.fn),
    });
    installed.push(installOpenAiInFrame(host.init, frame));
    const openai = frame.openai;
    expect(openai.theme).toBe("dark");

    await expect(openai.callTool("echo", { a: 1 })).resolves.toEqual({ content: [], structuredContent: { a: 1 } });
    await expect(openai.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    expect(openai.displayMode).toBe("fullscreen"); // set_globals arrived before the reply
    await openai.sendFollowUpMessage({ prompt: "hi" });
    expect(host.messages).toEqual([{ prompt: "hi", scrollToBottom: true }]);
    expect(seen).toEqual(["callTool", "requestDisplayMode", "sendFollowUpMessage"]);

    const events: unknown[] = [];
    frame.addEventListener("openai:set_globals", (e) => {
      if (e instanceof frame.CustomEvent) events.push(e.detail.globals);
    });
    host.set({ toolOutput: { n: 2 } });
    await tick();
    expect(openai.toolOutput).toEqual({ n: 2 });
    expect(events).toEqual([{ toolOutput: { n: 2 } }]);
  });

  it("setWidgetState is synchronous in the frame and reaches the host's copy", async () => {
    const { frame, top } = twoWindows();
    const host = connectOpenAiFrame(() => frame, { window: top });
    installed.push(installOpenAiInFrame(host.init, frame));
    const done = frame.openai.setWidgetState({ selectedId: "p2" });
    expect(frame.openai.widgetState).toEqual({ selectedId: "p2" });
    await done;
    expect(host.globals.widgetState).toEqual({ selectedId: "p2" });
    expect(host.widgetStates).toEqual([{ selectedId: "p2" }]);
    // A frame loaded again starts from the host's current globals, its widget state included.
    expect(host.init.globals.widgetState).toEqual({ selectedId: "p2" });
  });

  it("carries File arguments and returns { fileId }; errors come back typed", async () => {
    const { frame, top } = twoWindows();
    const host = connectOpenAiFrame(() => frame, { window: top });
    installed.push(installOpenAiInFrame(host.init, frame));
    const file = new File(["abc"], "a.txt", { type: "text/plain" });
    const { fileId } = await frame.openai.uploadFile(file);
    expect(host.uploads[0]?.file).toBe(file);
    await expect(frame.openai.getFileDownloadUrl({ fileId })).resolves.toEqual({
      downloadUrl: expect.stringContaining(fileId),
    });
    await expect(frame.openai.requestDisplayMode({ mode: "sideways" })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it("selectFiles is absent in the frame when the host has no file library", () => {
    const { frame, top } = twoWindows();
    const host = connectOpenAiFrame(() => frame, { window: top, fileLibrary: false, pendingApproval: true });
    installed.push(installOpenAiInFrame(host.init, frame));
    expect("selectFiles" in frame.openai).toBe(false);
    expect(frame.openai.toolInput).toBeNull();
  });

  it("requestCheckout reaches the page's host (recorded in checkouts); checkout: false removes it in the frame", async () => {
    const { frame, top } = twoWindows();
    const host = connectOpenAiFrame(() => frame, { window: top });
    installed.push(installOpenAiInFrame(host.init, frame));
    await expect(frame.openai.requestCheckout({ id: "cs_7" })).resolves.toEqual({ status: "completed" });
    expect(host.checkouts).toEqual([{ id: "cs_7" }]);
    const other = twoWindows();
    const without = connectOpenAiFrame(() => other.frame, { window: other.top, checkout: false });
    installed.push(installOpenAiInFrame(without.init, other.frame));
    expect("requestCheckout" in other.frame.openai).toBe(false);
  });

  it("works through a sandbox proxy frame that relays messages, and ignores other sources", async () => {
    const proxy = makeFrame();
    const top = proxy.parent as AnyWindow;
    const widget = makeFrame(proxy.document);
    expect(widget.parent).toBe(proxy);
    patchPostMessage(top, proxy); // what the proxy posts up comes from the proxy frame
    patchPostMessage(widget, proxy); // what the proxy posts down comes from the proxy frame
    // Both the host page and the widget post to the proxy: calls come up from the widget, the rest down from the page.
    proxy.postMessage = ((data: { __hostbridgeOpenai?: string }) => {
      const source = data?.__hostbridgeOpenai === "call" ? widget : top;
      setTimeout(() => proxy.dispatchEvent(new proxy.MessageEvent("message", { data: clone(data), source })), 0);
    }) as typeof proxy.postMessage;
    // The proxy page relays every message, both ways, unchanged.
    proxy.addEventListener("message", (e) => {
      if (e.source === widget) top.postMessage(e.data, "*");
      else if (e.source === top) widget.postMessage(e.data, "*");
    });

    const host = connectOpenAiFrame(() => proxy, { window: top });
    installed.push(installOpenAiInFrame(host.init, widget));
    await expect(widget.openai.requestModal({ params: { cardId: "c1" } })).resolves.toBeUndefined();
    expect(widget.openai.view).toEqual({ mode: "modal", params: { cardId: "c1" } });

    // A call envelope from another frame is not answered.
    const stranger = makeFrame();
    top.dispatchEvent(
      new top.MessageEvent("message", {
        data: { __hostbridgeOpenai: "call", id: 1, fn: "requestClose", args: [] },
        source: stranger,
      }),
    );
    await tick();
    expect(host.callsOf("requestClose")).toEqual([]);
  });

  it("dispose removes window.openai in the frame; the host stops answering after dispose", async () => {
    const { frame, top } = twoWindows();
    const host = connectOpenAiFrame(() => frame, { window: top });
    const installedFrame = installOpenAiInFrame(host.init, frame);
    host.dispose();
    const call = frame.openai.requestClose();
    let settled = false;
    call.then(
      () => (settled = true),
      () => (settled = true),
    );
    await tick(20);
    expect(settled).toBe(false);
    expect(host.calls).toEqual([]);
    installedFrame.dispose();
    await expect(call).rejects.toThrow(/uninstalled/);
    expect("openai" in frame).toBe(false);
  });

  it("connectMcpAppsFrame: AppBridge on the page talks JSON-RPC over postMessage with a widget in the frame", async () => {
    const { frame, top } = twoWindows();
    const mcp = connectMcpAppsFrame(frame, {
      window: top,
      theme: "dark",
      toolInput: { city: "Oslo" },
      tools: { echo: (args) => ({ content: [], structuredContent: args }) },
    });
    // The widget side: core's createHost inside the frame finds window.parent and speaks MCP Apps.
    const host = createHost({ window: frame, storage: null, notice: false });
    try {
      await host.ready;
      await mcp.initialized;
      expect(host.kind).toBe("mcp-apps");
      expect(host.getSnapshot().theme).toBe("dark");
      await mcp.idle();
      await tick(20);
      expect(host.getSnapshot().toolInput).toEqual({ city: "Oslo" });
      await expect(host.callTool("echo", { a: 1 })).resolves.toMatchObject({ structuredContent: { a: 1 } });
      expect(mcp.requestsOf("tools/call")).toHaveLength(1);
    } finally {
      await host.close();
      await mcp.close();
    }
  });
});
