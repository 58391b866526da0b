import { InvalidArgumentError } from "./errors.js";

/** A message channel to one peer: `post` sends a structured-cloneable object, `listen` receives. */
export interface Port {
  /** Sends one message; throws what the channel throws (e.g. a `DataCloneError`). */
  post(message: unknown): void;
  /** Adds a handler for incoming messages; returns the function that removes it. */
  listen(handler: (message: unknown) => void): () => void;
}

/** Options of `windowPort`. */
export interface WindowPortOptions {
  /**
   * Accept messages only from these origins, and post only to them (default: any origin, `"*"`).
   * Each entry is an origin such as `https://host.example` (a trailing slash is dropped), or
   * `"null"` for an opaque-origin parent; `"*"` alone means any origin and cannot be mixed in.
   * Messages go to the named origins only; `"*"` is the target only when `"null"` is the sole entry.
   */
  allowedOrigins?: string[];
  /** The window that receives the peer's messages (default: the global `window`). */
  self?: Window;
}

/**
 * The origins as `event.origin` spells them. Throws `InvalidArgumentError` for an entry that is not
 * an origin (a path, a bare word) and for `"*"` mixed with origins, which would mean two things.
 */
export function normalizeOrigins(allowedOrigins: readonly string[] = []): string[] {
  if (allowedOrigins.length === 0 || (allowedOrigins.length === 1 && allowedOrigins[0] === "*")) return ["*"];
  return allowedOrigins.map((entry) => {
    // An origin is what URL parsing gives back as `origin`, give or take one trailing slash.
    let origin: string | undefined = entry;
    if (entry !== "null") origin = URL.canParse(entry) ? new URL(entry).origin : undefined;
    if (origin !== entry.replace(/\/$/, "")) {
      throw new InvalidArgumentError(`allowedOrigins: "${entry}" is not an origin.`);
    }
    return origin;
  });
}

/**
 * A Port to another window (normally `window.parent`): posts with targetOrigin `"*"` unless origins
 * are pinned, and accepts only messages whose `event.source` is that window.
 * @throws {InvalidArgumentError} when an `allowedOrigins` entry is not an origin, or `"*"` is mixed with origins.
 */
export function windowPort(target: Window, options: WindowPortOptions = {}): Port {
  const origins = normalizeOrigins(options.allowedOrigins);
  const acceptsAny = origins[0] === "*";
  // Each message goes out once: to the named origins (the browser delivers only where the parent's
  // origin matches), or to "*" when the only entry is "null" (an opaque origin cannot be named).
  const namedOrigins = [...new Set(origins)].filter((origin) => origin !== "null");
  const targetOrigins = namedOrigins.length ? namedOrigins : ["*"];
  return {
    post: (message) => targetOrigins.forEach((origin) => target.postMessage(message, origin)),
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== target) return;
        if (!acceptsAny && !origins.includes(event.origin)) return;
        handler(event.data);
      };
      const receiver = options.self ?? window;
      receiver.addEventListener("message", onMessage);
      return () => receiver.removeEventListener("message", onMessage);
    },
  };
}
