// `@hostbridge/core/probe`: what an MCP Apps host really answers, learned by asking. Kept out of the
// main entry (and out of `createHost`'s budget): a widget or a test imports it when it wants to know.
import { HostError } from "./errors.js";
import type { HandshakeStatus, HostInfo, UnknownObject } from "./globals.js";
import type { Feature, Host } from "./host-types.js";
import { METHOD_NOT_FOUND } from "./rpc.js";

/** JSON-RPC's "invalid params": the host has a handler for the method, which refused the params. */
const INVALID_PARAMS = -32602;
/** MCP's "resource not found": the host (or the server behind it) looked the resource up. */
const RESOURCE_NOT_FOUND = -32002;

/**
 * What a probe learned of one method: `"present"` (the host answered it, refused its params with
 * -32602, or found no such resource, -32002: only a handler does either), `"absent"` (the host said
 * -32601, method not found, and only that), or `"unknown"` (no answer in time, another error, or no
 * bridge to ask).
 */
export type MethodPresence = "present" | "absent" | "unknown";

/** A method `probeHost` asks about. */
export type ProbedMethod =
  | "ping"
  | "tools/call"
  | "resources/read"
  | "ui/open-link"
  | "ui/message"
  | "ui/request-display-mode"
  | "ui/update-model-context"
  | "ui/download-file";

/** One harmless request the probe sends: the method, its params, and the Host feature it serves. */
export interface ProbeRequest {
  /** The MCP Apps (or MCP) method. */
  method: ProbedMethod;
  /**
   * Params no host acts on: either a request that changes nothing (`ping`, the current display
   * mode) or params every handler must refuse (-32602) before doing anything.
   */
  params: (host: Pick<Host, "getSnapshot">) => UnknownObject;
  /** The `Feature` whose route sends this method, when there is one (`supports()` learns its absence). */
  feature?: Feature;
}

/**
 * The requests `probeHost` sends, in order. None is meant to have an effect a user could notice:
 * `ping`, a display-mode request for the mode already in effect, a call of the tool named `""` and a
 * read of the resource `""` (no server has them), and the rest with params that are not valid (no
 * URL, no content), which the official `AppBridge` refuses with -32602 before any handler runs. A
 * host that does not check params might act on them: probe where that is acceptable (tests, the
 * dev host), or pick the methods with `ProbeOptions.methods`.
 */
export const PROBE_REQUESTS: readonly ProbeRequest[] = [
  { method: "ping", params: () => ({}) },
  { method: "tools/call", params: () => ({ name: "", arguments: {} }), feature: "callTool" },
  { method: "resources/read", params: () => ({ uri: "" }), feature: "readResource" },
  { method: "ui/open-link", params: () => ({}), feature: "openExternal" },
  { method: "ui/message", params: () => ({ role: "user" }), feature: "sendFollowUpMessage" },
  {
    method: "ui/request-display-mode",
    params: (host) => ({ mode: host.getSnapshot().displayMode }),
    feature: "requestDisplayMode",
  },
  { method: "ui/update-model-context", params: () => ({ content: "not a list" }), feature: "updateModelContext" },
  { method: "ui/download-file", params: () => ({}), feature: "downloadFile" },
];

/** What `probeHost` found. */
export interface ProbeResult {
  /** Each probed method's presence. */
  methods: Record<ProbedMethod, MethodPresence>;
  /** Methods the host answered -32601: `host.supports()` now says false for their features. */
  absent: ProbedMethod[];
  /** The handshake as it stood when the probe ended. */
  handshake: HandshakeStatus;
  /** What the host advertised in the handshake (hints; compare with `methods`), or null. */
  hostCapabilities: UnknownObject | null;
  /** The host's name and version from the handshake, or null. */
  hostInfo: HostInfo | null;
}

/** Options of `probeHost`. */
export interface ProbeOptions {
  /** How long each request may take before its method counts as `"unknown"` (default 5,000 ms). */
  timeoutMs?: number;
  /** Only these methods (default: every one of `PROBE_REQUESTS`); the others are `"unknown"`. */
  methods?: readonly ProbedMethod[];
}

/** The presence a request's outcome shows: only -32601 is absence. */
async function presenceOf(answer: Promise<unknown>): Promise<MethodPresence> {
  try {
    await answer;
    return "present";
  } catch (error) {
    if (!(error instanceof HostError)) return "unknown";
    if (error.rpcCode === METHOD_NOT_FOUND) return "absent";
    return error.rpcCode === INVALID_PARAMS || error.rpcCode === RESOURCE_NOT_FOUND ? "present" : "unknown";
  }
}

// @example-source packages/core/examples/restore-and-probe.ts#probe
/**
 * Asks the host, one harmless request at a time (`PROBE_REQUESTS`), which MCP Apps methods it
 * really serves, whatever it advertised. A method counts as absent only when the host answers
 * -32601; a timeout or another error leaves it unknown. Absences reach the snapshot
 * (`unsupportedFeatures`), so `host.supports()` and `useSupports` follow. Waits for the handshake;
 * without a bridge (ChatGPT only, standalone) every method is unknown. Never rejects.
 *
 * @example
 * ```ts
 * // Ask the host what it really serves: harmless requests, -32601 alone means "absent".
 * export async function describeHost() {
 *   const report = await probeHost(host, { timeoutMs: 2000 });
 *   console.log(report.methods["ui/open-link"]); // "present" | "absent" | "unknown"
 *   console.log(report.absent); // the methods the host answered -32601
 *   return host.supports("openExternal"); // false once the host said -32601 to ui/open-link
 * }
 * ```
 */
export async function probeHost(host: Host, options: ProbeOptions = {}): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? 5000;
  await host.ready.catch(() => {});
  const methods = {} as Record<ProbedMethod, MethodPresence>;
  for (const request of PROBE_REQUESTS) {
    if (options.methods && !options.methods.includes(request.method)) {
      methods[request.method] = "unknown";
      continue;
    }
    const answer = host.sendRequest(request.method, request.params(host), { timeoutMs });
    methods[request.method] = await presenceOf(answer);
  }
  const { handshake, hostCapabilities, hostInfo } = host.getSnapshot();
  const absent = PROBE_REQUESTS.map(({ method }) => method).filter((method) => methods[method] === "absent");
  return { methods, absent, handshake, hostCapabilities, hostInfo };
}
