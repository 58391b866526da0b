/** A message channel to one peer: `post` sends a structured-cloneable object, `listen` receives. */
export interface Port {
  post(message: unknown): void;
  /** Adds a handler for incoming messages; returns the function that removes it. */
  listen(handler: (message: unknown) => void): () => void;
}

export interface WindowPortOptions {
  /** Accept messages only from these origins, and post only to them (default: any origin, `"*"`). */
  allowedOrigins?: string[];
  /** The window that receives the peer's messages (default: the global `window`). */
  self?: Window;
}

/**
 * A Port to another window (normally `window.parent`): posts with targetOrigin `"*"` unless origins
 * are pinned, and accepts only messages whose `event.source` is that window.
 */
export function windowPort(target: Window, options: WindowPortOptions = {}): Port {
  const origins = options.allowedOrigins?.length ? options.allowedOrigins : ["*"];
  return {
    // With pinned origins the browser drops every copy but the one whose origin matches.
    post: (message) => origins.forEach((o) => target.postMessage(message, o)),
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== target) return;
        if (origins[0] !== "*" && !origins.includes(event.origin)) return;
        handler(event.data);
      };
      const w = options.self ?? window;
      w.addEventListener("message", onMessage);
      return () => w.removeEventListener("message", onMessage);
    },
  };
}

/**
 * Two Ports linked in memory: what one posts the other receives, structured-cloned and delivered
 * in a later task, like `postMessage`. For tests and local tooling.
 */
export function linkedPorts(): [Port, Port] {
  const make = (inbox: Set<(m: unknown) => void>, outbox: Set<(m: unknown) => void>): Port => ({
    post(message) {
      const copy = structuredClone(message);
      setTimeout(() => outbox.forEach((h) => h(copy)));
    },
    listen(handler) {
      inbox.add(handler);
      return () => void inbox.delete(handler);
    },
  });
  const a = new Set<(m: unknown) => void>();
  const b = new Set<(m: unknown) => void>();
  return [make(a, b), make(b, a)];
}
