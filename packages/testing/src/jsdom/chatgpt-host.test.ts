import { afterEach, describe, expect, it } from "vitest";
import { InvalidArgumentError } from "@hostbridge/core";
import { createChatGptHost, type ChatGptHost } from "./chatgpt-host.js";
import { cleanup } from "./cleanup.js";

// The members the Apps SDK reference lists for window.openai ("Puente window.openai para componentes").
const REFERENCE_STATE = ["toolInput", "toolOutput", "toolResponseMetadata", "widgetState"];
const REFERENCE_RUNTIME = [
  "setWidgetState",
  "callTool",
  "sendFollowUpMessage",
  "uploadFile",
  "selectFiles",
  "getFileDownloadUrl",
  "requestDisplayMode",
  "requestModal",
  "requestClose",
  "notifyIntrinsicHeight",
  "openExternal",
  "setOpenInAppUrl",
];
const REFERENCE_CONTEXT = ["theme", "displayMode", "maxHeight", "safeArea", "view", "userAgent", "locale"];

type OpenAiWindow = Window & { openai?: Record<string, any> };
const w = () => window as OpenAiWindow;

/** Records `openai:set_globals` events the way the Apps SDK reference's useOpenAiGlobal listens to them. */
function listenSetGlobals() {
  const events: { globals: Record<string, unknown>; seen: Record<string, unknown> }[] = [];
  const listener = (event: Event) => {
    if (!(event instanceof CustomEvent)) return;
    const globals = event.detail?.globals as Record<string, unknown>;
    // What the Apps SDK reference's getSnapshot would read at that moment.
    const seen = Object.fromEntries(Object.keys(globals).map((k) => [k, w().openai?.[k]]));
    events.push({ globals, seen });
  };
  window.addEventListener("openai:set_globals", listener, { passive: true });
  return { events, stop: () => window.removeEventListener("openai:set_globals", listener) };
}

afterEach(() => cleanup());

describe("createChatGptHost: the Apps SDK reference's window.openai", () => {
  it("installs every state member, runtime function and context signal of the Apps SDK reference", () => {
    createChatGptHost();
    const openai = w().openai!;
    for (const key of REFERENCE_RUNTIME) expect(typeof openai[key], key).toBe("function");
    // Outside the Apps SDK reference page: the Checkout API (private beta), named in the MCP Apps
    // reference's ChatGPT section and the protocol-delta findings.
    expect(typeof openai.requestCheckout, "requestCheckout (not on the reference page)").toBe("function");
    for (const key of [...REFERENCE_STATE, ...REFERENCE_CONTEXT]) expect(key in openai, key).toBe(true);
    expect(openai.toolInput).toEqual({});
    expect(openai.toolOutput).toBeNull();
    expect(openai.toolResponseMetadata).toBeNull();
    expect(openai.widgetState).toBeNull();
    expect(openai.theme).toBe("light");
    expect(openai.displayMode).toBe("inline");
    expect(typeof openai.maxHeight).toBe("number");
    expect(openai.safeArea).toEqual({ insets: { top: 0, bottom: 0, left: 0, right: 0 } });
    expect(openai.view).toEqual({ mode: "inline" });
    expect(openai.userAgent).toEqual({ device: { type: "desktop" }, capabilities: { hover: true, touch: false } });
    expect(openai.locale).toBe("en-US");
  });

  it("set() assigns first, then dispatches openai:set_globals with detail.globals = exactly the changed keys", () => {
    const host = createChatGptHost({ toolOutput: { a: 1 } });
    const { events, stop } = listenSetGlobals();
    host.set({ theme: "dark", toolOutput: { a: 2 } });
    stop();
    expect(events).toEqual([
      { globals: { theme: "dark", toolOutput: { a: 2 } }, seen: { theme: "dark", toolOutput: { a: 2 } } },
    ]);
    expect(host.globals.theme).toBe("dark");
  });

  it("the event is a CustomEvent on window that the Apps SDK reference's subscribe filter lets through per key", () => {
    const host = createChatGptHost();
    const changes: string[] = [];
    const subscribe = (key: string) => (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      if (event.detail?.globals?.[key] === undefined) return;
      changes.push(key);
    };
    const onTheme = subscribe("theme");
    const onLocale = subscribe("locale");
    window.addEventListener("openai:set_globals", onTheme);
    window.addEventListener("openai:set_globals", onLocale);
    host.set({ theme: "dark" });
    host.set({ locale: "fr-FR" });
    window.removeEventListener("openai:set_globals", onTheme);
    window.removeEventListener("openai:set_globals", onLocale);
    expect(changes).toEqual(["theme", "locale"]);
  });

  it("sendFollowUpMessage: scrollToBottom defaults to true, false is kept", async () => {
    const host = createChatGptHost();
    await expect(w().openai!.sendFollowUpMessage({ prompt: "More pizzas" })).resolves.toBeUndefined();
    await w().openai!.sendFollowUpMessage({ prompt: "Quietly", scrollToBottom: false });
    expect(host.messages).toEqual([
      { prompt: "More pizzas", scrollToBottom: true },
      { prompt: "Quietly", scrollToBottom: false },
    ]);
    expect(host.callsOf("sendFollowUpMessage").map((c) => c.args)).toEqual([
      [{ prompt: "More pizzas" }],
      [{ prompt: "Quietly", scrollToBottom: false }],
    ]);
  });

  it("openExternal appends ?redirectUrl= for approved targets unless redirectUrl: false", async () => {
    const host = createChatGptHost({
      redirectDomains: ["https://shop.example"],
      conversationUrl: "https://chatgpt.com/c/123",
    });
    await w().openai!.openExternal({ href: "https://shop.example/cart" });
    await w().openai!.openExternal({ href: "https://shop.example/cart", redirectUrl: false });
    await w().openai!.openExternal({ href: "https://other.example/" });
    expect(host.openedLinks.map((l) => l.url)).toEqual([
      "https://shop.example/cart?redirectUrl=https%3A%2F%2Fchatgpt.com%2Fc%2F123",
      "https://shop.example/cart",
      "https://other.example/",
    ]);
    expect(host.openedLinks[1]).toEqual({
      href: "https://shop.example/cart",
      redirectUrl: false,
      url: "https://shop.example/cart",
    });
  });

  it("uploadFile returns { fileId }, getFileDownloadUrl returns { downloadUrl }", async () => {
    const host = createChatGptHost();
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    const uploaded = await w().openai!.uploadFile(file);
    expect(uploaded).toEqual({ fileId: expect.any(String) });
    const { downloadUrl } = await w().openai!.getFileDownloadUrl({ fileId: uploaded.fileId });
    expect(new URL(downloadUrl).href).toContain(encodeURIComponent(uploaded.fileId));
    expect(host.uploads).toEqual([{ fileId: uploaded.fileId, file, library: false }]);
  });

  it("selectFiles returns { fileId, fileName, mimeType }[]; an upload with { library: true } joins the library", async () => {
    createChatGptHost({ fileLibrary: [{ fileId: "f1", fileName: "a.pdf", mimeType: "application/pdf" }] });
    const { fileId } = await w().openai!.uploadFile(new File(["x"], "b.png", { type: "image/png" }), { library: true });
    const files = await w().openai!.selectFiles();
    expect(files).toEqual([
      { fileId: "f1", fileName: "a.pdf", mimeType: "application/pdf" },
      { fileId, fileName: "b.png", mimeType: "image/png" },
    ]);
  });

  it("without a file library selectFiles is absent (feature detection)", () => {
    createChatGptHost({ fileLibrary: false });
    expect("selectFiles" in w().openai!).toBe(false);
    expect(w().openai!.selectFiles).toBeUndefined();
    expect(typeof w().openai!.uploadFile).toBe("function");
  });

  it("requestCheckout (outside the reference page) is recorded, answered, checked and absent with checkout: false", async () => {
    const host = createChatGptHost();
    await expect(w().openai!.requestCheckout({ id: "cs_1" })).resolves.toEqual({ status: "completed" });
    expect(host.checkouts).toEqual([{ id: "cs_1" }]);
    expect(host.lastCall("requestCheckout")).toEqual({ fn: "requestCheckout", args: [{ id: "cs_1" }] });
    await expect(w().openai!.requestCheckout("cs_1")).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(host.checkouts).toHaveLength(1);
    host.uninstall();
    createChatGptHost({ checkout: false });
    expect("requestCheckout" in w().openai!).toBe(false);
  });

  it("requestDisplayMode grants the mode and announces the displayMode change", async () => {
    createChatGptHost();
    const { events, stop } = listenSetGlobals();
    await expect(w().openai!.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    stop();
    expect(w().openai!.displayMode).toBe("fullscreen");
    expect(events.map((e) => e.globals)).toEqual([{ displayMode: "fullscreen" }]);
  });

  it("requestDisplayMode keeps the current mode when not available, and gives fullscreen for pip on mobile", async () => {
    createChatGptHost({ availableDisplayModes: ["inline", "fullscreen"] });
    await expect(w().openai!.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "inline" });
    expect(w().openai!.displayMode).toBe("inline");
    await cleanup();
    createChatGptHost({ device: "mobile" });
    await expect(w().openai!.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "fullscreen" });
    expect(w().openai!.userAgent).toEqual({ device: { type: "mobile" }, capabilities: { hover: false, touch: true } });
  });

  it("requestModal changes view to { mode: 'modal', params }", async () => {
    const host = createChatGptHost();
    const { events, stop } = listenSetGlobals();
    await w().openai!.requestModal({ template: "ui://widget/details.html", params: { cardId: "c2" } });
    expect(w().openai!.view).toEqual({ mode: "modal", params: { cardId: "c2" } });
    host.closeModal();
    stop();
    expect(events.map((e) => e.globals)).toEqual([
      { view: { mode: "modal", params: { cardId: "c2" } } },
      { view: { mode: "inline" } },
    ]);
    expect(host.lastCall("requestModal")?.args).toEqual([
      { template: "ui://widget/details.html", params: { cardId: "c2" } },
    ]);
  });

  it("setWidgetState stores the snapshot synchronously", () => {
    const host = createChatGptHost();
    const promise = w().openai!.setWidgetState({ selectedId: "p1" });
    expect(w().openai!.widgetState).toEqual({ selectedId: "p1" });
    expect(promise).toBeInstanceOf(Promise);
    expect(host.widgetStates).toEqual([{ selectedId: "p1" }]);
  });

  it("toolInput stays null until the user approves", () => {
    const host = createChatGptHost({ pendingApproval: true, toolInput: { city: "Ignored" } });
    expect(w().openai!.toolInput).toBeNull();
    const { events, stop } = listenSetGlobals();
    host.approve({ city: "Paris" });
    stop();
    expect(w().openai!.toolInput).toEqual({ city: "Paris" });
    expect(events.map((e) => e.globals)).toEqual([{ toolInput: { city: "Paris" } }]);
  });

  it("callTool answers with the configured tools, an error result for unknown ones", async () => {
    createChatGptHost({
      tools: {
        add: ({ a, b }) => ({ structuredContent: { sum: (a as number) + (b as number) }, content: [] }),
        fixed: { structuredContent: { ok: true }, content: [] },
      },
    });
    await expect(w().openai!.callTool("add", { a: 2, b: 3 })).resolves.toMatchObject({ structuredContent: { sum: 5 } });
    await expect(w().openai!.callTool("fixed", {})).resolves.toMatchObject({ structuredContent: { ok: true } });
    await expect(w().openai!.callTool("nope", {})).resolves.toMatchObject({ isError: true });
  });

  it("a finished tool call sets toolOutput and toolResponseMetadata { status, call_tool_result, mcp_tool_result }", () => {
    const result = {
      content: [{ type: "text", text: "3 pizzas" }],
      structuredContent: { n: 3 },
      _meta: { secret: "s" },
    };
    const host = createChatGptHost({ toolResult: result });
    expect(w().openai!.toolOutput).toEqual({ n: 3 });
    expect(w().openai!.toolResponseMetadata).toEqual({
      status: "success",
      call_tool_result: result,
      mcp_tool_result: result,
    });
    const { events, stop } = listenSetGlobals();
    host.setToolResult({ content: [{ type: "text", text: "boom" }], isError: true });
    stop();
    expect(events[0]?.globals).toMatchObject({ toolOutput: null, toolResponseMetadata: { status: "error" } });
  });

  it("handlers replace defaults and may reject", async () => {
    const host = createChatGptHost({
      handlers: {
        callTool: async (name) => ({ content: [{ type: "text", text: `custom ${name}` }] }),
        getFileDownloadUrl: () => Promise.reject(new Error("expired")),
      },
    });
    await expect(w().openai!.callTool("x", {})).resolves.toEqual({ content: [{ type: "text", text: "custom x" }] });
    await expect(w().openai!.getFileDownloadUrl({ fileId: "f" })).rejects.toThrow("expired");
    expect(host.calls.map((c) => c.fn)).toEqual(["callTool", "getFileDownloadUrl"]);
  });

  it("bad input rejects with InvalidArgumentError", async () => {
    createChatGptHost();
    await expect(w().openai!.sendFollowUpMessage({})).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(w().openai!.requestDisplayMode({ mode: "huge" })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(w().openai!.uploadFile("not a file")).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(w().openai!.openExternal({ href: "/relative" })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it("records requestClose, notifyIntrinsicHeight and setOpenInAppUrl", async () => {
    const host = createChatGptHost();
    expect(w().openai!.notifyIntrinsicHeight(321)).toBeUndefined();
    await w().openai!.requestClose();
    await w().openai!.setOpenInAppUrl({ href: "https://app.example/item/1" });
    await Promise.resolve();
    expect(host.intrinsicHeight).toBe(321);
    expect(host.closeRequests).toBe(1);
    expect(host.openInAppUrl).toBe("https://app.example/item/1");
  });

  it("options set locale, theme and the rest of the initial globals", () => {
    createChatGptHost({ locale: "ko-KR", theme: "dark", maxHeight: 720, toolOutput: { x: 1 }, device: "tablet" });
    expect(w().openai).toMatchObject({ locale: "ko-KR", theme: "dark", maxHeight: 720, toolOutput: { x: 1 } });
    expect(w().openai!.userAgent.device.type).toBe("tablet");
  });

  it("uninstall removes window.openai and silences set()", () => {
    const host = createChatGptHost();
    host.uninstall();
    expect("openai" in window).toBe(false);
    const { events, stop } = listenSetGlobals();
    host.set({ theme: "dark" });
    stop();
    expect(events).toEqual([]);
    expect(host.installed).toBe(false);
  });

  it("installs on a given window (an iframe) with that realm's CustomEvent", () => {
    const iframe = document.createElement("iframe");
    document.body.appendChild(iframe);
    const frame = iframe.contentWindow as Window & typeof globalThis & { openai?: Record<string, unknown> };
    let host: ChatGptHost | undefined;
    try {
      host = createChatGptHost({ window: frame });
      expect(frame.openai).toBe(host.openai);
      expect("openai" in window).toBe(false);
      let ok = false;
      frame.addEventListener("openai:set_globals", (e) => (ok = e instanceof frame.CustomEvent));
      host.set({ theme: "dark" });
      expect(ok).toBe(true);
    } finally {
      host?.uninstall();
      iframe.remove();
    }
  });
});
