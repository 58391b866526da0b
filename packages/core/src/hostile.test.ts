import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "./host.js";
import type { Host } from "./host-types.js";

/** A small seeded PRNG, so a failure can be replayed. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = [
  "ui/notifications/tool-input",
  "ui/notifications/tool-input-partial",
  "ui/notifications/tool-result",
  "ui/notifications/tool-cancelled",
  "ui/notifications/host-context-changed",
  "ui/resource-teardown",
  "ping",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "tools/call",
  "ui/unknown",
];
/** Values of the wrong type for every field the adapter reads. */
const BAD = [5, -1, NaN, "x", "", true, null, [], [1, 2], () => 1, Symbol("s"), 10n];
const BAD_CONTEXT = [
  { theme: "sepia" },
  { theme: 1 },
  { displayMode: "huge" },
  { availableDisplayModes: ["inline", "huge"] },
  { availableDisplayModes: "inline" },
  { locale: 5 },
  { timeZone: {} },
  { platform: "tv" },
  { styles: "red" },
  { safeAreaInsets: { top: "1", right: 0, bottom: 0, left: 0 } },
  { safeAreaInsets: 4 },
  { containerDimensions: { maxHeight: "tall" } },
  { containerDimensions: 7 },
  { deviceCapabilities: "touch" },
];
const BAD_RESULT = [
  { content: "text" },
  { structuredContent: [1] },
  { structuredContent: 5 },
  { _meta: "m" },
  { isError: "yes" },
  { content: {} },
];

function deep(depth: number): unknown {
  let v: unknown = { jsonrpc: "2.0" };
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** One hostile message; `valid` ones are well-formed but must be dropped for their source. */
function hostile(r: () => number): { data: unknown; wrongSource: boolean } {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const kind = Math.floor(r() * 12);
  switch (kind) {
    case 0:
      return { data: pick(BAD), wrongSource: false };
    case 1: // perfectly valid notifications from the wrong window
      return {
        data: pick([
          { jsonrpc: "2.0", method: "ui/notifications/tool-result", params: { structuredContent: { evil: 1 } } },
          { jsonrpc: "2.0", method: "ui/notifications/host-context-changed", params: { theme: "dark" } },
          { jsonrpc: "2.0", method: "ui/notifications/tool-cancelled", params: {} },
          { jsonrpc: "2.0", id: 1, result: { content: [], structuredContent: { forged: true } } },
        ]),
        wrongSource: true,
      };
    case 2: // responses to ids nobody is waiting for, duplicates of answered ones, wrong id types
      return {
        data: { jsonrpc: "2.0", id: pick([0, 2, 99, -1, 1.5, "1", "0", null, {}, [1], NaN, true]), result: pick(BAD) },
        wrongSource: false,
      };
    case 3:
      return {
        data: { jsonrpc: "2.0", id: pick([0, 7, "1"]), error: pick([...BAD, { code: "x", message: 5 }, { code: -1 }]) },
        wrongSource: false,
      };
    case 4: // wrong jsonrpc versions and shapes
      return {
        data: { jsonrpc: pick(["1.0", 2, null, undefined, "2.0 "]), method: pick(METHODS), params: {} },
        wrongSource: false,
      };
    case 5: // notifications with wrong types in their params
      return { data: { jsonrpc: "2.0", method: pick(METHODS.slice(0, 5)), params: pick(BAD) }, wrongSource: false };
    case 6:
      return {
        data: { jsonrpc: "2.0", method: "ui/notifications/host-context-changed", params: pick(BAD_CONTEXT) },
        wrongSource: false,
      };
    case 7:
      return {
        data: { jsonrpc: "2.0", method: "ui/notifications/tool-result", params: pick(BAD_RESULT) },
        wrongSource: false,
      };
    case 8: // __proto__ keys everywhere
      return {
        data: JSON.parse(
          pick([
            '{"jsonrpc":"2.0","method":"ui/notifications/host-context-changed","params":{"__proto__":{"polluted":1},"theme":7}}',
            '{"jsonrpc":"2.0","method":"__proto__","params":{"__proto__":{"polluted":1}}}',
            '{"jsonrpc":"2.0","id":5,"method":"constructor","params":{}}',
            '{"__proto__":{"jsonrpc":"2.0","method":"ping","id":1}}',
            '{"jsonrpc":"2.0","method":"ui/notifications/tool-input","params":{"arguments":7,"__proto__":{"polluted":1}}}',
          ]),
        ),
        wrongSource: false,
      };
    case 9: // wrong types in method, id, params
      return { data: { jsonrpc: "2.0", method: pick(BAD), id: pick(BAD), params: pick(BAD) }, wrongSource: false };
    case 10: // deep or huge payloads
      return r() < 0.5
        ? { data: deep(2000), wrongSource: false }
        : {
            data: { jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: "x".repeat(100_000) } },
            wrongSource: false,
          };
    default: // objects whose fields throw when read
      return {
        data:
          r() < 0.5
            ? Object.defineProperty({}, "jsonrpc", {
                get: () => {
                  throw new Error("boom");
                },
                enumerable: true,
              })
            : new Proxy(
                {},
                {
                  get: () => {
                    throw new Error("trap");
                  },
                  has: () => {
                    throw new Error("trap");
                  },
                },
              ),
        wrongSource: false,
      };
  }
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  document.body.innerHTML = "";
});

describe("hostile input", () => {
  it("10,000 generated messages: no exception, snapshot untouched, Object.prototype clean, pending calls unaffected", async () => {
    const iframe = document.createElement("iframe");
    document.body.appendChild(iframe);
    const view = iframe.contentWindow!;
    const top = view.parent;
    const other = document.createElement("iframe");
    document.body.appendChild(other);
    const stranger = other.contentWindow!;

    // The scripted host: jsdom's postMessage sets no event.source, so deliver by hand.
    const received: any[] = [];
    const toView = (data: unknown, source: Window = top) =>
      view.dispatchEvent(new (view as any).MessageEvent("message", { data, source: source as never }));
    (top as any).postMessage = (data: any) => {
      received.push(structuredClone(data));
      if (data.method === "ui/initialize") {
        setTimeout(() =>
          toView({
            jsonrpc: "2.0",
            id: data.id,
            result: {
              protocolVersion: "2026-01-26",
              hostInfo: { name: "Scripted", version: "1" },
              hostCapabilities: { serverTools: {} },
              hostContext: { theme: "light", displayMode: "inline", locale: "en-GB" },
            },
          }),
        );
      }
    };
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    view.addEventListener("error", onError);

    host = createHost({ window: view, storage: null, timeoutMs: 60_000 });
    expect(host.kind).toBe("mcp-apps");
    await host.ready;
    toView({ jsonrpc: "2.0", method: "ui/notifications/tool-result", params: { structuredContent: { ok: 1 } } });
    const pending = host.callTool("slow", { n: 1 });
    await tick();
    const call = received.find((m) => m.method === "tools/call");
    expect(call).toBeTruthy();
    const before = host.getSnapshot();
    expect(before.toolStatus).toBe("success");
    // Only the raw hostContext (the host's words, unvalidated by definition) may change.
    let notified = 0;
    host.subscribe((changed) => {
      if ([...changed].some((key) => key !== "hostContext")) notified++;
    });

    const r = mulberry32(20261126);
    for (let i = 0; i < 10_000; i++) {
      const { data, wrongSource } = hostile(r);
      toView(data, wrongSource ? (r() < 0.5 ? stranger : view) : top);
    }
    await tick(20);

    expect(errors).toEqual([]);
    const { hostContext: rawBefore, ...validatedBefore } = before;
    const { hostContext: rawAfter, ...validatedAfter } = host.getSnapshot();
    for (const [key, value] of Object.entries(validatedBefore))
      expect(validatedAfter[key as keyof typeof validatedAfter], key).toBe(value);
    expect(notified).toBe(0);
    expect(Object.getPrototypeOf(rawAfter)).toBe(Object.prototype);
    expect(rawBefore).toEqual({ theme: "light", displayMode: "inline", locale: "en-GB" });
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Requests it could parse were answered, unknown methods with -32601; nothing else was sent.
    expect(received.filter((m) => m.error).every((m) => m.error.code === -32601)).toBe(true);
    // The pending call is still waiting and takes its real answer.
    toView({ jsonrpc: "2.0", id: call.id, result: { structuredContent: { real: true } } });
    await expect(pending).resolves.toEqual({ structuredContent: { real: true } });
    // And the host keeps working.
    toView({ jsonrpc: "2.0", method: "ui/notifications/host-context-changed", params: { theme: "dark" } });
    expect(host.getSnapshot().theme).toBe("dark");
    view.removeEventListener("error", onError);
  }, 30_000);
});
