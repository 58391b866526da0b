import { ClosedError, HostError, TimeoutError } from "./errors.js";
import type { Port } from "./port.js";

/**
 * Handlers by method name, each called with the message's `params`; only own properties count, so
 * `__proto__` or `toString` never match.
 */
export type Handlers = Record<string, (params: unknown) => unknown>;

/** Options of `createRpc`. */
export interface RpcOptions {
  /** Default per-request timeout in ms (30 s). 0 or Infinity: wait forever. */
  timeoutMs?: number;
  /** Requests the peer may send us (`ping` is built in); anything else gets -32601. */
  requests?: Handlers;
  /** Notifications the peer may send us (`notifications/progress` is built in); others are ignored. */
  notifications?: Handlers;
}

/** Progress the peer reports for a request (MCP `notifications/progress`). */
export interface Progress {
  /** How far the work is, in the peer's units. */
  progress: number;
  /** The amount `progress` counts towards, when the peer knows it. */
  total?: number;
  /** What the peer is doing now, in words. */
  message?: string;
}

/** Options of one request. */
export interface RequestOptions {
  /** Timeout in ms (default: the Rpc's); 0 or Infinity: wait forever. */
  timeoutMs?: number;
  /** Aborting rejects the request with the signal's reason and tells the peer (`notifications/cancelled`). */
  signal?: AbortSignal;
  /** Asks the peer for progress (a `progressToken` in the params' `_meta`) and receives it. */
  onProgress?: (progress: Progress) => void;
}

/** One JSON-RPC 2.0 connection, made by `createRpc`. */
export interface Rpc {
  /**
   * Sends a request and resolves with the peer's `result`; a timeout or an abort rejects it and
   * sends `notifications/cancelled` for it.
   * @throws {HostError} (rejects) when the peer answers with a JSON-RPC error.
   * @throws {TimeoutError} (rejects) when no answer comes within the timeout.
   * @throws {ClosedError} (rejects) when the Rpc is or gets closed first.
   */
  request(method: string, params?: unknown, options?: RequestOptions): Promise<unknown>;
  /** Sends a notification; throws what posting throws (e.g. a DataCloneError), nothing after `close()`. */
  notify(method: string, params?: unknown): void;
  /** Stops listening and rejects every pending request with `ClosedError`. */
  close(): void;
}

/** A request waiting for its answer. */
interface PendingRequest {
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  timer?: ReturnType<typeof setTimeout>;
  onProgress?: (progress: Progress) => void;
  /** Removes the abort listener. */
  unlistenAbort?: () => void;
}

/** The JSON-RPC error code for "Method not found". */
export const METHOD_NOT_FOUND = -32601;

const ownHandler = (handlers: Handlers = {}, method: string) =>
  Object.hasOwn(handlers, method) ? handlers[method] : undefined;

/**
 * A JSON-RPC 2.0 peer over a Port: sends requests and notifications, answers the peer's requests
 * from `options.requests` (-32601 for the rest). Nothing the other side sends can make it throw.
 */
export function createRpc(port: Port, options: RpcOptions = {}): Rpc {
  const pending = new Map<number, PendingRequest>();
  let nextId = 0;
  let closed = false;

  const post = (message: object) => port.post({ jsonrpc: "2.0", ...message });
  /** Posts an answer; one that cannot be cloned, or a detached target, leaves nothing more to do. */
  const postAnswer = (message: object) => {
    try {
      if (!closed) post(message);
    } catch {
      // nothing more to do here
    }
  };
  /** Removes the entry and returns it, so each request settles exactly once. */
  const takePending = (id: unknown) => {
    const entry = pending.get(id as number);
    clearTimeout(entry?.timer);
    entry?.unlistenAbort?.();
    pending.delete(id as number);
    return entry;
  };
  /** Gives up on a request: it rejects with `error`, and the peer is told to stop working on it. */
  const cancel = (id: number, error: unknown, reason: string) => {
    const entry = takePending(id);
    if (!entry) return;
    entry.reject(error);
    postAnswer({ method: "notifications/cancelled", params: { requestId: id, reason } });
  };

  const answer = async (id: unknown, method: string, params: unknown) => {
    const handler = method === "ping" ? () => ({}) : ownHandler(options.requests, method);
    if (!handler) return postAnswer({ id, error: { code: METHOD_NOT_FOUND, message: "Method not found" } });
    try {
      postAnswer({ id, result: (await handler(params)) ?? {} });
    } catch (error) {
      postAnswer({ id, error: { code: -32603, message: String((error as Error)?.message ?? error) } });
    }
  };

  /** A request from the peer (answered) or a notification (handed to its handler). */
  const receive = (method: string, id: unknown, params: unknown) => {
    if (typeof id === "string" || typeof id === "number") void answer(id, method, params);
    else if (id !== undefined) return;
    else if (method === "notifications/progress") {
      const { progressToken, ...progress } = params as { progressToken: unknown } & Progress;
      if (typeof progress.progress === "number") pending.get(progressToken as number)?.onProgress?.(progress);
    } else ownHandler(options.notifications, method)?.(params);
  };
  /** The peer's answer to one of our requests: its result, or its error as a `HostError`. */
  const settle = (id: unknown, result: unknown, error: unknown) => {
    const entry = typeof id === "number" ? takePending(id) : undefined;
    if (!entry) return;
    if (error === undefined) return entry.resolve(result);
    const { code, message, data } = (error ?? {}) as Record<string, unknown>;
    entry.reject(new HostError(Number(code) || -32603, String(message ?? "Host error"), data));
  };

  const unlisten = port.listen((message) => {
    try {
      const { jsonrpc, id, method, params, result, error } = message as Record<string, unknown>;
      if (closed || jsonrpc !== "2.0") return;
      if (typeof method === "string") receive(method, id, params);
      else if (error !== undefined || "result" in (message as object)) settle(id, result, error);
    } catch {
      // Hostile or malformed input, or a throwing notification handler: never let it escape.
    }
  });

  return {
    request(method, params, { timeoutMs = options.timeoutMs ?? 30_000, signal, onProgress } = {}) {
      if (closed) return Promise.reject(new ClosedError());
      if (signal?.aborted) return Promise.reject(signal.reason);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const entry: PendingRequest = { resolve, reject, onProgress };
        if (timeoutMs > 0 && timeoutMs < Infinity) {
          entry.timer = setTimeout(() => cancel(id, new TimeoutError(method, timeoutMs), "timeout"), timeoutMs);
        }
        if (signal) {
          const onAbort = () => cancel(id, signal.reason, String(signal.reason?.message ?? signal.reason));
          signal.addEventListener("abort", onAbort);
          entry.unlistenAbort = () => signal.removeEventListener("abort", onAbort);
        }
        pending.set(id, entry);
        // The progress token is the request's id: unique among the requests still waiting.
        if (onProgress)
          params = { ...(params as object), _meta: { ...(params as { _meta?: object })?._meta, progressToken: id } };
        try {
          post({ id, method, params });
        } catch (error) {
          // e.g. a DataCloneError: the caller learns at once instead of after the timeout.
          takePending(id);
          reject(error);
        }
      });
    },
    notify(method, params) {
      if (!closed) post({ method, params });
    },
    close() {
      if (closed) return;
      closed = true;
      unlisten();
      for (const id of pending.keys()) takePending(id)!.reject(new ClosedError());
    },
  };
}
