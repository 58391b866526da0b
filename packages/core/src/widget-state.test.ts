import { afterEach, describe, expect, it } from "vitest";
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
async function mount(storage: Storage, toolInfo?: object, capabilities: object = { updateModelContext: { text: {} } }) {
  const contexts: unknown[] = [];
  const pair = await connectToBridge({
    capabilities,
    hostContext: { theme: "light", displayMode: "inline", ...(toolInfo && { toolInfo: toolInfo as never }) },
    hostOptions: { storage },
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

  it("falls back to a stable key without a tool call id", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { tool: TOOL });
    await a.host.setWidgetState({ n: 1 });
    await a.host.close();
    const b = await mount(storage, { tool: TOOL });
    expect(b.host.getSnapshot().widgetState).toEqual({ n: 1 });
    const c = await mount(storage);
    expect(c.host.getSnapshot().widgetState).toBeNull();
  });

  it("applies quick successive writes in order and loses none", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: 7, tool: TOOL });
    const writes = Array.from({ length: 20 }, (_, i) => a.host.setWidgetState({ count: i }));
    expect(a.host.getSnapshot().widgetState).toEqual({ count: 19 });
    await Promise.all(writes);
    expect(a.contexts.map((c: any) => JSON.parse(c.content[0].text).count)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(JSON.parse([...storage.map.values()][0]!)).toEqual({ count: 19 });
  });

  it("keeps privateContent of the structured form away from the model", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: "c", tool: TOOL });
    const state = { modelContent: { todo: 3 }, privateContent: { draft: "secret" }, imageIds: ["img_1"] };
    await a.host.setWidgetState(state);
    expect(a.host.getSnapshot().widgetState).toEqual(state);
    expect(JSON.parse((a.contexts[0] as any).content[0].text)).toEqual({ modelContent: { todo: 3 }, imageIds: ["img_1"] });
    expect(JSON.stringify(a.contexts)).not.toContain("secret");
  });

  it("still keeps the state when the host takes no model context", async () => {
    const storage = memoryStorage();
    const a = await mount(storage, { id: "c", tool: TOOL }, {});
    await a.host.setWidgetState({ v: 1 });
    expect(a.contexts).toEqual([]);
    expect(storage.map.size).toBe(1);
    await a.host.setWidgetState(null);
    expect(a.host.getSnapshot().widgetState).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
