import { HostBridgeError } from "@hostbridge/core";

/** Why `hostbridge check` could not check (as opposed to what it found). */
export type CheckErrorCode = "no_widgets" | "browser_missing" | "aborted";

/** A reason the check could not run: a core `HostBridgeError` with a message for the person at the terminal. */
export class CheckError extends HostBridgeError {
  /** Stable machine-readable reason. */
  declare readonly code: CheckErrorCode;

  constructor(code: CheckErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = "CheckError";
  }
}
