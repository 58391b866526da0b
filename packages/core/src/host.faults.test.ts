import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SNAPSHOT, DISPLAY_MODES, type HostSnapshot } from "./globals.js";
import { createHost } from "./host.js";
import type { Host } from "./host-types.js";
import { createStore } from "./store.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";
import { memoryStorage } from "./test-support/memory-storage.js";

let host: Host | undefined;
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await host?.close();
  fake?.uninstall();
  host = fake = undefined;
  vi.useRealTimers();
});

/** A small seeded PRNG, so a failure can be replayed. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isObjectOrNull = (v: unknown) => v === null || (typeof v === "object" && !Array.isArray(v));
/** Every type the snapshot promises, checked independently of the library's own validators. */
function snapshotViolations(s: HostSnapshot): string[] {
  const bad: string[] = [];
  const expectThat = (ok: boolean, key: string) => void (ok || bad.push(key));
  for (const key of [
    "toolInput",
    "toolOutput",
    "toolResponseMetadata",
    "widgetState",
    "toolInputPartial",
    "toolResult",
    "styles",
    "hostInfo",
  ] as const) {
    expectThat(isObjectOrNull(s[key]), key);
  }
  expectThat(s.theme === "light" || s.theme === "dark", "theme");
  expectThat((DISPLAY_MODES as readonly string[]).includes(s.displayMode), "displayMode");
  expectThat(
    s.maxHeight === null || (typeof s.maxHeight === "number" && Number.isFinite(s.maxHeight) && s.maxHeight >= 0),
    "maxHeight",
  );
  const insets = (s.safeArea as unknown as { insets?: Record<string, unknown> } | null)?.insets;
  expectThat(!!insets && ["top", "right", "bottom", "left"].every((k) => typeof insets[k] === "number"), "safeArea");
  expectThat(!!s.view && typeof s.view.mode === "string", "view");
  expectThat(
    !!s.userAgent &&
      ["mobile", "tablet", "desktop", "unknown"].includes(s.userAgent.device?.type) &&
      typeof s.userAgent.capabilities?.hover === "boolean",
    "userAgent",
  );
  expectThat(typeof s.locale === "string", "locale");
  return bad;
}

describe("a subscriber that throws", () => {
  it("does not keep the others from hearing a change, nor abort the write", () => {
    vi.useFakeTimers();
    const store = createStore({ n: 0 });
    const heard: string[] = [];
    store.subscribe(() => heard.push("first"));
    store.subscribe(() => {
      throw new Error("subscriber bug");
    });
    store.subscribe(() => heard.push("third"));
    store.set({ n: 1 });
    expect(heard).toEqual(["first", "third"]);
    expect(store.get().n).toBe(1);
    // The error is not swallowed: it is reported in a later task, like an event listener's.
    expect(() => vi.runAllTimers()).toThrow("subscriber bug");
  });

  it("does not make setWidgetState reject half-way", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    host = createHost({ storage, notice: false });
    host.subscribe(() => {
      throw new Error("subscriber bug");
    });
    await expect(host.setWidgetState({ a: 1 })).resolves.toBeUndefined();
    expect(host.getSnapshot().widgetState).toEqual({ a: 1 });
    expect([...storage.map].filter(([key]) => key.startsWith("hostbridge:state:")).map(([, value]) => value)).toEqual([
      '{"a":1}',
    ]);
    expect(() => vi.runAllTimers()).toThrow("subscriber bug");
  });
});

describe("window.openai values are validated like bridge values", () => {
  it("ignores values of the wrong type and keeps the previous ones", () => {
    fake = installFakeOpenAi(window, {
      globals: {
        theme: "sepia" as never,
        maxHeight: "tall" as never,
        safeArea: null as never,
        toolInput: [1] as never,
        displayMode: "huge" as never,
      },
    });
    host = createHost({ window, storage: null });
    const s = host.getSnapshot();
    expect(s.theme).toBe(DEFAULT_SNAPSHOT.theme);
    expect(s.maxHeight).toBe(DEFAULT_SNAPSHOT.maxHeight);
    expect(s.safeArea).toBe(DEFAULT_SNAPSHOT.safeArea);
    expect(s.toolInput).toBeNull();
    expect(s.displayMode).toBe("inline");
    fake.set({ theme: "dark" });
    expect(host.getSnapshot().theme).toBe("dark");
    fake.set({ theme: "sepia" as never });
    expect(host.getSnapshot().theme).toBe("dark");
  });

  it("a getter that throws does not make createHost throw", () => {
    fake = installFakeOpenAi(window);
    Object.defineProperty(fake.openai, "theme", {
      get: () => {
        throw new Error("getter");
      },
      configurable: true,
    });
    host = createHost({ window, storage: null });
    expect(host.kind).toBe("chatgpt");
    expect(host.getSnapshot().theme).toBe("light");
    expect(host.getSnapshot().locale).toBe("en-US");
  });

  it("a window whose openai getter throws gives a host all the same", () => {
    const iframe = document.createElement("iframe");
    document.body.appendChild(iframe);
    const view = iframe.contentWindow!;
    Object.defineProperty(view, "openai", {
      get: () => {
        throw new Error("getter");
      },
      configurable: true,
    });
    host = createHost({ window: view, storage: null, handshakeTimeoutMs: 10 });
    expect(host.kind).toBe("mcp-apps");
    iframe.remove();
  });

  it("a result without structuredContent reaches the widget as it is", () => {
    const whole = { content: [{ type: "text", text: '{"pizzas":[]}' }] };
    fake = installFakeOpenAi(window, {
      globals: { toolOutput: null, toolResponseMetadata: { mcp_tool_result: whole } as never },
    });
    host = createHost({ window, storage: null });
    expect(host.getSnapshot().toolOutput).toBeNull();
    expect(host.getSnapshot().toolResult).toEqual(whole);
    expect(host.getSnapshot().toolStatus).toBe("success");
  });

  it("20,000 hostile window.openai events: no exception, every snapshot invariant held", () => {
    fake = installFakeOpenAi(window);
    host = createHost({ window, storage: null });
    const random = mulberry32(20261201);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const BAD: unknown[] = [
      5,
      -1,
      NaN,
      Infinity,
      "x",
      "",
      true,
      null,
      [],
      [1],
      () => 1,
      Symbol("s"),
      10n,
      { insets: { top: "1" } },
      { mode: 3 },
      { device: "x" },
    ];
    const GOOD: Record<string, unknown[]> = {
      theme: ["light", "dark"],
      displayMode: ["inline", "pip", "fullscreen"],
      maxHeight: [0, 480, null],
      toolOutput: [{ a: 1 }, null],
      toolInput: [{ q: "x" }],
      safeArea: [{ insets: { top: 1, right: 2, bottom: 3, left: 4 } }],
      locale: ["fr-FR"],
    };
    const names = [
      "toolInput",
      "toolOutput",
      "toolResponseMetadata",
      "widgetState",
      "theme",
      "displayMode",
      "maxHeight",
      "safeArea",
      "view",
      "userAgent",
      "locale",
    ];
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener("error", onError);
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const name = pick(names);
      const value = random() < 0.3 && GOOD[name] ? pick(GOOD[name]!) : pick(BAD);
      const kind = Math.floor(random() * 4);
      if (kind === 0) {
        Object.defineProperty(fake.openai, name, {
          get: () => {
            throw new Error("trap");
          },
          configurable: true,
          enumerable: true,
        });
      } else {
        Object.defineProperty(fake.openai, name, { value, writable: true, configurable: true, enumerable: true });
      }
      const detail = kind === 3 ? pick(BAD) : { globals: { [name]: value ?? 1 } };
      window.dispatchEvent(new CustomEvent("openai:set_globals", { detail }));
      const violations = snapshotViolations(host.getSnapshot());
      if (violations.length) throw new Error(`event ${i}: ${violations.join(", ")}`);
      checked++;
    }
    window.removeEventListener("error", onError);
    expect(checked).toBe(20_000);
    expect(errors).toEqual([]);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

describe("late and odd host notifications", () => {
  it("a tool-cancelled after the result leaves the result standing; an empty mode list is ignored", async () => {
    const { connectToBridge } = await import("./test-support/bridge.js");
    const pair = await connectToBridge({
      hostContext: { theme: "light", displayMode: "inline", availableDisplayModes: ["inline", "fullscreen"] },
    });
    host = pair.host;
    await pair.initialized;
    await pair.bridge.sendToolResult({ content: [], structuredContent: { done: 1 } });
    await expect.poll(() => pair.host.getSnapshot().toolStatus).toBe("success");
    await pair.bridge.sendToolCancelled({ reason: "late" });
    await pair.bridge.sendHostContextChange({ availableDisplayModes: [] });
    await pair.bridge.sendHostContextChange({ theme: "dark" });
    await expect.poll(() => pair.host.getSnapshot().theme).toBe("dark");
    expect(pair.host.getSnapshot().toolStatus).toBe("success");
    expect(pair.host.getSnapshot().availableDisplayModes).toEqual(["inline", "fullscreen"]);
  });
});
