import { afterEach, describe, expect, it, vi } from "vitest";
import { HostError, InvalidArgumentError, UnsupportedError } from "./errors.js";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";

const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms));
const fail = (p: Promise<unknown>): Promise<any> =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
/** Waits until the predicate holds (bounded), so tests do not depend on exact task counts. */
async function until(pred: () => boolean, ms = 1000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error("condition not reached");
    await tick(2);
  }
}

let open: Host[] = [];
afterEach(async () => {
  await Promise.all(open.map((h) => h.close()));
  open = [];
});

const ALL_CAPS = {
  serverTools: {},
  serverResources: {},
  openLinks: {},
  logging: {},
  updateModelContext: { text: {} },
  message: { text: {} },
  downloadFile: {},
};

describe("MCP Apps adapter against the official AppBridge", () => {
  it("does the handshake and fills the snapshot from the host context", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { host, bridge, initialized } = await connectToBridge({
      capabilities: ALL_CAPS,
      hostContext: {
        theme: "dark",
        displayMode: "inline",
        availableDisplayModes: ["inline", "fullscreen"],
        locale: "fr-FR",
        timeZone: "Europe/Paris",
        platform: "mobile",
        safeAreaInsets: { top: 1, right: 2, bottom: 3, left: 4 },
        containerDimensions: { maxHeight: 600 },
        deviceCapabilities: { touch: true, hover: false },
        styles: { variables: { "--color-background-primary": "#000" } as never },
      },
      hostOptions: { appInfo: { name: "W", version: "2.0.0" }, availableDisplayModes: ["inline", "fullscreen"] },
    });
    open.push(host);
    expect(host.kind).toBe("mcp-apps");
    await host.ready;
    await initialized;
    expect(bridge.getAppVersion()).toEqual({ name: "W", version: "2.0.0" });
    expect(bridge.getAppCapabilities()).toEqual({ availableDisplayModes: ["inline", "fullscreen"] });
    const s = host.getSnapshot();
    expect(s).toMatchObject({
      theme: "dark",
      locale: "fr-FR",
      timeZone: "Europe/Paris",
      platform: "mobile",
      maxHeight: 600,
      availableDisplayModes: ["inline", "fullscreen"],
      safeArea: { insets: { top: 1, right: 2, bottom: 3, left: 4 } },
      userAgent: { device: { type: "mobile" }, capabilities: { touch: true, hover: false } },
      styles: { variables: { "--color-background-primary": "#000" } },
      hostInfo: { name: "TestHost", version: "1.0.0" },
    });
  });

  it("routes tool lifecycle notifications into the snapshot", async () => {
    const { host, bridge, initialized } = await connectToBridge();
    open.push(host);
    const changes: string[][] = [];
    host.subscribe((c) => changes.push([...c]));
    await initialized;
    expect(host.getSnapshot().toolStatus).toBe("idle");
    await bridge.sendToolInputPartial({ arguments: { city: "Pa" } });
    await until(() => host.getSnapshot().toolStatus === "input-streaming");
    expect(host.getSnapshot().toolInputPartial).toEqual({ city: "Pa" });
    await bridge.sendToolInput({ arguments: { city: "Paris" } });
    await until(() => host.getSnapshot().toolStatus === "pending");
    expect(host.getSnapshot().toolInput).toEqual({ city: "Paris" });
    const before = host.getSnapshot();
    await bridge.sendToolResult({
      content: [{ type: "text", text: "sunny" }],
      structuredContent: { t: 21 },
      _meta: { k: 1 },
    });
    await until(() => host.getSnapshot().toolStatus === "success");
    const s = host.getSnapshot();
    expect(s.toolOutput).toEqual({ t: 21 });
    expect(s.toolResponseMetadata).toEqual({ k: 1 });
    expect(s.toolResult?.content).toEqual([{ type: "text", text: "sunny" }]);
    expect(s.toolInput).toBe(before.toolInput); // unchanged keys keep identity
    expect(s.toolResultMeta).toEqual({ k: 1 });
    expect(changes.at(-1)?.sort()).toEqual([
      "toolOutput",
      "toolResponseMetadata",
      "toolResult",
      "toolResultMeta",
      "toolStatus",
    ]);
    await bridge.sendHostContextChange({ theme: "dark" });
    await until(() => host.getSnapshot().theme === "dark");
    expect(host.getSnapshot().displayMode).toBe("inline"); // shallow merge keeps the rest
  });

  it("marks an isError result as error and a cancellation as cancelled", async () => {
    const a = await connectToBridge();
    open.push(a.host);
    await a.initialized;
    await a.bridge.sendToolResult({ content: [], isError: true });
    await until(() => a.host.getSnapshot().toolStatus === "error");
    const b = await connectToBridge();
    open.push(b.host);
    await b.initialized;
    await b.bridge.sendToolInput({ arguments: {} });
    await b.bridge.sendToolCancelled({ reason: "user" });
    await until(() => b.host.getSnapshot().toolStatus === "cancelled");
    expect(b.host.getSnapshot().toolCancelReason).toBe("user");
  });

  it("routes every standard call to the bridge with the right params and returns its result", async () => {
    const seen: Record<string, unknown> = {};
    const { host, initialized } = await connectToBridge({
      capabilities: ALL_CAPS,
      hostContext: { theme: "light", displayMode: "inline", availableDisplayModes: ["inline", "fullscreen"] },
      setup(b) {
        b.oncalltool = async (p) => {
          seen.tool = p;
          return { content: [{ type: "text", text: `hi ${p.name}` }], structuredContent: { ok: true } };
        };
        b.onmessage = async (p) => ((seen.message = p), {});
        b.onopenlink = async (p) => ((seen.link = p), {});
        b.onupdatemodelcontext = async (p) => ((seen.context = p), {});
        b.onreadresource = async (p) => ((seen.read = p), { contents: [{ uri: p.uri, text: "x" }] });
        b.ondownloadfile = async (p) => ((seen.download = p), {});
        b.onrequestdisplaymode = async (p) => ((seen.mode = p), { mode: p.mode });
        b.onloggingmessage = (p) => void (seen.log = p);
        b.onsizechange = (p) => void (seen.size = p);
        b.onrequestteardown = (p) => void (seen.teardown = p ?? {});
      },
    });
    open.push(host);
    await host.ready;
    await initialized;
    const r = await host.callTool("get_weather", { city: "Tokyo" });
    expect(r.structuredContent).toEqual({ ok: true });
    expect(seen.tool).toMatchObject({ name: "get_weather", arguments: { city: "Tokyo" } });
    await host.sendFollowUpMessage({ prompt: "hello" });
    expect(seen.message).toEqual({ role: "user", content: [{ type: "text", text: "hello" }] });
    await host.openExternal({ href: "https://example.com" });
    expect(seen.link).toEqual({ url: "https://example.com" });
    await host.updateModelContext({ content: [{ type: "text", text: "ctx" }] });
    expect(seen.context).toEqual({ content: [{ type: "text", text: "ctx" }] });
    expect((await host.readResource({ uri: "ui://a" })).contents[0]?.text).toBe("x");
    await host.downloadFile({ contents: [{ type: "resource_link", uri: "https://x/y.txt", name: "y.txt" }] });
    expect(seen.download).toMatchObject({ contents: [{ type: "resource_link", name: "y.txt" }] });
    expect(await host.requestDisplayMode({ mode: "fullscreen" })).toEqual({ mode: "fullscreen" });
    expect(host.getSnapshot().displayMode).toBe("fullscreen");
    await host.log({ level: "info", data: "line" });
    host.notifyIntrinsicHeight(321);
    await host.requestClose();
    await until(() => !!seen.log && !!seen.size && !!seen.teardown);
    expect(seen.log).toMatchObject({ level: "info", data: "line" });
    expect(seen.size).toEqual({ height: 321 });
    for (const f of [
      "callTool",
      "sendFollowUpMessage",
      "openExternal",
      "updateModelContext",
      "readResource",
      "downloadFile",
      "log",
      "requestDisplayMode",
      "requestClose",
      "notifyIntrinsicHeight",
      "setWidgetState",
    ] as const) {
      expect(host.supports(f), f).toBe(true);
    }
    const chatGptOnly = {
      uploadFile: () => host.uploadFile(new Blob(["x"])),
      selectFiles: () => host.selectFiles(),
      getFileDownloadUrl: () => host.getFileDownloadUrl({ fileId: "f1" }),
      requestModal: () => host.requestModal({ template: "ui://widget/x.html" }),
      setOpenInAppUrl: () => host.setOpenInAppUrl({ href: "https://e.com" }),
    };
    for (const [f, call] of Object.entries(chatGptOnly)) {
      expect(host.supports(f as keyof typeof chatGptOnly), f).toBe(false);
      await expect(call()).rejects.toBeInstanceOf(UnsupportedError);
    }
  });

  it("honours a display-mode refusal and reports host errors and refusals", async () => {
    const { host, initialized } = await connectToBridge({
      capabilities: { serverTools: {}, openLinks: {} },
      setup(b) {
        b.onrequestdisplaymode = async () => ({ mode: "inline" });
        b.oncalltool = async () => {
          throw new Error("tool exploded");
        };
        b.onopenlink = async () => ({ isError: true });
      },
    });
    open.push(host);
    await initialized;
    expect(await host.requestDisplayMode({ mode: "pip" })).toEqual({ mode: "inline" });
    expect(host.getSnapshot().displayMode).toBe("inline");
    const err = await fail(host.callTool("x"));
    expect(err).toBeInstanceOf(HostError);
    expect(err.message).toContain("tool exploded");
    expect(await fail(host.openExternal({ href: "https://e.com" }))).toBeInstanceOf(HostError);
  });

  it("asks a host that lacks the capability, learns from its -32601, and rejects bad arguments", async () => {
    const { host } = await connectToBridge({ capabilities: {} });
    open.push(host);
    await host.ready;
    expect(host.supports("callTool")).toBe(true); // a hint, not a gate
    await expect(host.callTool("x")).rejects.toBeInstanceOf(UnsupportedError); // no oncalltool: -32601
    expect(host.supports("callTool")).toBe(false);
    expect(host.getSnapshot().unsupportedFeatures).toEqual(["callTool"]);
    await expect(host.callTool("")).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(host.callTool(42 as never)).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(host.requestDisplayMode({ mode: "huge" as never })).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it("answers ui/resource-teardown after running teardown callbacks", async () => {
    const { host, bridge, initialized } = await connectToBridge();
    open.push(host);
    const order: string[] = [];
    host.onTeardown(async () => {
      await tick(5);
      order.push("callback");
    });
    await initialized;
    await bridge.teardownResource({});
    order.push("answered");
    expect(order).toEqual(["callback", "answered"]);
    // A host request the widget does not serve gets -32601, and the widget keeps working.
    await expect(bridge.listTools({})).rejects.toMatchObject({ code: -32601 });
    await expect(bridge.request({ method: "ping" }, {} as never)).resolves.toEqual({});
  });
});

describe("sendNotification", () => {
  const LIST_CHANGED = "notifications/tools/list_changed";
  it("sends once the bridge is connected, even when called before, and nothing once closed", async () => {
    const received: unknown[] = [];
    const { host, initialized } = await connectToBridge({
      setup: (bridge) => bridge.setNotificationHandler(LIST_CHANGED, (n) => void received.push(n.params?._meta)),
    });
    open.push(host);
    host.sendNotification(LIST_CHANGED, { _meta: { step: 1 } }); // before the handshake has ended
    await initialized;
    await until(() => received.length === 1);
    expect(received).toEqual([{ step: 1 }]);
    host.sendNotification(LIST_CHANGED, { _meta: { uncloneable: () => {} } }); // dropped, never thrown
    await host.close();
    host.sendNotification(LIST_CHANGED, { _meta: { step: 2 } });
    await tick(20);
    expect(received).toEqual([{ step: 1 }]);
  });
});
