import { afterEach, describe, expect, it } from "vitest";
import { StorageError } from "./errors.js";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";
import { memoryStorage } from "./test-support/memory-storage.js";

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const TOOL = { name: "show_todos", inputSchema: { type: "object" as const } };
let open: Host[] = [];
afterEach(async () => {
  await Promise.all(open.map((h) => h.close()));
  open = [];
});

/** A plain MCP Apps host (no window.openai) with a model-context recorder. */
async function mount(
  storage: Storage,
  toolInfo?: object,
  capabilities: object = { updateModelContext: { text: {} } },
  appInfo?: { name: string; version: string },
) {
  const contexts: unknown[] = [];
  const pair = await connectToBridge({
    capabilities,
    hostContext: { theme: "light", displayMode: "inline", ...(toolInfo && { toolInfo: toolInfo as never }) },
    hostOptions: { storage, appInfo },
    setup(b) {
      b.onupdatemodelcontext = async (p) => {
        contexts.push(p);
        await tick(1); // a host that takes a moment: writes must still arrive in order
        return {};
      };
    },
  });
  open.push(pair.host);
  await pair.host.ready;
  return { ...pair, contexts };
}

describe("widget state on a plain MCP Apps host", () => {
  it("applies at once, keeps it per tool call across a reload, and tells the model", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: "call_1", tool: TOOL });
    expect(a.host.supports("setWidgetState")).toBe(true);
    const done = a.host.setWidgetState({ selectedId: "x" });
    expect(a.host.getSnapshot().widgetState).toEqual({ selectedId: "x" }); // synchronous, like window.openai
    await done;
    expect(a.contexts).toEqual([{ content: [{ type: "text", text: '{"selectedId":"x"}' }] }]);
    await a.host.close();

    // The iframe reloads: a new host for the same tool call finds its state again.
    const b = await mount(storage, { id: "call_1", tool: TOOL });
    expect(b.host.getSnapshot().widgetState).toEqual({ selectedId: "x" });
    // Another tool call of the same tool starts empty.
    const c = await mount(storage, { id: "call_2", tool: TOOL });
    expect(c.host.getSnapshot().widgetState).toBeNull();
  });

  it("without toolInfo, keys by the result's viewUUID: a new call starts afresh, a reload gets its state back", async () => {
    const storage = memoryStorage();
    const a = await mount(storage); // like basic-host and MCP-UI: no toolInfo
    await a.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "view-a" } });
    await expect.poll(() => a.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-a" });
    await a.host.setWidgetState({ n: 1 });
    await a.host.close();
    const reload = await mount(storage);
    await reload.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "view-a" } });
    await expect.poll(() => reload.host.getSnapshot().widgetState).toEqual({ n: 1 });
    const next = await mount(storage);
    await next.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "view-b" } });
    await expect.poll(() => next.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-b" });
    expect(next.host.getSnapshot().widgetState).toBeNull();
    // With nothing that names the instance, the state stays in memory: never a key two widgets share.
    const anonymous = await mount(storage);
    await anonymous.host.setWidgetState({ shared: false });
    expect([...storage.map.keys()].filter((key) => key.startsWith("hostbridge:state:"))).toHaveLength(1);
  });

  it('tool-call ids 0 and "0" and two apps on one origin never share a key', async () => {
    const storage = memoryStorage();
    const numeric = await mount(storage, { id: 0, tool: TOOL });
    await numeric.host.setWidgetState({ from: "number" });
    const text = await mount(storage, { id: "0", tool: TOOL });
    expect(text.host.getSnapshot().widgetState).toBeNull();
    await text.host.setWidgetState({ from: "string" });
    const otherApp = await mount(storage, { id: 0, tool: TOOL }, undefined, { name: "other-app", version: "1" });
    expect(otherApp.host.getSnapshot().widgetState).toBeNull();
    const again = await mount(storage, { id: 0, tool: TOOL });
    expect(again.host.getSnapshot().widgetState).toEqual({ from: "number" });
  });

  it("a write before the handshake survives it and reaches the model", async () => {
    const storage = memoryStorage();
    storage.setItem(
      `hostbridge:state:${JSON.stringify(["", "call", TOOL.name, null, "c1"])}`,
      JSON.stringify({ saved: "older" }),
    );
    const contexts: unknown[] = [];
    const pair = await connectToBridge({
      capabilities: {},
      hostContext: { theme: "light", displayMode: "inline", toolInfo: { id: "c1", tool: TOOL } as never },
      hostOptions: { storage },
      setup: (bridge) => (bridge.onupdatemodelcontext = async (params) => (contexts.push(params), {})),
    });
    open.push(pair.host);
    const early = pair.host.setWidgetState({ early: true }); // before the handshake
    await pair.host.ready;
    await early;
    expect(pair.host.getSnapshot().widgetState).toEqual({ early: true });
    expect(contexts).toEqual([{ content: [{ type: "text", text: '{"early":true}' }] }]);
    expect(
      JSON.parse(storage.getItem(`hostbridge:state:${JSON.stringify(["", "call", TOOL.name, null, "c1"])}`)!),
    ).toEqual({ early: true });
  });

  it("keeps at most 50 saved states, evicting the oldest", async () => {
    const storage = memoryStorage();
    for (let i = 0; i < 52; i++) {
      const pair = await mount(storage, { id: `call_${i}`, tool: TOOL }, {});
      await pair.host.setWidgetState({ i });
      await pair.host.close();
    }
    const saved = [...storage.map.keys()].filter((key) => key.startsWith("hostbridge:state:"));
    expect(saved).toHaveLength(50);
    expect(saved.some((key) => key.includes('"call_0"') || key.includes('"call_1"'))).toBe(false);
    expect(saved.some((key) => key.includes('"call_51"'))).toBe(true);
  });

  it("a storage that throws: setWidgetState rejects with StorageError and nothing changes", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: "c", tool: TOOL });
    await a.host.setWidgetState({ n: 1 });
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    await expect(a.host.setWidgetState({ n: 2 })).rejects.toBeInstanceOf(StorageError);
    expect(a.host.getSnapshot().widgetState).toEqual({ n: 1 });
    expect(JSON.parse([...storage.map.entries()].find(([key]) => key.startsWith("hostbridge:state:"))![1])).toEqual({
      n: 1,
    });
    expect(a.contexts).toHaveLength(1);
  });

  it("a write before the handshake whose save then fails rejects with StorageError, and the model is not told", async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const contexts: unknown[] = [];
    const pair = await connectToBridge({
      capabilities: { updateModelContext: { text: {} } },
      hostContext: { theme: "light", displayMode: "inline", toolInfo: { id: "c1", tool: TOOL } as never },
      hostOptions: { storage },
      setup: (bridge) => (bridge.onupdatemodelcontext = async (params) => (contexts.push(params), {})),
    });
    open.push(pair.host);
    const early = pair.host.setWidgetState({ early: true }); // before the handshake names the instance
    await expect(early).rejects.toBeInstanceOf(StorageError);
    expect(contexts).toEqual([]);
    // Later writes report the storage failure themselves, as always.
    await expect(pair.host.setWidgetState({ later: true })).rejects.toBeInstanceOf(StorageError);
  });

  it("a host that reuses call ids: the result's viewUUID wins, so a new call never gets an old call's state", async () => {
    const storage = memoryStorage();
    const resultOf = (viewUUID: string) => ({ content: [], structuredContent: {}, _meta: { viewUUID } });
    const first = await mount(storage, { id: "call_1", tool: TOOL });
    await first.bridge.sendToolResult(resultOf("view-1"));
    await expect.poll(() => first.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-1" });
    await first.host.setWidgetState({ privateContent: "the first call's secret" });
    await first.host.close();

    // The page reloads and the host numbers its calls from 1 again: a new call with a new viewUUID.
    const second = await mount(storage, { id: "call_1", tool: TOOL });
    await second.bridge.sendToolResult(resultOf("view-2"));
    await expect.poll(() => second.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-2" });
    expect(second.host.getSnapshot().widgetState).toBeNull();
    await second.host.setWidgetState({ privateContent: "the second call's" });
    await second.host.close();

    // The first call's frame reloads: its result comes again, and its state with it.
    const again = await mount(storage, { id: "call_1", tool: TOOL });
    await again.bridge.sendToolResult(resultOf("view-1"));
    await expect
      .poll(() => again.host.getSnapshot().widgetState)
      .toEqual({ privateContent: "the first call's secret" });
  });

  it("what the widget wrote before the result named it is kept under the result's name", async () => {
    const storage = memoryStorage();
    const first = await mount(storage, { id: "call_7", tool: TOOL });
    await first.host.setWidgetState({ picked: "a" }); // before the result: named by the call
    await first.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "view-7" } });
    await expect.poll(() => first.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-7" });
    expect(first.host.getSnapshot().widgetState).toEqual({ picked: "a" });
    await first.host.close();
    const reload = await mount(storage, { id: "call_7", tool: TOOL });
    await reload.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "view-7" } });
    await expect.poll(() => reload.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-7" });
    expect(reload.host.getSnapshot().widgetState).toEqual({ picked: "a" });
  });

  it("a reload whose replayed result lost _meta still finds what was written after the result named it", async () => {
    const storage = memoryStorage();
    const first = await mount(storage, { id: "call_8", tool: TOOL });
    await first.bridge.sendToolResult({ content: [], structuredContent: { n: 1 }, _meta: { viewUUID: "view-8" } });
    await expect.poll(() => first.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "view-8" });
    await first.host.setWidgetState({ picked: "b" }); // named by the result's viewUUID by now
    await first.host.close();

    // The host replays the result emptied and without _meta: only the tool call names the instance.
    const reload = await mount(storage, { id: "call_8", tool: TOOL });
    await reload.bridge.sendToolResult({ content: [], structuredContent: {} });
    await expect.poll(() => reload.host.getSnapshot().toolStatus).toBe("success");
    expect(reload.host.getSnapshot().widgetState).toEqual({ picked: "b" });
  });

  it("coalesces model-context updates: quick writes all apply, the model gets the newest, in order", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: 7, tool: TOOL });
    const writes = Array.from({ length: 20 }, (_, i) => a.host.setWidgetState({ count: i }));
    expect(a.host.getSnapshot().widgetState).toEqual({ count: 19 });
    await Promise.all(writes);
    const sent = a.contexts.map((c: any) => JSON.parse(c.content[0].text).count);
    expect(sent.at(-1)).toBe(19);
    expect(sent.length).toBeLessThan(20);
    expect([...sent].sort((x, y) => x - y)).toEqual(sent);
    expect(
      JSON.parse(storage.getItem(`hostbridge:state:${JSON.stringify(["", "call", TOOL.name, null, 7])}`)!),
    ).toEqual({ count: 19 });
  });

  it("one slow model-context answer does not hold back later writes", async () => {
    const contexts: unknown[] = [];
    let first = true;
    const pair = await connectToBridge({
      hostContext: { theme: "light", displayMode: "inline", toolInfo: { id: "slow", tool: TOOL } as never },
      hostOptions: { storage: memoryStorage(), timeoutMs: 60_000 },
      setup: (bridge) =>
        (bridge.onupdatemodelcontext = async (params) => {
          contexts.push(params);
          if (first) {
            first = false;
            await new Promise(() => {}); // never answers
          }
          return {};
        }),
    });
    open.push(pair.host);
    await pair.host.ready;
    pair.host.setWidgetState({ v: 1 }).catch(() => {}); // rejects with ClosedError at close
    await tick(10);
    await pair.host.setWidgetState({ v: 2 }); // resolves on its own answer
    expect(contexts).toHaveLength(2);
  });

  it("keeps privateContent of the structured form away from the model", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: "c", tool: TOOL });
    const state = { modelContent: { todo: 3 }, privateContent: { draft: "secret" }, imageIds: ["img_1"] };
    await a.host.setWidgetState(state);
    expect(a.host.getSnapshot().widgetState).toEqual(state);
    expect(JSON.parse((a.contexts[0] as any).content[0].text)).toEqual({
      modelContent: { todo: 3 },
      imageIds: ["img_1"],
    });
    expect(JSON.stringify(a.contexts)).not.toContain("secret");
  });

  it("still keeps the state when the host takes no model context (-32601)", async () => {
    const storage = memoryStorage();
    const pair = await connectToBridge({
      capabilities: {},
      hostContext: { theme: "light", displayMode: "inline", toolInfo: { id: "c", tool: TOOL } as never },
      hostOptions: { storage },
    });
    open.push(pair.host);
    await pair.host.ready;
    await pair.host.setWidgetState({ v: 1 }); // the bridge has no handler: -32601, state kept
    expect(pair.host.supports("updateModelContext")).toBe(false);
    const saved = () => [...storage.map.keys()].filter((key) => key.startsWith("hostbridge:state:"));
    expect(saved()).toHaveLength(1);
    await pair.host.setWidgetState(null);
    expect(pair.host.getSnapshot().widgetState).toBeNull();
    expect(saved()).toHaveLength(0);
  });
});

describe.each([
  [
    "basic-host",
    {
      openLinks: {},
      serverTools: { listChanged: true },
      serverResources: { listChanged: true },
      updateModelContext: { text: {} },
    },
  ],
  ["MCP-UI AppRenderer", { openLinks: {}, serverTools: {}, serverResources: {} }],
])("two widgets behind one %s proxy (same page, no toolInfo)", (_name, capabilities) => {
  it("never share a saved state, and each reaches the model where the host takes it", async () => {
    const storage = memoryStorage();
    const todo = await mount(storage, undefined, capabilities, { name: "todo-list", version: "1" });
    const pizza = await mount(storage, undefined, capabilities, { name: "pizza-list", version: "1" });
    await todo.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "todo-view" } });
    await pizza.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "pizza-view" } });
    await expect.poll(() => pizza.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "pizza-view" });
    await expect.poll(() => todo.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "todo-view" });
    await todo.host.setWidgetState({ todos: ["basil"] });
    await pizza.host.setWidgetState({ selectedId: "p1" });
    expect(todo.host.getSnapshot().widgetState).toEqual({ todos: ["basil"] });
    const saved = [...storage.map].filter(([key]) => key.startsWith("hostbridge:state:"));
    expect(saved).toHaveLength(2);
    expect(todo.contexts).toHaveLength(1); // mount's bridge handles ui/update-model-context either way
    // The todo widget reloads: it gets its own state back, not the pizza list's.
    await todo.host.close();
    const reload = await mount(storage, undefined, capabilities, { name: "todo-list", version: "1" });
    await reload.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "todo-view" } });
    await expect.poll(() => reload.host.getSnapshot().widgetState).toEqual({ todos: ["basil"] });
  });
});
