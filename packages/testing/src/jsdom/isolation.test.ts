import { describe, expect, it } from "vitest";
import { activeCount } from "./cleanup.js";
import { createChatGptHost, createMcpAppsHost } from "../index.js";

// No afterEach here on purpose: the kit must undo what a test left behind on its own.
describe("fakes created in a test are removed when it ends", () => {
  it("first test: leaves a ChatGPT fake and an MCP Apps fake behind", async () => {
    const chatgpt = createChatGptHost({ theme: "dark" });
    chatgpt.set({ toolOutput: { leaked: true } });
    const mcp = createMcpAppsHost();
    void mcp.sendToolInput({ leaked: true }); // queued, never delivered: no widget
    expect(activeCount()).toBe(2);
  });

  it("second test: nothing of them is left", () => {
    expect(activeCount()).toBe(0);
    expect("openai" in window).toBe(false);
    const chatgpt = createChatGptHost();
    expect(chatgpt.openai.theme).toBe("light");
    expect(chatgpt.openai.toolOutput).toBeNull();
    expect(chatgpt.calls).toEqual([]);
  });
});
