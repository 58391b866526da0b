import { afterEach, describe, expect, it } from "vitest";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";

// ChatGPT replays the tool result on a reload, often emptied: `structuredContent: {}`, a text block
// that parses to `{}`, and no `_meta` (openai-apps-sdk-examples#195). Such a replay must not blank
// a widget that shows data.
const EMPTIED_REPLAY = { content: [{ type: "text" as const, text: "{}" }], structuredContent: {} };

let fake: FakeOpenAi | undefined;
let open: Host[] = [];
afterEach(async () => {
  await Promise.all(open.map((host) => host.close()));
  fake?.uninstall();
  fake = undefined;
  open = [];
});

async function mount(options: { window?: Window } = {}) {
  const pair = await connectToBridge({ hostOptions: { storage: null, ...options } });
  open.push(pair.host);
  await pair.host.ready;
  await pair.initialized;
  return pair;
}

describe("an emptied tool-result replay", () => {
  it("keeps the output the widget shows, on the official AppBridge", async () => {
    const { host, bridge } = await mount();
    await bridge.sendToolResult({ content: [], structuredContent: { pizzas: 3 }, _meta: { viewUUID: "v1" } });
    await expect.poll(() => host.getSnapshot().toolOutput).toEqual({ pizzas: 3 });
    await bridge.sendToolResult(EMPTIED_REPLAY);
    await bridge.sendToolResult({ content: [] }); // no structured content at all
    // A later frame shows the replays were handled before it.
    await bridge.sendHostContextChange({ theme: "dark" });
    await expect.poll(() => host.getSnapshot().theme).toBe("dark");
    expect(host.getSnapshot()).toMatchObject({
      toolOutput: { pizzas: 3 },
      toolStatus: "success",
      toolResultMeta: { viewUUID: "v1" },
    });
  });

  it("keeps window.openai's output in ChatGPT, where the bridge replays it emptied", async () => {
    fake = installFakeOpenAi(window, { globals: { toolOutput: { pizzas: 3 } } });
    const { host, bridge } = await mount({ window });
    await bridge.sendToolResult(EMPTIED_REPLAY);
    await bridge.sendHostContextChange({ theme: "dark" });
    await expect.poll(() => host.getSnapshot().theme).toBe("dark");
    expect(host.getSnapshot().toolOutput).toEqual({ pizzas: 3 });
  });

  it("is taken as it is when the widget has no data yet, or when it carries _meta or an error", async () => {
    const first = await mount();
    await first.bridge.sendToolResult(EMPTIED_REPLAY);
    await expect.poll(() => first.host.getSnapshot().toolStatus).toBe("success");
    expect(first.host.getSnapshot().toolOutput).toEqual({});

    const withMeta = await mount();
    await withMeta.bridge.sendToolResult({ content: [], structuredContent: { n: 1 } });
    await expect.poll(() => withMeta.host.getSnapshot().toolOutput).toEqual({ n: 1 });
    await withMeta.bridge.sendToolResult({ content: [], structuredContent: {}, _meta: { viewUUID: "v2" } });
    await expect.poll(() => withMeta.host.getSnapshot().toolOutput).toEqual({});

    const failed = await mount();
    await failed.bridge.sendToolResult({ content: [], structuredContent: { n: 1 } });
    await expect.poll(() => failed.host.getSnapshot().toolOutput).toEqual({ n: 1 });
    await failed.bridge.sendToolResult({ content: [{ type: "text", text: "gone" }], isError: true });
    await expect.poll(() => failed.host.getSnapshot().toolStatus).toBe("error");
  });
});
