import { afterEach, describe, expect, it } from "vitest";
import { createHost, UnsupportedError, type Host } from "@hostbridge/core";
import { cleanup } from "./cleanup.js";
import { createMcpAppsHost, type McpAppsHostOptions } from "./mcp-apps-host.js";

const hosts: Host[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  await cleanup();
});

/** A widget (core's Host) connected to a fresh fake MCP Apps host. */
async function connect(options: McpAppsHostOptions = {}, widget: Parameters<typeof createHost>[0] = {}) {
  const mcp = createMcpAppsHost(options);
  const host = createHost({ port: mcp.port, storage: null, ...widget });
  hosts.push(host);
  await host.ready;
  await mcp.initialized;
  return { mcp, host };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
};

describe("createMcpAppsHost: AppBridge as the real peer", () => {
  it("completes the handshake and records ui/initialize and initialized", async () => {
    const { mcp, host } = await connect(
      { theme: "dark", locale: "de-DE" },
      { appInfo: { name: "pizza", version: "1.2.3" } },
    );
    expect(host.kind).toBe("mcp-apps");
    expect(host.getSnapshot()).toMatchObject({ theme: "dark", locale: "de-DE" });
    expect(mcp.isInitialized).toBe(true);
    expect(mcp.appInfo).toEqual({ name: "pizza", version: "1.2.3" });
    expect(mcp.requests.map((r) => r.method)).toEqual(["ui/initialize"]);
    expect(mcp.notifications.map((n) => n.method)).toEqual(["ui/notifications/initialized"]);
  });

  it("queues tool input and result sent before the widget is initialized, then delivers them in order", async () => {
    const mcp = createMcpAppsHost();
    const early = mcp.sendToolInput({ city: "Paris" });
    void mcp.sendToolResult({ content: [], structuredContent: { city: "Paris", pizzas: [] } });
    expect(mcp.sent).toEqual([]); // nothing goes out before `initialized`
    const host = createHost({ port: mcp.port, storage: null });
    hosts.push(host);
    await early;
    await until(() => host.getSnapshot().toolStatus === "success", "the tool result");
    expect(host.getSnapshot()).toMatchObject({
      toolInput: { city: "Paris" },
      toolOutput: { city: "Paris", pizzas: [] },
    });
    const methods = mcp.sent.map((m) => (m as { method?: string }).method).filter(Boolean);
    expect(methods).toEqual(["ui/notifications/tool-input", "ui/notifications/tool-result"]);
  });

  it("sends initial toolInput / toolOutput from the options", async () => {
    const { host } = await connect({
      toolInput: { city: "Rome" },
      toolOutput: { n: 3 },
      toolResponseMetadata: { hidden: true },
    });
    await until(() => host.getSnapshot().toolOutput !== null, "tool output");
    expect(host.getSnapshot()).toMatchObject({
      toolInput: { city: "Rome" },
      toolOutput: { n: 3 },
      toolResponseMetadata: { hidden: true },
    });
  });

  it("answers tools/call from the tools map and records the request", async () => {
    const { mcp, host } = await connect({
      tools: { add: ({ a, b }) => ({ content: [], structuredContent: { sum: Number(a) + Number(b) } }) },
    });
    await expect(host.callTool("add", { a: 1, b: 2 })).resolves.toMatchObject({ structuredContent: { sum: 3 } });
    await expect(host.callTool("missing", {})).resolves.toMatchObject({ isError: true });
    expect(mcp.requestsOf("tools/call").map((r) => r.params?.name)).toEqual(["add", "missing"]);
  });

  it("records ui/message, ui/open-link, update-model-context, logs, size changes and teardown requests", async () => {
    const { mcp, host } = await connect();
    await host.sendFollowUpMessage({ prompt: "Hello" });
    await host.openExternal({ href: "https://example.com/a" });
    await host.updateModelContext({ structuredContent: { selected: 2 } });
    await host.log({ level: "info", data: "hi" });
    host.notifyIntrinsicHeight(240);
    await host.requestClose();
    await until(() => mcp.teardownRequests === 1 && mcp.sizes.length === 1 && mcp.logs.length === 1, "notifications");
    expect(mcp.messages).toEqual([{ role: "user", content: [{ type: "text", text: "Hello" }] }]);
    expect(mcp.openedLinks).toEqual(["https://example.com/a"]);
    expect(mcp.modelContext).toEqual({ structuredContent: { selected: 2 } });
    expect(mcp.logs).toEqual([{ level: "info", data: "hi" }]);
    expect(mcp.sizes).toEqual([{ height: 240 }]);
    mcp.clearRecords();
    expect([mcp.received, mcp.sent, mcp.requests, mcp.notifications]).toEqual([[], [], [], []]);
    expect([mcp.messages, mcp.openedLinks, mcp.logs, mcp.sizes, mcp.downloads]).toEqual([[], [], [], [], []]);
    expect([mcp.modelContext, mcp.teardownRequests]).toEqual([null, 0]);
    // Recording goes on after a clear.
    await host.sendFollowUpMessage({ prompt: "Again" });
    expect(mcp.messages).toEqual([{ role: "user", content: [{ type: "text", text: "Again" }] }]);
  });

  it("reads resources and reports unknown ones as errors", async () => {
    const { host } = await connect({ resources: { "ui://widget/a.html": "<p>a</p>" } });
    await expect(host.readResource({ uri: "ui://widget/a.html" })).resolves.toMatchObject({
      contents: [{ text: "<p>a</p>" }],
    });
    await expect(host.readResource({ uri: "ui://nope" })).rejects.toThrow(/not found/);
  });

  it("requestDisplayMode honours the host's availableDisplayModes and announces the change", async () => {
    const { mcp, host } = await connect({ availableDisplayModes: ["inline", "fullscreen"] });
    await expect(host.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "inline" });
    await expect(host.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    expect(host.getSnapshot().displayMode).toBe("fullscreen");
    expect(mcp.hostContext.displayMode).toBe("fullscreen");
    expect(mcp.sent.some((m) => (m as { method?: string }).method === "ui/notifications/host-context-changed")).toBe(
      true,
    );
  });

  it("setHostContext sends only the change; cancel and partial input reach the widget", async () => {
    const { mcp, host } = await connect();
    await mcp.setHostContext({ theme: "dark" });
    await until(() => host.getSnapshot().theme === "dark", "theme");
    const changes = mcp.sent.filter(
      (m) => (m as { method?: string }).method === "ui/notifications/host-context-changed",
    );
    expect(changes.map((m) => (m as { params?: unknown }).params)).toEqual([{ theme: "dark" }]);
    await mcp.sendToolInputPartial({ city: "Par" });
    await until(() => host.getSnapshot().toolStatus === "input-streaming", "streaming");
    await mcp.cancel("user stopped it");
    await until(() => host.getSnapshot().toolStatus === "cancelled", "cancel");
    expect(host.getSnapshot().toolCancelReason).toBe("user stopped it");
  });

  it("teardown runs the widget's onTeardown and resolves with its answer", async () => {
    const { mcp, host } = await connect();
    let tornDown = false;
    host.onTeardown(() => {
      tornDown = true;
    });
    await expect(mcp.teardown()).resolves.toEqual({});
    expect(tornDown).toBe(true);
  });

  it("configurable capabilities drive host.supports() and unsupported calls", async () => {
    const { mcp, host } = await connect({ capabilities: { serverTools: {} } });
    expect(host.supports("callTool")).toBe(true);
    // Capabilities are hints (core routing rule): the call is sent, and the host's -32601 answer
    // turns into UnsupportedError and a supports() that says false from then on.
    expect(host.supports("sendFollowUpMessage")).toBe(true);
    await expect(host.sendFollowUpMessage({ prompt: "x" })).rejects.toBeInstanceOf(UnsupportedError);
    expect(mcp.requestsOf("ui/message")).toHaveLength(1);
    expect(host.supports("sendFollowUpMessage")).toBe(false);
  });

  it("pendingApproval holds the tool input until approve()", async () => {
    const { mcp, host } = await connect({ pendingApproval: true, toolInput: { city: "Oslo" } });
    await new Promise((r) => setTimeout(r, 10));
    expect(host.getSnapshot().toolInput).toBeNull();
    await mcp.approve({ city: "Oslo" });
    await until(() => host.getSnapshot().toolInput !== null, "approved input");
    expect(host.getSnapshot().toolInput).toEqual({ city: "Oslo" });
  });

  it("close() stops the bridge; later sends reject", async () => {
    const { mcp } = await connect();
    await mcp.close();
    await expect(mcp.sendToolInput({})).rejects.toThrow(/closed/);
  });
});
