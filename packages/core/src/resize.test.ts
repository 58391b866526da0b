import { afterEach, describe, expect, it, vi } from "vitest";
import { createHost } from "./host.js";
import { observeSize, watchElementSize } from "./resize.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi } from "./test-support/fake-openai.js";

/** A controllable ResizeObserver and animation-frame queue (jsdom has neither that fires). */
function fakeLayout() {
  const observers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private cb: () => void) {}
      observe() {
        observers.push(this.cb);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.cb), 1);
      }
    },
  );
  vi.stubGlobal("requestAnimationFrame", (f: () => void) => frames.push(f));
  let height = 100;
  const el = document.createElement("div");
  el.getBoundingClientRect = () => ({ height }) as DOMRect;
  return {
    el,
    observers,
    resize(h: number) {
      height = h;
      observers.forEach((cb) => cb());
    },
    frame: () => frames.splice(0).forEach((f) => f()),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("observeSize", () => {
  it("reports at start, once per frame, only changes, and a shrink to 0", () => {
    const layout = fakeLayout();
    const notifyIntrinsicHeight = vi.fn();
    const stop = watchElementSize(({ height }) => notifyIntrinsicHeight(height), layout.el);
    expect(notifyIntrinsicHeight.mock.calls).toEqual([[100]]);
    layout.resize(150.2);
    layout.resize(180);
    layout.resize(200);
    expect(notifyIntrinsicHeight).toHaveBeenCalledTimes(1); // coalesced until the frame
    layout.frame();
    expect(notifyIntrinsicHeight.mock.calls.at(-1)).toEqual([200]);
    layout.resize(200);
    layout.frame();
    expect(notifyIntrinsicHeight).toHaveBeenCalledTimes(2); // unchanged: not reported
    layout.resize(0);
    layout.frame();
    expect(notifyIntrinsicHeight.mock.calls.at(-1)).toEqual([0]);
    stop();
    expect(layout.observers).toHaveLength(0);
    layout.resize(50);
    layout.frame();
    expect(notifyIntrinsicHeight).toHaveBeenCalledTimes(3);
  });

  it("goes to ui/notifications/size-changed on an MCP Apps host", async () => {
    const layout = fakeLayout();
    const sizes: unknown[] = [];
    const { host } = await connectToBridge({ setup: (b) => (b.onsizechange = (p) => void sizes.push(p)) });
    await host.ready;
    const stop = observeSize(host, layout.el);
    layout.resize(321.5);
    layout.frame();
    await vi.waitFor(() => expect(sizes).toEqual([{ height: 100 }, { height: 322 }]));
    stop();
    await host.close();
  });

  it("goes to window.openai.notifyIntrinsicHeight in ChatGPT", async () => {
    const layout = fakeLayout();
    const fake = installFakeOpenAi(window);
    const host = createHost();
    observeSize(host, layout.el);
    layout.resize(42);
    layout.frame();
    expect(fake.calls).toEqual([
      ["notifyIntrinsicHeight", 100],
      ["notifyIntrinsicHeight", 42],
    ]);
    await host.close();
    fake.uninstall();
  });
});

describe("observeSize measures what the host must show", () => {
  it("counts the body's margins and never reports 0 for an element with content", () => {
    const layout = fakeLayout();
    layout.el.style.margin = "12px";
    const reports: unknown[] = [];
    const stop = watchElementSize((size) => reports.push(size), layout.el);
    expect(reports).toEqual([{ height: 124 }]); // 100 + 12 + 12: a default page is not cut
    layout.el.append(document.createElement("p"));
    layout.resize(0);
    layout.frame();
    expect(reports).toEqual([{ height: 124 }]); // content not laid out yet: 0 is not reported
    stop();
  });

  it("counts content past the box, but not what scrolls inside a scroll box (a host's maxHeight)", () => {
    const layout = fakeLayout();
    Object.defineProperty(layout.el, "scrollHeight", { value: 444 });
    document.body.append(layout.el); // computed styles need the element in the document
    const reports: unknown[] = [];
    const stop = watchElementSize((size) => reports.push(size), layout.el);
    layout.el.style.overflowY = "auto";
    layout.resize(400);
    layout.frame();
    // Visible overflow shows below the box: 444. Inside a 400 px scroll box it scrolls: 400.
    expect(reports).toEqual([{ height: 444 }, { height: 400 }]);
    stop();
    layout.el.remove();
  });

  it("reports the width too where the host's container is flexible in width", async () => {
    const layout = fakeLayout();
    layout.el.getBoundingClientRect = () => ({ height: 100, width: 300 }) as DOMRect;
    const sizes: unknown[] = [];
    const { host } = await connectToBridge({
      hostContext: { theme: "light", displayMode: "inline", containerDimensions: { maxHeight: 800, maxWidth: 600 } },
      setup: (b) => (b.onsizechange = (p) => void sizes.push(p)),
    });
    await host.ready;
    expect(host.getSnapshot().containerDimensions).toEqual({ maxHeight: 800, maxWidth: 600 });
    const stop = observeSize(host, layout.el);
    await vi.waitFor(() => expect(sizes).toEqual([{ height: 100, width: 300 }]));
    stop();
    await host.close();
  });
});

describe("notifyIntrinsicHeight with a width", () => {
  it("sends the width over the bridge and rejects a bad one", async () => {
    const sizes: unknown[] = [];
    const { host } = await connectToBridge({ setup: (b) => (b.onsizechange = (p) => void sizes.push(p)) });
    await host.ready;
    host.notifyIntrinsicHeight(99.2, 300.4);
    await vi.waitFor(() => expect(sizes).toEqual([{ height: 100, width: 301 }]));
    expect(() => host.notifyIntrinsicHeight(10, -1)).toThrow("notifyIntrinsicHeight: invalid width.");
    await host.close();
  });
});
