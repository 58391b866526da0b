import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useToolResult } from "./use-tool-result.js";
import { useTheme } from "./global-hooks.js";
import { createFakeHost } from "./test-support/fake-host.js";
import { captureHook } from "./test-support/render-with.js";

describe("useToolResult", () => {
  it("walks the lifecycle from idle through streaming and pending to success", () => {
    const host = createFakeHost();
    const r = captureHook(host, () => useToolResult<{ city: string }, { pizzas: string[] }, { token: string }>());
    expect(r.get()).toMatchObject({
      status: "idle",
      input: null,
      output: null,
      isError: false,
      isCancelled: false,
      error: null,
    });
    act(() => host.set({ toolStatus: "input-streaming", toolInputPartial: { city: "Par" } }));
    expect(r.get()).toMatchObject({ status: "input-streaming", partialInput: { city: "Par" } });
    act(() => host.set({ toolStatus: "pending", toolInput: { city: "Paris" } }));
    expect(r.get()).toMatchObject({ status: "pending", input: { city: "Paris" } });
    const result = { structuredContent: { pizzas: ["a"] }, _meta: { token: "t" } };
    act(() =>
      host.set({
        toolStatus: "success",
        toolResult: result,
        toolOutput: result.structuredContent,
        toolResponseMetadata: result._meta,
      }),
    );
    expect(r.get()).toMatchObject({ status: "success", output: { pizzas: ["a"] }, metadata: { token: "t" }, result });
  });

  it("reports an error result with its text, and a cancellation with its reason", () => {
    const host = createFakeHost();
    const r = captureHook(host, () => useToolResult());
    act(() =>
      host.set({ toolStatus: "error", toolResult: { isError: true, content: [{ type: "text", text: "Sold out" }] } }),
    );
    expect(r.get()).toMatchObject({ status: "error", isError: true, error: "Sold out" });
    act(() => host.set({ toolStatus: "cancelled", toolResult: null, toolCancelReason: "user stopped" }));
    expect(r.get()).toMatchObject({
      status: "cancelled",
      isCancelled: true,
      isError: false,
      cancelReason: "user stopped",
    });
  });

  it("does not re-render for keys outside the lifecycle", () => {
    const host = createFakeHost();
    let renders = 0;
    captureHook(host, () => {
      renders++;
      return useToolResult();
    });
    act(() => host.set({ theme: "dark", locale: "de-DE" }));
    expect(renders).toBe(1);
    // ...while a theme reader does.
    const theme = captureHook(host, useTheme);
    act(() => host.set({ theme: "light" }));
    expect(theme.get()).toBe("light");
    expect(renders).toBe(1);
  });
});
