import { afterEach, describe, expect, it } from "vitest";
import type { Host } from "./host-types.js";
import { keepToolOutput } from "./restore.js";
import { connectToBridge } from "./test-support/bridge.js";
import { memoryStorage } from "./test-support/memory-storage.js";

// A reload of ChatGPT's page replays the tool result emptied (`structuredContent: {}`, a text block
// that parses to `{}`, no `_meta`) or not at all (openai-apps-sdk-examples#195).
const EMPTIED_REPLAY = { content: [{ type: "text" as const, text: "{}" }], structuredContent: {} };
const TOOL = { name: "show_pizzas", inputSchema: { type: "object" as const } };
const PIZZAS = { pizzas: ["margherita", "diavola"] };

let open: Host[] = [];
afterEach(async () => {
  await Promise.all(open.map((host) => host.close()));
  open = [];
});

/** A widget instance's frame on the official AppBridge, with the tool output kept in `storage`. */
async function load(storage: Storage | null, toolInfo?: object) {
  const pair = await connectToBridge({
    hostContext: { theme: "light", displayMode: "inline", ...(toolInfo && { toolInfo: toolInfo as never }) },
  });
  await pair.host.ready;
  await pair.initialized;
  const kept = keepToolOutput(pair.host, { storage, appName: "pizza-list" });
  open.push(pair.host);
  return { ...pair, kept };
}

describe("keepToolOutput", () => {
  it("restores the output after a reload whose replay is emptied, and says so", async () => {
    const storage = memoryStorage();
    const first = await load(storage, { id: "call_1", tool: TOOL });
    await first.bridge.sendToolResult({ content: [], structuredContent: PIZZAS, _meta: { viewUUID: "v1" } });
    await expect.poll(() => first.kept.getSnapshot()).toEqual({ toolOutput: PIZZAS, restored: false });
    expect([...storage.map.keys()].filter((key) => key.startsWith("hostbridge:output:"))).toHaveLength(1);
    await first.host.close();

    const reload = await load(storage, { id: "call_1", tool: TOOL });
    expect(reload.kept.getSnapshot()).toEqual({ toolOutput: PIZZAS, restored: true }); // before any replay
    let changes = 0;
    reload.kept.subscribe(() => changes++);
    await reload.bridge.sendToolResult(EMPTIED_REPLAY);
    await expect.poll(() => reload.host.getSnapshot().toolOutput).toEqual({});
    expect(reload.kept.getSnapshot()).toEqual({ toolOutput: PIZZAS, restored: true });
    expect(changes).toBe(0); // the replay changed nothing shown
  });

  it("restores it when the reload replays nothing at all", async () => {
    const storage = memoryStorage();
    const first = await load(storage, { id: 7, tool: TOOL });
    await first.bridge.sendToolResult({ content: [], structuredContent: PIZZAS });
    await expect.poll(() => first.kept.getSnapshot().toolOutput).toEqual(PIZZAS);
    const reload = await load(storage, { id: 7, tool: TOOL });
    expect(reload.kept.getSnapshot()).toEqual({ toolOutput: PIZZAS, restored: true });
    // A real result replaces the restored output.
    await reload.bridge.sendToolResult({ content: [], structuredContent: { pizzas: [], page: 2 } });
    await expect
      .poll(() => reload.kept.getSnapshot())
      .toEqual({ toolOutput: { pizzas: [], page: 2 }, restored: false });
  });

  it("never hands one instance another's output", async () => {
    const storage = memoryStorage();
    const first = await load(storage, { id: "call_1", tool: TOOL });
    await first.bridge.sendToolResult({ content: [], structuredContent: PIZZAS });
    await expect.poll(() => first.kept.getSnapshot().toolOutput).toEqual(PIZZAS);
    const otherCall = await load(storage, { id: "call_2", tool: TOOL });
    expect(otherCall.kept.getSnapshot()).toEqual({ toolOutput: null, restored: false });
    // Without toolInfo the result's viewUUID names the instance; with nothing that names it, nothing is restored.
    const unnamed = await load(storage);
    await unnamed.bridge.sendToolResult(EMPTIED_REPLAY);
    await expect.poll(() => unnamed.host.getSnapshot().toolOutput).toEqual({});
    expect(unnamed.kept.getSnapshot()).toEqual({ toolOutput: {}, restored: false });
  });

  it("keys by the result's viewUUID where the host sends no toolInfo", async () => {
    const storage = memoryStorage();
    const first = await load(storage);
    await first.bridge.sendToolResult({ content: [], structuredContent: PIZZAS, _meta: { viewUUID: "v9" } });
    await expect.poll(() => first.kept.getSnapshot().toolOutput).toEqual(PIZZAS);
    const reload = await load(storage);
    await reload.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "v9" } });
    await expect.poll(() => reload.kept.getSnapshot()).toEqual({ toolOutput: PIZZAS, restored: true });
  });

  it("follows the host only while it has a subscriber", async () => {
    const storage = memoryStorage();
    const { host, bridge, kept } = await load(storage, { id: "call_3", tool: TOOL });
    const seen: unknown[] = [];
    const unsubscribe = kept.subscribe(() => seen.push(kept.getSnapshot().toolOutput));
    await bridge.sendToolResult({ content: [], structuredContent: PIZZAS });
    await expect.poll(() => seen).toEqual([PIZZAS]);
    unsubscribe();
    await bridge.sendHostContextChange({ toolInfo: { id: "call_4", tool: TOOL } });
    await expect.poll(() => host.getSnapshot().toolInfo?.id).toBe("call_4");
    expect(seen).toHaveLength(1);
    expect(kept.getSnapshot().toolOutput).toEqual(PIZZAS); // read afresh
  });

  it("keeps nothing across a reload with storage: null, and a storage that throws changes nothing shown", async () => {
    const none = await load(null, { id: "call_1", tool: TOOL });
    await none.bridge.sendToolResult({ content: [], structuredContent: PIZZAS });
    await expect.poll(() => none.kept.getSnapshot().toolOutput).toEqual(PIZZAS);
    const reload = await load(null, { id: "call_1", tool: TOOL });
    expect(reload.kept.getSnapshot()).toEqual({ toolOutput: null, restored: false });
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const full = await load(broken, { id: "call_1", tool: TOOL });
    await full.bridge.sendToolResult({ content: [], structuredContent: PIZZAS });
    await expect.poll(() => full.kept.getSnapshot()).toEqual({ toolOutput: PIZZAS, restored: false });
  });
});
