// Runs first in every view page, before the widget's bundle. Identical for every library, it
// (1) silences console.debug (the official transport logs every frame; with a DevTools client
// attached that alone halves its call rate, which a user without DevTools never pays),
// (2) counts live event listeners and ResizeObservers, for the leak figure, and
// (3) tells the host page the moment the widget shows the tool output.

type Kind = "window" | "messagePort" | "other";
interface Probe {
  live(): Record<Kind | "resizeObservers", number>;
  renderedAt: number | null;
}

const EXPECTED = "Margherita";
// The view's first script starts now: what follows is the widget's own cost (compile, handshake, render).
const scriptStart = performance.now();
const kindOf = (target: EventTarget): Kind =>
  target === window
    ? "window"
    : typeof MessagePort !== "undefined" && target instanceof MessagePort
      ? "messagePort"
      : "other";

console.debug = () => {};

// target -> "type|capture" -> listeners
const registry = new Map<EventTarget, Map<string, Set<unknown>>>();
const slot = (target: EventTarget, type: string, options: unknown) => {
  const capture =
    typeof options === "boolean" ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
  let byType = registry.get(target);
  if (!byType) {
    byType = new Map();
    registry.set(target, byType);
  }
  const key = `${type}|${capture}`;
  let set = byType.get(key);
  if (!set) {
    set = new Set();
    byType.set(key, set);
  }
  return set;
};
const add = EventTarget.prototype.addEventListener;
const remove = EventTarget.prototype.removeEventListener;
EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
  if (listener) {
    const set = slot(this, type, options);
    set.add(listener);
    const opts = typeof options === "object" ? options : undefined;
    if (opts?.once) add.call(this, type, () => set.delete(listener), { once: true });
    if (opts?.signal) add.call(opts.signal, "abort", () => set.delete(listener), { once: true });
  }
  return add.call(this, type, listener, options);
};
EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
  if (listener) slot(this, type, options).delete(listener);
  return remove.call(this, type, listener, options);
};

// `port.onmessage = fn` is a listener too.
const portOnMessage =
  typeof MessagePort !== "undefined" ? Object.getOwnPropertyDescriptor(MessagePort.prototype, "onmessage") : undefined;
const portHandlers = new Set<MessagePort>();
if (portOnMessage?.set && portOnMessage.get) {
  const { get, set } = portOnMessage;
  Object.defineProperty(MessagePort.prototype, "onmessage", {
    configurable: true,
    get,
    set(this: MessagePort, fn: unknown) {
      if (fn) portHandlers.add(this);
      else portHandlers.delete(this);
      set.call(this, fn);
    },
  });
}

let resizeObservers = 0;
if (typeof ResizeObserver !== "undefined") {
  const Base = ResizeObserver;
  window.ResizeObserver = class extends Base {
    #active = false;
    override observe(target: Element, options?: ResizeObserverOptions) {
      if (!this.#active) resizeObservers += 1;
      this.#active = true;
      super.observe(target, options);
    }
    override disconnect() {
      if (this.#active) resizeObservers -= 1;
      this.#active = false;
      super.disconnect();
    }
  };
}

const probe: Probe = {
  live() {
    const counts = { window: 0, messagePort: portHandlers.size, other: 0, resizeObservers };
    for (const [target, byType] of registry) {
      for (const set of byType.values()) counts[kindOf(target)] += set.size;
    }
    return counts;
  },
  renderedAt: null,
};
(window as unknown as { __benchProbe: Probe }).__benchProbe = probe;

// Report the first frame in which the widget's output shows the tool output.
const observer = new MutationObserver(() => {
  const el = document.querySelector('[data-bench="output"]');
  if (el?.textContent?.includes(EXPECTED)) {
    probe.renderedAt = performance.now();
    observer.disconnect();
    // `at`: on the view's own clock, ms from its first script to the output in the DOM.
    window.parent.postMessage({ __bench: "rendered", at: probe.renderedAt - scriptStart }, "*");
  }
});
observer.observe(document, { subtree: true, childList: true, characterData: true });
