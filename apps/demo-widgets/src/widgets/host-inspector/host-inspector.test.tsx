import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWidget } from "@hostbridge/testing";
import { HostInspectorWidget } from "./host-inspector.js";

const info = (key: string) => screen.getByTestId(`info-${key}`).textContent;
const SERVER_TIME = "2026-03-01T12:00:00.000Z";

describe("host-inspector in ChatGPT", () => {
  it("formats for the user's locale, follows the theme and reports its height", async () => {
    const view = await renderWidget(<HostInspectorWidget />, {
      host: "chatgpt",
      // ChatGPT's toolResponseMetadata ({ status, call_tool_result, mcp_tool_result }) is made from it.
      toolResult: { structuredContent: { serverTime: SERVER_TIME }, _meta: { "openai/widgetSessionId": "ws-1" } },
      theme: "dark",
      locale: "de-DE",
      maxHeight: 640,
      safeArea: { insets: { top: 12, bottom: 34, left: 0, right: 0 } },
      device: "mobile",
    });
    const root = screen.getByTestId("widget-root");
    expect(root.dataset.theme).toBe("dark");
    expect(info("theme")).toContain("dark");
    expect(info("locale")).toBe("de-DE");
    expect(info("number")).toBe("1.234.567,891");
    expect(info("currency")).toMatch(/1\.299,50\s€/);
    expect(info("server-time")).toContain("1. März 2026");
    expect(info("max-height")).toBe("640 px");
    expect(info("safe-area")).toBe("12 0 34 0");
    expect(info("device")).toBe("mobile");
    expect(info("capabilities")).toBe("touch");
    expect(info("host-kind")).toBe("chatgpt");
    expect(info("metadata")).toBe("openai/widgetSessionId");
    // Safe-area insets keep the content clear of the host's chrome.
    expect(root.style.paddingTop).toBe("28px");
    expect(root.style.paddingBottom).toBe("50px");

    await view.update({ theme: "light", locale: "en-US" });
    expect(root.dataset.theme).toBe("light");
    expect(info("number")).toBe("1,234,567.891");
  });

  it("tells the host its height, and again when the content grows", async () => {
    const heights: number[] = [];
    const original = HTMLElement.prototype.getBoundingClientRect;
    // jsdom has no layout: give the root a height that follows how many children it shows.
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const h = this.dataset.testid === "widget-root" ? 100 + 50 * this.querySelectorAll("pre, section").length : 0;
      return { x: 0, y: 0, top: 0, left: 0, bottom: h, right: 300, width: 300, height: h, toJSON() {} } as DOMRect;
    };
    // jsdom has no ResizeObserver either: a stand-in the test triggers like a browser would.
    const observers: { cb: () => void; targets: Element[] }[] = [];
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      entry: { cb: () => void; targets: Element[] };
      constructor(cb: () => void) {
        this.entry = { cb, targets: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      disconnect() {
        this.entry.targets = [];
      }
    };
    try {
      const { chatgpt } = await renderWidget(<HostInspectorWidget />, {
        host: "chatgpt",
        toolOutput: { serverTime: SERVER_TIME },
        chatgpt: { handlers: { notifyIntrinsicHeight: (h) => void heights.push(h) } },
      });
      await waitFor(() => expect(heights.length).toBeGreaterThan(0));
      const before = heights.at(-1)!;
      fireEvent.click(screen.getByTestId("toggle-details"));
      expect(screen.getByTestId("raw-data").textContent).toContain(SERVER_TIME);
      const root = screen.getByTestId("widget-root");
      // Only the widget's root is observed, and it is what grew.
      expect(observers.some((o) => o.targets.includes(root))).toBe(true);
      for (const o of observers) if (o.targets.includes(root)) o.cb();
      await waitFor(() => expect(heights.at(-1)).toBeGreaterThan(before));
      expect(chatgpt!.callsOf("notifyIntrinsicHeight").length).toBeGreaterThan(0);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
      delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });
});

describe("host-inspector in an MCP Apps host", () => {
  it("shows the host context and applies the host's style variables", async () => {
    const view = await renderWidget(<HostInspectorWidget />, {
      host: "mcp-apps",
      toolOutput: { serverTime: SERVER_TIME },
      theme: "dark",
      locale: "fr-FR",
      mcp: {
        hostInfo: { name: "Fake Host", version: "2.1" },
        // A host may send any subset of the standard variables (the SDK's type lists all 76).
        hostContext: {
          timeZone: "Asia/Tokyo",
          styles: { variables: { "--color-background-primary": "rgb(1, 2, 3)" } as never },
        },
      },
    });
    expect(info("locale")).toBe("fr-FR");
    const root = screen.getByTestId("widget-root");
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.getPropertyValue("--color-background-primary")).toBe("rgb(1, 2, 3)");
    expect(info("style-variables")).toBe("1 applied");
    expect(info("time-zone")).toBe("Asia/Tokyo");
    // 12:00 UTC is 21:00 in Tokyo.
    expect(info("server-time")).toContain("21:00:00");
    expect(info("server-time")).toContain("1 mars 2026");
    expect(info("number")).toMatch(/1\s234\s567,891/);
    expect(info("host-info")).toBe("Fake Host 2.1");
    expect(info("platform")).toBe("web");
    expect(info("host-kind")).toBe("mcp-apps");

    await view.update({ theme: "light" });
    expect(root.dataset.theme).toBe("light");
  });
});
