/**
 * Every error any hostbridge package raises is a `HostBridgeError` with a stable `code` (each
 * subclass narrows it to a literal union) and, where another error caused it, the standard `cause`.
 */
export class HostBridgeError extends Error {
  /** A stable, machine-readable id of what went wrong, e.g. `"timeout"`; match on it, not on the message. */
  declare readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    // From the code, not the class name, which minifiers rename: "no_host" → "NoHostError".
    this.name = code.replace(/(?:^|_)./g, (start) => start.at(-1)!.toUpperCase()).replace(/(Error)?$/, "Error");
    this.code = code;
  }
}

/** The host answered a request with a JSON-RPC error, or reported the call as failed. */
export class HostError extends HostBridgeError {
  /** Always `"host_error"`. */
  declare readonly code: "host_error";
  /** The JSON-RPC error code the host sent, e.g. -32602 (invalid params). */
  declare readonly rpcCode: number;
  /** The JSON-RPC error's `data`, as the host sent it. */
  declare readonly data: unknown;
  constructor(rpcCode: number, message: string, data?: unknown) {
    super("host_error", message);
    this.rpcCode = rpcCode;
    this.data = data;
  }
}

/** The host did not answer within the request's timeout. */
export class TimeoutError extends HostBridgeError {
  /** Always `"timeout"`. */
  declare readonly code: "timeout";
  /** The JSON-RPC method that got no answer, e.g. `"tools/call"`. */
  declare readonly method: string;
  /** How long the SDK waited, in milliseconds. */
  declare readonly timeoutMs: number;
  constructor(method: string, timeoutMs: number) {
    super("timeout", `The host did not answer "${method}" within ${timeoutMs} ms.`);
    this.method = method;
    this.timeoutMs = timeoutMs;
  }
}

/** Neither the MCP Apps bridge nor `window.openai` offers this feature in the current host. */
export class UnsupportedError extends HostBridgeError {
  /** Always `"unsupported"`. */
  declare readonly code: "unsupported";
  /** The feature the host lacks, e.g. `"requestModal"`. */
  declare readonly feature: string;
  constructor(feature: string, hostKind: string) {
    super("unsupported", `${feature} is not supported by this host (${hostKind}).`);
    this.feature = feature;
  }
}

/** Strict mode found no host at all. The message is the one the Apps SDK reference's hooks use. */
export class NoHostError extends HostBridgeError {
  /** Always `"no_host"`. */
  declare readonly code: "no_host";
  constructor() {
    super("no_host", "This hook requires a ChatGPT app host.");
  }
}

/** The host was closed; pending and later calls reject with this. */
export class ClosedError extends HostBridgeError {
  /** Always `"closed"`. */
  declare readonly code: "closed";
  constructor() {
    super("closed", "The host was closed.");
  }
}

/** A call was made with arguments the SDK can tell are wrong before sending anything. */
export class InvalidArgumentError extends HostBridgeError {
  /** Always `"invalid_argument"`. */
  declare readonly code: "invalid_argument";
  constructor(message: string) {
    super("invalid_argument", message);
  }
}

/** The host answered with something that is not the result the call defines (e.g. not a CallToolResult). */
export class InvalidResultError extends HostBridgeError {
  /** Always `"invalid_result"`. */
  declare readonly code: "invalid_result";
  /** The answer as the host sent it, for logging. */
  declare readonly result: unknown;
  constructor(method: string, result: unknown) {
    super("invalid_result", `Invalid answer to "${method}".`);
    this.result = result;
  }
}

/** Widget state could not be saved (storage full, denied, or the state cannot be serialised); nothing changed. */
export class StorageError extends HostBridgeError {
  /** Always `"storage"`. */
  declare readonly code: "storage";
  /** What the storage or the serialiser threw. */
  declare readonly cause: unknown;
  constructor(cause: unknown) {
    super("storage", `Widget state not saved (nothing changed): ${cause}`);
    this.cause = cause;
  }
}

/** The host answered `ui/initialize` with a protocol version this SDK does not speak. */
export class ProtocolVersionError extends HostBridgeError {
  /** Always `"protocol_version"`. */
  declare readonly code: "protocol_version";
  /** The protocol version the host answered with. */
  declare readonly protocolVersion: string;
  constructor(protocolVersion: string, supported: string) {
    super("protocol_version", `Host protocol "${protocolVersion}" is not "${supported}".`);
    this.protocolVersion = protocolVersion;
  }
}
