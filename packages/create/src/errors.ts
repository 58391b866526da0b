/** Why `create-hostbridge` refused to write a project. */
export type CreateErrorCode =
  | "missing_folder"
  | "invalid_name"
  | "folder_not_empty"
  | "not_a_folder"
  | "symlink_in_target"
  | "unknown_template"
  | "unknown_package_manager"
  | "invalid_argument";

/**
 * A refusal with a message meant for the person at the terminal, and a `code` for programs.
 *
 * The one error that does not extend core's `HostBridgeError`: `npm create hostbridge` installs
 * this package alone, before any project exists, so it depends on nothing. It has the same shape
 * (`name`, a literal `code`, the standard `cause`).
 */
export class CreateError extends Error {
  /** What was wrong, as a stable identifier. */
  readonly code: CreateErrorCode;

  constructor(code: CreateErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CreateError";
    this.code = code;
  }
}
