/** Every error the SDK raises is a `HostBridgeError` with a stable `code`. */
export class HostBridgeError extends Error {
  declare readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    // From the code, not the class name, which minifiers rename: "no_host" → "NoHostError".
    this.name = code.replace(/(?:^|_)(.)/g, (_, c: string) => c.toUpperCase()).replace(/(Error)?$/, "Error");
    this.code = code;
  }
}

/** The host answered a request with a JSON-RPC error, or reported the call as failed. */
export class HostError extends HostBridgeError {
  declare readonly rpcCode: number;
  declare readonly data: unknown;
  constructor(rpcCode: number, message: string, data?: unknown) {
    super("host_error", message);
    this.rpcCode = rpcCode;
    this.data = data;
  }
}

/** The host did not answer within the request's timeout. */
export class TimeoutError extends HostBridgeError {
  declare readonly method: string;
  declare readonly timeoutMs: number;
  constructor(method: string, timeoutMs: number) {
    super("timeout", `The host did not answer "${method}" within ${timeoutMs} ms.`);
    this.method = method;
    this.timeoutMs = timeoutMs;
  }
}

/** Neither the MCP Apps bridge nor `window.openai` offers this feature in the current host. */
export class UnsupportedError extends HostBridgeError {
  declare readonly feature: string;
  constructor(feature: string, hostKind: string) {
    super("unsupported", `${feature} is not supported by this host (${hostKind}).`);
    this.feature = feature;
  }
}

/** Strict mode found no host at all. The message is the one the Apps SDK reference's hooks use. */
export class NoHostError extends HostBridgeError {
  constructor() {
    super("no_host", "This hook requires a ChatGPT app host.");
  }
}

/** The host was closed; pending and later calls reject with this. */
export class ClosedError extends HostBridgeError {
  constructor() {
    super("closed", "The host was closed.");
  }
}

/** A call was made with arguments the SDK can tell are wrong before sending anything. */
export class InvalidArgumentError extends HostBridgeError {
  constructor(message: string) {
    super("invalid_argument", message);
  }
}

/** The host answered with something that is not the result the call defines (e.g. not a CallToolResult). */
export class InvalidResultError extends HostBridgeError {
  declare readonly result: unknown;
  constructor(method: string, result: unknown) {
    super("invalid_result", `Invalid answer to "${method}".`);
    this.result = result;
  }
}

/** Widget state could not be saved (storage full, denied, or the state cannot be serialised); nothing changed. */
export class StorageError extends HostBridgeError {
  declare readonly cause: unknown;
  constructor(cause: unknown) {
    super("storage", `Widget state not saved (nothing changed): ${cause}`);
    this.cause = cause;
  }
}

/** The host answered `ui/initialize` with a protocol version this SDK does not speak. */
export class ProtocolVersionError extends HostBridgeError {
  declare readonly protocolVersion: string;
  constructor(protocolVersion: string, supported: string) {
    super("protocol_version", `Host protocol "${protocolVersion}" is not "${supported}".`);
    this.protocolVersion = protocolVersion;
  }
}
