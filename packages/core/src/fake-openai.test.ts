import { describe, expect, it } from "vitest";
import { installFakeOpenAi } from "./fake-openai.js";
import { createHost } from "./host.js";

/** A window of its own: any EventTarget will do, and nothing leaks into jsdom's window. */
const ownWindow = () => new EventTarget() as unknown as Window;

describe("installFakeOpenAi (@hostbridge/core/testing)", () => {
  it("leaves out the functions named in `without`, so the host finds them missing", async () => {
    const win = ownWindow();
    installFakeOpenAi(win, { without: ["requestCheckout", "sendFollowUpMessage"] });
    const host = createHost({ window: win, storage: null });
    expect(host.kind).toBe("chatgpt");
    expect([host.supports("requestCheckout"), host.supports("sendFollowUpMessage")]).toEqual([false, false]);
    expect(host.supports("callTool")).toBe(true);
    await host.close();
  });

  it("answers later calls with a replaced answer and records every call", async () => {
    const win = ownWindow();
    const fake = installFakeOpenAi(win);
    const host = createHost({ window: win, storage: null });
    expect(await host.callTool("search", { q: "a" })).toMatchObject({ structuredContent: { name: "search" } });
    fake.answers.callTool = async () => ({ structuredContent: { replaced: true } });
    expect(await host.callTool("search", { q: "b" })).toEqual({ structuredContent: { replaced: true } });
    expect(fake.calls).toEqual([
      ["callTool", "search", { q: "a" }],
      ["callTool", "search", { q: "b" }],
    ]);
    await host.close();
  });

  it("keeps fakes on two windows apart", () => {
    const [left, right] = [ownWindow(), ownWindow()];
    const leftFake = installFakeOpenAi(left, { globals: { theme: "dark" } });
    installFakeOpenAi(right);
    const [leftHost, rightHost] = [createHost({ window: left }), createHost({ window: right })];
    leftFake.set({ locale: "fr-FR" });
    expect([leftHost.getSnapshot().theme, leftHost.getSnapshot().locale]).toEqual(["dark", "fr-FR"]);
    expect([rightHost.getSnapshot().theme, rightHost.getSnapshot().locale]).toEqual(["light", "en-US"]);
  });
});
