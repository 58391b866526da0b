import { HostBridgeError } from "@hostbridge/core";

/** Why `hostbridge add` refused. */
export type AddErrorCode = "invalid_name" | "widget_exists" | "not_a_project" | "invalid_argument";

/** A refusal of `hostbridge add` (a core `HostBridgeError`), with a message for the person at the terminal; nothing was written. */
export class AddError extends HostBridgeError {
  /** What was wrong, as a stable identifier. */
  declare readonly code: AddErrorCode;

  constructor(code: AddErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = "AddError";
  }
}
