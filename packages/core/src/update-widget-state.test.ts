import { afterEach, describe, expect, it } from "vitest";
import { ClosedError, StorageError } from "./errors.js";
import type { WidgetState } from "./globals.js";
import { createHost } from "./host.js";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi, type FakeOpenAi } from "./fake-openai.js";
import { latestWidgetState, updateWidgetState, type WidgetStateHost } from "./update-widget-state.js";

type Cart = { items: string[] };
const add = (item: string) => (cart: Cart | null) => ({ items: [...(cart?.items ?? []), item] });

let fake: FakeOpenAi | undefined;
let open: Host[] = [];
afterEach(async () => {
  await Promise.all(open.map((host) => host.close()));
  fake?.uninstall();
  fake = undefined;
  open = [];
});

/** A host in ChatGPT: `createHost` over a `window.openai` built to the Apps SDK reference. */
function chatGptHost(widgetState: WidgetState | null = null) {
  fake = installFakeOpenAi(window, { globals: { widgetState } });
  const host = createHost({ notice: false });
  open.push(host);
  return host;
}

/** A host in a plain MCP Apps host: `createHost` with the official AppBridge as its peer. */
async function mcpAppsHost() {
  const contexts: unknown[] = [];
  const pair = await connectToBridge({
    capabilities: { updateModelContext: { text: {} } },
    setup: (bridge) => {
      bridge.onupdatemodelcontext = async (params) => (contexts.push(params), {});
    },
  });
  open.push(pair.host);
  await pair.host.ready;
  return { host: pair.host, contexts };
}

/** A `Host` of someone else's making that shows a write in its snapshot only a task later. */
function hostThatStoresLater() {
  let widgetState: WidgetState | null = null;
  const written: unknown[] = [];
  const host: WidgetStateHost = {
    getSnapshot: () => ({ widgetState }) as ReturnType<Host["getSnapshot"]>,
    setWidgetState: async (state) => {
      written.push(state);
      await new Promise((resolve) => setTimeout(resolve, 1));
      widgetState = state as WidgetState | null;
    },
  };
  return { host, written };
}

describe("updateWidgetState", () => {
  it("in ChatGPT, two functional updates in one tick both apply, in order", async () => {
    const host = chatGptHost({ items: ["saved"] });
    const first = updateWidgetState(host, add("a"));
    const second = updateWidgetState(host, add("b"));
    await Promise.all([first, second]);
    expect(host.getSnapshot().widgetState).toEqual({ items: ["saved", "a", "b"] });
    expect(fake!.calls.filter(([name]) => name === "setWidgetState")).toEqual([
      ["setWidgetState", { items: ["saved", "a"] }],
      ["setWidgetState", { items: ["saved", "a", "b"] }],
    ]);
  });

  it("in a plain MCP Apps host, two functional updates in one tick both apply and the model sees the last", async () => {
    const { host, contexts } = await mcpAppsHost();
    await Promise.all([updateWidgetState(host, add("a")), updateWidgetState(host, add("b"))]);
    expect(host.getSnapshot().widgetState).toEqual({ items: ["a", "b"] });
    expect(contexts.at(-1)).toEqual({ content: [{ type: "text", text: '{"items":["a","b"]}' }] });
  });

  it("with a host that shows a write only later, two functional updates still both apply", async () => {
    const { host, written } = hostThatStoresLater();
    const both = Promise.all([updateWidgetState(host, add("a")), updateWidgetState(host, add("b"))]);
    expect(host.getSnapshot().widgetState).toBeNull(); // the host has not shown either yet
    expect(latestWidgetState(host)).toEqual({ items: ["a", "b"] });
    await both;
    expect(written).toEqual([{ items: ["a"] }, { items: ["a", "b"] }]);
    expect(host.getSnapshot().widgetState).toEqual({ items: ["a", "b"] });
  });

  it("builds on a state the host sets afterwards (ChatGPT's openai:set_globals)", async () => {
    const host = chatGptHost();
    await updateWidgetState(host, add("mine"));
    fake!.set({ widgetState: { items: ["from ChatGPT"] } });
    expect(latestWidgetState(host)).toEqual({ items: ["from ChatGPT"] });
    await updateWidgetState(host, add("next"));
    expect(host.getSnapshot().widgetState).toEqual({ items: ["from ChatGPT", "next"] });
  });

  it("takes a plain state or null; an updater gets null when there is no state", async () => {
    const host = chatGptHost();
    const seen: unknown[] = [];
    await updateWidgetState<Cart>(host, (cart) => (seen.push(cart), { items: ["x"] }));
    await updateWidgetState(host, { items: ["replaced"] });
    expect(latestWidgetState(host)).toEqual({ items: ["replaced"] });
    await updateWidgetState(host, null);
    expect(host.getSnapshot().widgetState).toBeNull();
    expect(fake!.openai.widgetState).toBeNull();
    expect(seen).toEqual([null]);
  });

  it("rejects as setWidgetState does; an updater that throws writes nothing", async () => {
    const host = chatGptHost();
    const boom = new Error("bug in the updater");
    expect(() =>
      updateWidgetState(host, () => {
        throw boom;
      }),
    ).toThrow(boom);
    expect(fake!.calls).toEqual([]);
    await host.close();
    await expect(updateWidgetState(host, { items: [] })).rejects.toBeInstanceOf(ClosedError);
  });

  it("forgets a write the host refused: the next update builds on the state the host kept", async () => {
    const fullStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    } as unknown as Storage;
    const host = createHost({ notice: false, storage: fullStorage });
    open.push(host);
    await expect(updateWidgetState<Cart>(host, add("never stored"))).rejects.toBeInstanceOf(StorageError);
    expect(host.getSnapshot().widgetState).toBeNull();
    expect(latestWidgetState(host)).toBeNull();
  });

  it("keeps one order per host: a write through one host is not another's newest state", async () => {
    const one = await mcpAppsHost();
    const other = await mcpAppsHost();
    await updateWidgetState(one.host, add("one"));
    expect(latestWidgetState(other.host)).toBeNull();
    await updateWidgetState(other.host, add("other"));
    expect(latestWidgetState(one.host)).toEqual({ items: ["one"] });
    expect(other.host.getSnapshot().widgetState).toEqual({ items: ["other"] });
  });

  it("keeps the order on the host: a second copy of this module builds on the first copy's write", async () => {
    // What two bundles of @hostbridge/core/widget-state in one page are: two module instances.
    const secondCopy = "./update-widget-state.js?copy"; // a query makes Vite load the module again
    const copy: typeof import("./update-widget-state.js") = await import(/* @vite-ignore */ secondCopy);
    expect(copy.updateWidgetState).not.toBe(updateWidgetState);
    const { host, written } = hostThatStoresLater();
    const first = updateWidgetState<Cart>(host, add("margherita"));
    const second = copy.updateWidgetState<Cart>(host, add("diavola"));
    await Promise.all([first, second]);
    expect(written).toEqual([{ items: ["margherita"] }, { items: ["margherita", "diavola"] }]);
    expect(copy.latestWidgetState(host)).toEqual({ items: ["margherita", "diavola"] });
  });
});
