/** Why `hostbridge add` refused. */
export type AddErrorCode = "invalid_name" | "widget_exists" | "not_a_project" | "invalid_argument";

/** A refusal of `hostbridge add`, with a message for the person at the terminal; nothing was written. */
export class AddError extends Error {
  /** What was wrong, as a stable identifier. */
  readonly code: AddErrorCode;

  constructor(code: AddErrorCode, message: string) {
    super(message);
    this.name = "AddError";
    this.code = code;
  }
}
