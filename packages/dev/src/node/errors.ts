import { HostBridgeError } from "@hostbridge/core";

/** What went wrong, for callers that branch on it (the CLI prints the message either way). */
export type DevHostErrorCode =
  | "invalid_option"
  | "server_unreachable"
  | "not_mcp_server"
  | "server_unauthorized"
  | "command_failed"
  | "port_in_use"
  | "assets_missing";

/** An error of the dev host: a core `HostBridgeError` with a message written for the person at the terminal. */
export class DevHostError extends HostBridgeError {
  /** Stable machine-readable reason. */
  declare readonly code: DevHostErrorCode;

  constructor(code: DevHostErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = "DevHostError";
  }
}
