import { afterEach, describe, expect, it } from "vitest";
import { InvalidArgumentError, UnsupportedError } from "./errors.js";
import { createHost } from "./host.js";
import type { Feature, Host } from "./host-types.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";

let fake: FakeOpenAi | undefined;
let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  fake?.uninstall();
  fake = host = undefined;
});

describe("window.openai adapter (ChatGPT)", () => {
  it("reads every global synchronously at creation", () => {
    fake = installFakeOpenAi(window, {
      globals: {
        toolInput: { city: "Paris" },
        toolOutput: { pizzas: [1] },
        theme: "dark",
        displayMode: "pip",
        widgetState: { selectedId: "a" },
        locale: "fr-FR",
      },
    });
    host = createHost();
    expect(host.kind).toBe("chatgpt");
    const s = host.getSnapshot();
    expect(s).toMatchObject({
      toolInput: { city: "Paris" },
      toolOutput: { pizzas: [1] },
      theme: "dark",
      displayMode: "pip",
      widgetState: { selectedId: "a" },
      locale: "fr-FR",
      maxHeight: 500,
      userAgent: { device: { type: "desktop" } },
      toolStatus: "success",
      toolResult: { structuredContent: { pizzas: [1] } },
    });
  });

  it("follows openai:set_globals: only announced keys change, the rest keep identity", () => {
    fake = installFakeOpenAi(window, { globals: { toolInput: { q: 1 } } });
    host = createHost();
    expect(host.getSnapshot().toolStatus).toBe("pending");
    const before = host.getSnapshot();
    const changes: string[][] = [];
    host.subscribe((c) => changes.push([...c]));
    fake.set({ theme: "dark" });
    expect(host.getSnapshot().theme).toBe("dark");
    expect(host.getSnapshot().safeArea).toBe(before.safeArea);
    expect(host.getSnapshot().toolInput).toBe(before.toolInput);
    expect(changes).toEqual([["theme"]]);
    // A key whose value in detail.globals is undefined is not a change (the Apps SDK reference's rule).
    fake.openai.locale = "de-DE";
    window.dispatchEvent(new CustomEvent("openai:set_globals", { detail: { globals: { locale: undefined } } }));
    expect(host.getSnapshot().locale).toBe("en-US");
    // The value comes from window.openai, as the Apps SDK reference's hook reads it.
    window.dispatchEvent(new CustomEvent("openai:set_globals", { detail: { globals: { locale: "x" } } }));
    expect(host.getSnapshot().locale).toBe("de-DE");
    // The tool output arriving completes the lifecycle; an error result is an error.
    fake.set({ toolOutput: { done: true }, toolResponseMetadata: { mcp_tool_result: { isError: true, content: [] } } });
    expect(host.getSnapshot().toolStatus).toBe("error");
    // Malformed events are ignored.
    window.dispatchEvent(new CustomEvent("openai:set_globals", { detail: null }));
    window.dispatchEvent(new CustomEvent("openai:set_globals"));
    expect(host.getSnapshot().theme).toBe("dark");
  });

  it("routes every function of the Apps SDK reference to window.openai", async () => {
    fake = installFakeOpenAi(window);
    host = createHost();
    const file = new Blob(["x"]);
    expect((await host.callTool("load_more", { cursor: "c" })).structuredContent).toEqual({
      name: "load_more",
      args: { cursor: "c" },
    });
    await host.sendFollowUpMessage({ prompt: "hi", scrollToBottom: false });
    expect(await host.uploadFile(file, { library: true })).toEqual({ fileId: "file_1" });
    expect(await host.selectFiles()).toEqual([{ fileId: "file_2", fileName: "a.pdf", mimeType: "application/pdf" }]);
    expect(await host.getFileDownloadUrl({ fileId: "file_2" })).toEqual({
      downloadUrl: "https://files.example/file_2",
    });
    expect(await host.requestDisplayMode({ mode: "fullscreen" })).toEqual({ mode: "fullscreen" });
    expect(host.getSnapshot().displayMode).toBe("fullscreen");
    await host.requestModal({ template: "ui://widget/details.html", params: { id: 1 } });
    expect(host.getSnapshot().view).toEqual({ mode: "modal", params: { id: 1 } });
    await host.requestClose();
    host.notifyIntrinsicHeight(240);
    await host.openExternal({ href: "https://example.com", redirectUrl: false });
    await host.setOpenInAppUrl({ href: "https://example.com/app" });
    await host.setWidgetState({ selectedId: "b" });
    expect(host.getSnapshot().widgetState).toEqual({ selectedId: "b" });
    expect(fake.openai.widgetState).toEqual({ selectedId: "b" });
    await host.setWidgetState({ modelContent: { n: 1 }, privateContent: { secret: 2 }, imageIds: ["img_1"] });
    expect(fake.openai.widgetState).toEqual({
      modelContent: { n: 1 },
      privateContent: { secret: 2 },
      imageIds: ["img_1"],
    });
    expect(fake.calls).toEqual([
      ["callTool", "load_more", { cursor: "c" }],
      ["sendFollowUpMessage", { prompt: "hi", scrollToBottom: false }],
      ["uploadFile", file, { library: true }],
      ["selectFiles"],
      ["getFileDownloadUrl", { fileId: "file_2" }],
      ["requestDisplayMode", { mode: "fullscreen" }],
      ["requestModal", { template: "ui://widget/details.html", params: { id: 1 } }],
      ["requestClose"],
      ["notifyIntrinsicHeight", 240],
      ["openExternal", { href: "https://example.com", redirectUrl: false }],
      ["setOpenInAppUrl", { href: "https://example.com/app" }],
      ["setWidgetState", { selectedId: "b" }],
      ["setWidgetState", { modelContent: { n: 1 }, privateContent: { secret: 2 }, imageIds: ["img_1"] }],
    ]);
  });

  it("supports() tells ChatGPT-only features from MCP-only ones; missing selectFiles is unsupported", async () => {
    fake = installFakeOpenAi(window, { withoutSelectFiles: true });
    host = createHost();
    const yes: Feature[] = [
      "callTool",
      "sendFollowUpMessage",
      "setWidgetState",
      "uploadFile",
      "getFileDownloadUrl",
      "requestDisplayMode",
      "requestModal",
      "requestClose",
      "notifyIntrinsicHeight",
      "openExternal",
      "setOpenInAppUrl",
      "requestCheckout",
    ];
    const no: Feature[] = ["selectFiles", "updateModelContext", "readResource", "log", "downloadFile"];
    for (const f of yes) expect(host.supports(f), f).toBe(true);
    for (const f of no) expect(host.supports(f), f).toBe(false);
    await expect(host.selectFiles()).rejects.toBeInstanceOf(UnsupportedError);
    await expect(host.readResource({ uri: "ui://x" })).rejects.toBeInstanceOf(UnsupportedError);
    expect(fake.calls).toEqual([]);
  });

  it("validates arguments before calling window.openai and passes its failures through", async () => {
    fake = installFakeOpenAi(window, {
      overrides: {
        callTool: () => {
          throw new Error("tool not allowed");
        },
      },
    });
    host = createHost();
    await expect(host.callTool("")).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(host.sendFollowUpMessage({} as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(host.getFileDownloadUrl({ fileId: 3 } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(host.setWidgetState("x" as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(() => host!.notifyIntrinsicHeight(-1)).toThrow(InvalidArgumentError);
    expect(fake.calls).toEqual([]);
    await expect(host.callTool("x")).rejects.toThrow("tool not allowed");
  });

  it("stops following window.openai after close()", async () => {
    fake = installFakeOpenAi(window);
    host = createHost();
    await host.close();
    fake.set({ theme: "dark" });
    expect(host.getSnapshot().theme).toBe("light");
    await expect(host.callTool("x")).rejects.toMatchObject({ code: "closed" });
    expect(host.supports("callTool")).toBe(false);
  });
});

describe("requestCheckout", () => {
  it("goes to window.openai.requestCheckout in ChatGPT and checks its argument", async () => {
    fake = installFakeOpenAi(window);
    host = createHost();
    expect(host.supports("requestCheckout")).toBe(true);
    await expect(host.requestCheckout({ id: "cs_1" })).resolves.toEqual({
      status: "completed",
      session: { id: "cs_1" },
    });
    expect(fake.calls).toContainEqual(["requestCheckout", { id: "cs_1" }]);
    await expect(host.requestCheckout("cs_1" as never)).rejects.toThrow("requestCheckout: invalid options.");
  });

  it("is unsupported where window.openai lacks it and on a plain MCP Apps host", async () => {
    fake = installFakeOpenAi(window, { overrides: { requestCheckout: undefined as never } });
    delete (window as { openai?: Record<string, unknown> }).openai!.requestCheckout;
    host = createHost();
    expect(host.supports("requestCheckout")).toBe(false);
    await expect(host.requestCheckout({ id: "cs_1" })).rejects.toBeInstanceOf(UnsupportedError);
    const { connectToBridge } = await import("./test-support/bridge.js");
    const pair = await connectToBridge();
    await pair.host.ready;
    expect(pair.host.supports("requestCheckout")).toBe(false);
    await expect(pair.host.requestCheckout({ id: "cs_1" })).rejects.toBeInstanceOf(UnsupportedError);
    await pair.host.close();
  });
});
