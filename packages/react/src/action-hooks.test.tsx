import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { useOpenExternal, useRequestClose, useSendFollowUpMessage, useSetOpenInAppUrl } from "./action-hooks.js";
import { useIntrinsicHeight } from "./use-intrinsic-height.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { captureHook, renderWith } from "./test-support/render-with.js";
import { HostProvider } from "./host-context.js";

describe("action hooks", () => {
  it("forward to window.openai in both the short and the Apps SDK reference's call form", async () => {
    const { host, openai } = chatGptHost();
    const hooks = captureHook(host, () => ({
      send: useSendFollowUpMessage(),
      open: useOpenExternal(),
      setUrl: useSetOpenInAppUrl(),
      close: useRequestClose(),
    }));
    const { send, open, setUrl, close } = hooks.get();
    await send("Show me more", { scrollToBottom: false });
    await send({ prompt: "Again" });
    await open("https://example.com", { redirectUrl: false });
    await open({ href: "https://example.org" });
    await setUrl("/pizzas/1");
    await close();
    expect(openai.calls).toEqual([
      ["sendFollowUpMessage", { prompt: "Show me more", scrollToBottom: false }],
      ["sendFollowUpMessage", { prompt: "Again" }],
      ["openExternal", { href: "https://example.com", redirectUrl: false }],
      ["openExternal", { href: "https://example.org" }],
      ["setOpenInAppUrl", { href: "/pizzas/1" }],
      ["requestClose"],
    ]);
    expect([send, open, setUrl, close].map((f) => f.isSupported)).toEqual([true, true, true, true]);
  });

  it("carry isSupported per feature and reject with UnsupportedError when called anyway", async () => {
    const { host } = chatGptHost({ without: ["sendFollowUpMessage"] });
    const hooks = captureHook(host, () => ({ send: useSendFollowUpMessage(), open: useOpenExternal() }));
    expect(hooks.get().send.isSupported).toBe(false);
    expect(hooks.get().open.isSupported).toBe(true);
    await expect(hooks.get().send("hi")).rejects.toMatchObject({ code: "unsupported" });
  });

  it("keep the same function across re-renders", () => {
    const { host } = chatGptHost();
    const seen = new Set<unknown>();
    function Probe({ n }: { n: number }) {
      seen.add(useRequestClose());
      return <p>{n}</p>;
    }
    const view = renderWith(host, <Probe n={1} />);
    view.rerender(
      <HostProvider host={host}>
        <Probe n={2} />
      </HostProvider>,
    );
    view.rerender(
      <HostProvider host={host}>
        <Probe n={3} />
      </HostProvider>,
    );
    expect(seen.size).toBe(1);
  });
});

describe("useIntrinsicHeight", () => {
  it("reports the ref's element height to the host while mounted", () => {
    const { host, openai } = chatGptHost();
    const measured = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      return { height: this.dataset.testid === "root" ? 120 : 0, width: 0 } as DOMRect;
    });
    function Widget() {
      const ref = useRef<HTMLDivElement>(null);
      useIntrinsicHeight(ref);
      return <div ref={ref} data-testid="root" />;
    }
    const view = renderWith(host, <Widget />);
    expect(openai.calls).toEqual([["notifyIntrinsicHeight", 120]]);
    view.unmount();
    measured.mockRestore();
  });

  it("measures the document body without a ref", () => {
    const { host, openai } = chatGptHost();
    const measured = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      return { height: this === document.body ? 300 : 0, width: 0 } as DOMRect;
    });
    const h = captureHook(host, () => useIntrinsicHeight());
    expect(h.get().isSupported).toBe(true);
    expect(openai.calls[0]?.[0]).toBe("notifyIntrinsicHeight");
    expect(openai.calls[0]?.[1]).toBeGreaterThanOrEqual(300); // the body's margins come on top
    measured.mockRestore();
  });
});
