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

interface Pending {
  resolve(v: unknown): void;
  reject(e: unknown): void;
  timer?: ReturnType<typeof setTimeout>;
}

const own = (h: Handlers | undefined, m: string): Handler | undefined =>
  h && Object.prototype.hasOwnProperty.call(h, m) ? h[m] : undefined;
const isId = (id: unknown): id is string | number =>
  typeof id === "string" || (typeof id === "number" && Number.isFinite(id));

/** A JSON-RPC 2.0 peer over a Port. Nothing the other side sends can make it throw. */
export function createRpc(port: Port, options: RpcOptions = {}): Rpc {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closed = false;

  const send = (message: object) => {
    try {
      port.post({ jsonrpc: "2.0", ...message });
    } catch {
      // A message that cannot be cloned or a detached target: nothing more to do here.
    }
  };

  const answer = async (id: string | number, method: string, params: unknown) => {
    const handler = method === "ping" ? () => ({}) : own(options.requests, method);
    if (!handler) return send({ id, error: { code: -32601, message: `Method not found: ${method}` } });
    try {
      const result = await handler(params);
      if (!closed) send({ id, result: result ?? {} });
    } catch (e) {
      if (!closed) send({ id, error: { code: -32603, message: e instanceof Error ? e.message : String(e) } });
    }
  };

  const onMessage = (m: unknown) => {
    try {
      if (closed || typeof m !== "object" || m === null || (m as { jsonrpc?: unknown }).jsonrpc !== "2.0") return;
      const { id, method, params, result, error } = m as Record<string, unknown>;
      if (typeof method === "string") {
        if (isId(id)) void answer(id, method, params);
        else if (id === undefined) own(options.notifications, method)?.(params);
        return;
      }
      const p = typeof id === "number" ? pending.get(id) : undefined;
      if (!p) return;
      if (error !== undefined) {
        const e = (typeof error === "object" && error) || {};
        const { code, message, data } = e as Record<string, unknown>;
        settle(id as number);
        p.reject(
          new HostError(
            typeof code === "number" ? code : -32603,
            typeof message === "string" ? message : "The host reported an error.",
            data,
          ),
        );
      } else if ("result" in (m as object)) {
        settle(id as number);
        p.resolve(result);
      }
    } catch {
      // Hostile or malformed input, or a throwing notification handler: never let it escape.
    }
  };

  const settle = (id: number) => {
    clearTimeout(pending.get(id)?.timer);
    pending.delete(id);
  };

  const unlisten = port.listen(onMessage);

  return {
    request(method, params, timeoutMs = options.timeoutMs ?? 30_000) {
      if (closed) return Promise.reject(new ClosedError());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const p: Pending = { resolve, reject };
        if (timeoutMs > 0 && timeoutMs < Infinity) {
          p.timer = setTimeout(() => {
            pending.delete(id);
            reject(new TimeoutError(method, timeoutMs));
          }, timeoutMs);
        }
        pending.set(id, p);
        try {
          port.post({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
        } catch (e) {
          // e.g. a DataCloneError: the caller learns at once instead of after the timeout.
          settle(id);
          reject(e);
        }
      });
    },
    notify(method, params) {
      if (!closed) send(params === undefined ? { method } : { method, params });
    },
    close() {
      if (closed) return;
      closed = true;
      unlisten();
      for (const [id, p] of pending) {
        settle(id);
        p.reject(new ClosedError());
      }
    },
  };
}
