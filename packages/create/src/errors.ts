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

/** A refusal with a message meant for the person at the terminal, and a `code` for programs. */
export class CreateError extends Error {
  /** What was wrong, as a stable identifier. */
  readonly code: CreateErrorCode;

  constructor(code: CreateErrorCode, message: string) {
    super(message);
    this.name = "CreateError";
    this.code = code;
  }
}
