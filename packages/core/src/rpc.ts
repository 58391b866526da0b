import { ClosedError, HostError, TimeoutError } from "./errors.js";
import type { Port } from "./port.js";

type Handler = (params: unknown) => unknown;
/** Handlers by method name; only own properties count, so `__proto__` or `toString` never match. */
export type Handlers = Record<string, Handler>;

export interface RpcOptions {
  /** Default per-request timeout in ms (30 s). 0 or Infinity: wait forever. */
  timeoutMs?: number;
  /** Requests the peer may send us (`ping` is built in); anything else gets -32601. */
  requests?: Handlers;
  notifications?: Handlers;
}

export interface Rpc {
  request(method: string, params?: unknown, timeoutMs?: number): Promise<unknown>;
  notify(method: string, params?: unknown): void;
  /** Stops listening and rejects every pending request with `ClosedError`. */
  close(): void;
}

type Pending = [resolve: (v: unknown) => void, reject: (e: unknown) => void, timer?: ReturnType<typeof setTimeout>];

const own = (h: Handlers = {}, m: string) => (Object.hasOwn(h, m) ? h[m] : undefined);

/** A JSON-RPC 2.0 peer over a Port. Nothing the other side sends can make it throw. */
export function createRpc(port: Port, options: RpcOptions = {}): Rpc {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closed = false;

  const post = (message: object) => port.post({ jsonrpc: "2.0", ...message });
  const send = (message: object) => {
    try {
      if (!closed) post(message);
    } catch {
      // A reply that cannot be cloned or a detached target: nothing more to do here.
    }
  };
  /** Removes the entry and returns it, so each request settles exactly once. */
  const take = (id: unknown) => {
    const p = pending.get(id as number);
    clearTimeout(p?.[2]);
    pending.delete(id as number);
    return p;
  };

  const answer = async (id: unknown, method: string, params: unknown) => {
    const handler = method === "ping" ? () => ({}) : own(options.requests, method);
    if (!handler) return send({ id, error: { code: -32601, message: "Method not found" } });
    try {
      send({ id, result: (await handler(params)) ?? {} });
    } catch (e) {
      send({ id, error: { code: -32603, message: String((e as Error)?.message ?? e) } });
    }
  };

  const unlisten = port.listen((m) => {
    try {
      const { jsonrpc, id, method, params, result, error } = m as Record<string, unknown>;
      if (closed || jsonrpc !== "2.0") return;
      const idOk = typeof id === "string" || typeof id === "number";
      if (typeof method === "string") {
        if (idOk) void answer(id, method, params);
        else if (id === undefined) own(options.notifications, method)?.(params);
      } else if (error !== undefined || "result" in (m as object)) {
        const p = typeof id === "number" ? take(id) : undefined;
        if (!p) return;
        if (error === undefined) return p[0](result);
        const { code, message, data } = (error ?? {}) as Record<string, unknown>;
        p[1](new HostError(Number(code) || -32603, String(message ?? "Host error"), data));
      }
    } catch {
      // Hostile or malformed input, or a throwing notification handler: never let it escape.
    }
  });

  return {
    request(method, params, timeoutMs = options.timeoutMs ?? 30_000) {
      if (closed) return Promise.reject(new ClosedError());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const p: Pending = [resolve, reject];
        if (timeoutMs > 0 && timeoutMs < Infinity) p[2] = setTimeout(() => take(id) && reject(new TimeoutError(method, timeoutMs)), timeoutMs);
        pending.set(id, p);
        try {
          post({ id, method, params });
        } catch (e) {
          // e.g. a DataCloneError: the caller learns at once instead of after the timeout.
          take(id);
          reject(e);
        }
      });
    },
    notify: (method, params) => send({ method, params }),
    close() {
      if (closed) return;
      closed = true;
      unlisten();
      for (const id of pending.keys()) take(id)![1](new ClosedError());
    },
  };
}
