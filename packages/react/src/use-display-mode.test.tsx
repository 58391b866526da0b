import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDisplayMode } from "./use-display-mode.js";
import { createFakeHost } from "./test-support/fake-host.js";
import { captureHook } from "./test-support/render-with.js";

describe("useDisplayMode", () => {
  it("gives the mode and the modes on offer, and requests only offered modes", async () => {
    const host = createFakeHost({ availableDisplayModes: ["inline", "fullscreen"] });
    host.handlers.requestDisplayMode = async (options: unknown) => {
      const { mode } = options as { mode: "inline" | "fullscreen" };
      host.set({ displayMode: mode });
      return { mode };
    };
    const dm = captureHook(host, useDisplayMode);
    expect(dm.get()).toMatchObject({ mode: "inline", availableModes: ["inline", "fullscreen"], isSupported: true });

    // PiP is not offered: nothing is asked, the current mode comes back.
    expect(await dm.get().request("pip")).toEqual({ mode: "inline" });
    expect(host.calls).toEqual([]);

    await act(async () => {
      expect(await dm.get().request("fullscreen")).toEqual({ mode: "fullscreen" });
    });
    expect(host.calls).toEqual([["requestDisplayMode", { mode: "fullscreen" }]]);
    expect(dm.get().mode).toBe("fullscreen");
  });

  it("reports the mode the host granted, not the one asked for", async () => {
    const host = createFakeHost({ availableDisplayModes: ["inline", "pip", "fullscreen"] });
    host.handlers.requestDisplayMode = async () => ({ mode: "fullscreen" });
    const dm = captureHook(host, useDisplayMode);
    expect(await dm.get().request("pip")).toEqual({ mode: "fullscreen" });
  });
});

describe("useDisplayMode without a list of modes from the host", () => {
  it("offers all three modes and requests them (ChatGPT has no such global)", async () => {
    const host = createFakeHost();
    host.handlers.requestDisplayMode = async () => ({ mode: "pip" });
    const dm = captureHook(host, useDisplayMode);
    expect(dm.get().availableModes).toEqual(["inline", "pip", "fullscreen"]);
    expect(await dm.get().request("pip")).toEqual({ mode: "pip" });
    expect(host.calls).toEqual([["requestDisplayMode", { mode: "pip" }]]);
  });
});
