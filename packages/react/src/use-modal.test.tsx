import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDisplayMode } from "./use-display-mode.js";
import { useModal } from "./use-modal.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { captureHook } from "./test-support/render-with.js";

describe("useModal", () => {
  it("opens a modal with a template and params", async () => {
    const { host, openai } = chatGptHost();
    const modal = captureHook(host, () => useModal<{ cardId: string }>());
    expect(modal.get()).toMatchObject({ isModal: false, params: undefined, isSupported: true });
    await modal.get().open({ template: "ui://widget/modal-details.html", params: { cardId: "c1" } });
    expect(openai.calls).toEqual([
      ["requestModal", { template: "ui://widget/modal-details.html", params: { cardId: "c1" } }],
    ]);
  });

  it("knows when the widget is rendered as the modal, with its params", () => {
    const { host, openai } = chatGptHost();
    const modal = captureHook(host, () => useModal<{ cardId: string }>());
    act(() => openai.set({ view: { mode: "modal", params: { cardId: "c2" } } }));
    expect(modal.get()).toMatchObject({ isModal: true, params: { cardId: "c2" } });
  });

  it("tells when the host has no modals", () => {
    const modal = captureHook(chatGptHost({ without: ["requestModal"] }).host, () => useModal());
    expect(modal.get().isSupported).toBe(false);
  });
});

describe("useModal inside ChatGPT's modal", () => {
  it("a widget mounted with displayMode modal is the modal and gets its params; useDisplayMode says modal", () => {
    const { host, openai } = chatGptHost();
    const modal = captureHook(host, () => ({ ...useModal<{ cardId: string }>(), mode: useDisplayMode().mode }));
    act(() => openai.set({ displayMode: "modal", view: { mode: "modal", params: { cardId: "c3" } } }));
    expect(modal.get()).toMatchObject({ isModal: true, params: { cardId: "c3" }, mode: "modal" });
    act(() => openai.set({ displayMode: "inline", view: { mode: "inline" } }));
    expect(modal.get()).toMatchObject({ isModal: false, params: undefined, mode: "inline" });
  });

  it("displayMode modal alone (a view without its mode) still counts as the modal", () => {
    const { host, openai } = chatGptHost();
    const modal = captureHook(host, () => useModal());
    act(() => openai.set({ displayMode: "modal" }));
    expect(modal.get().isModal).toBe(true);
  });
});
