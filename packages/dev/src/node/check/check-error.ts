/** Why `hostbridge check` could not check (as opposed to what it found). */
export type CheckErrorCode = "no_widgets" | "browser_missing" | "aborted";

/** A reason the check could not run, with a message for the person at the terminal. */
export class CheckError extends Error {
  /** Stable machine-readable reason. */
  readonly code: CheckErrorCode;

  constructor(code: CheckErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CheckError";
    this.code = code;
  }
}
