// @vitest-environment node
import { expect, it } from "vitest";

it("loads in Node without a DOM and runs standalone", async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
  const core = await import("./index.js");
  const host = core.createHost();
  expect(host.kind).toBe("standalone");
  expect(host.getSnapshot()).toEqual(core.DEFAULT_SNAPSHOT);
  await expect(host.ready).resolves.toBeUndefined();
  expect(host.supports("callTool")).toBe(false);
  expect(host.supports("openExternal")).toBe(false); // no window to open
  await expect(host.callTool("x")).rejects.toBeInstanceOf(core.UnsupportedError);
  await host.setWidgetState({ a: 1 });
  expect(host.getSnapshot().widgetState).toEqual({ a: 1 });
  const { observeSize } = await import("./resize.js");
  expect(observeSize(host)).toBeTypeOf("function"); // no document: nothing to measure
  expect(() => core.createHost({ strict: true })).toThrow("This hook requires a ChatGPT app host.");
});
