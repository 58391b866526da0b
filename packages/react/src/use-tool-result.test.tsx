import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useToolResult } from "./use-tool-result.js";
import { useTheme } from "./global-hooks.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";
import { captureHook } from "./test-support/render-with.js";

describe("useToolResult", () => {
  it("walks the lifecycle from idle through streaming and pending to success (official AppBridge)", async () => {
    const { host, bridge } = await mcpAppsHost();
    const r = captureHook(host, () => useToolResult<{ city: string }, { pizzas: string[] }, { token: string }>());
    expect(r.get()).toMatchObject({
      status: "idle",
      input: null,
      output: null,
      isError: false,
      isCancelled: false,
      error: null,
    });
    await act(() => bridge.sendToolInputPartial({ arguments: { city: "Par" } }));
    await waitFor(() => expect(r.get()).toMatchObject({ status: "input-streaming", partialInput: { city: "Par" } }));
    await act(() => bridge.sendToolInput({ arguments: { city: "Paris" } }));
    await waitFor(() => expect(r.get()).toMatchObject({ status: "pending", input: { city: "Paris" } }));
    const result = { content: [], structuredContent: { pizzas: ["a"] }, _meta: { token: "t" } };
    await act(() => bridge.sendToolResult(result));
    await waitFor(() =>
      expect(r.get()).toMatchObject({ status: "success", output: { pizzas: ["a"] }, metadata: { token: "t" }, result }),
    );
    await host.close();
  });

  it("reports an error result with its text", async () => {
    const { host, bridge } = await mcpAppsHost();
    const r = captureHook(host, () => useToolResult());
    await act(() => bridge.sendToolResult({ isError: true, content: [{ type: "text", text: "Sold out" }] }));
    await waitFor(() => expect(r.get()).toMatchObject({ status: "error", isError: true, error: "Sold out" }));
    await host.close();
  });

  it("reports a cancellation with its reason", async () => {
    const { host, bridge } = await mcpAppsHost();
    const r = captureHook(host, () => useToolResult());
    await act(() => bridge.sendToolInput({ arguments: {} }));
    await act(() => bridge.sendToolCancelled({ reason: "user stopped" }));
    await waitFor(() =>
      expect(r.get()).toMatchObject({
        status: "cancelled",
        isCancelled: true,
        isError: false,
        cancelReason: "user stopped",
      }),
    );
    await host.close();
  });

  it("does not re-render for keys outside the lifecycle", () => {
    const { host, openai } = chatGptHost();
    let renders = 0;
    captureHook(host, () => {
      renders++;
      return useToolResult();
    });
    act(() => openai.set({ theme: "dark", locale: "de-DE" }));
    expect(renders).toBe(1);
    // ...while a theme reader does.
    const theme = captureHook(host, useTheme);
    act(() => openai.set({ theme: "light" }));
    expect(theme.get()).toBe("light");
    expect(renders).toBe(1);
  });
});
