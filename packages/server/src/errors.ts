import { HostBridgeError } from "@hostbridge/core";
import type { Violation } from "./violation.js";

/**
 * - `invalid_tool`, `invalid_widget`, `invalid_app`: a declaration breaks a rule (`MetadataError`).
 * - `invalid_structured_content`: a tool result does not match its `outputSchema` (`ToolResultError`).
 * - `output_schema_missing`: a result was checked for a tool that declares no `outputSchema`.
 * - `invalid_schema`: ajv cannot compile a schema, or a Standard Schema cannot convert itself to
 *   JSON Schema.
 * - `invalid_argument`: an option is malformed (e.g. `hashInUri` with an `html` function).
 * - `manifest_missing`, `invalid_manifest`: `widgetHtmlSource` finds no `manifest.json` in `dir`, or
 *   one it cannot read.
 * - `widget_not_found`: the manifest or the dev server has no widget of that name.
 * - `dev_server_unreachable`, `dev_server_error`: nothing answers at `devServerUrl`, or it answers
 *   with another error status.
 */
export type ServerErrorCode =
  | "invalid_tool"
  | "invalid_widget"
  | "invalid_app"
  | "invalid_structured_content"
  | "output_schema_missing"
  | "invalid_schema"
  | "invalid_argument"
  | "manifest_missing"
  | "invalid_manifest"
  | "widget_not_found"
  | "dev_server_unreachable"
  | "dev_server_error";

/** Every error this package raises: a core `HostBridgeError` with one of the `ServerErrorCode`s. */
export class HostBridgeServerError extends HostBridgeError {
  /** Stable machine-readable reason, e.g. `invalid_tool` or `invalid_schema`. */
  declare readonly code: ServerErrorCode;
  constructor(code: ServerErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = new.target.name;
  }
}

/**
 * A tool or widget declaration breaks one or more rules of the Apps SDK reference.
 * `violations` lists every error-level finding with its path and rule.
 */
export class MetadataError extends HostBridgeServerError {
  /** Every error-level finding, with its path and rule. */
  readonly violations: readonly Violation[];
  constructor(
    code: "invalid_tool" | "invalid_widget" | "invalid_app",
    subject: string,
    violations: readonly Violation[],
  ) {
    const lines = violations.map((violation) => `  - ${violation.path}: ${violation.message} [${violation.rule}]`);
    super(code, `${subject} breaks ${violations.length} rule(s):\n${lines.join("\n")}`);
    this.violations = violations;
  }
}

/** A tool result does not match the tool's declared `outputSchema` (or the tool declares none). */
export class ToolResultError extends HostBridgeServerError {
  /** Every mismatch of `structuredContent` against the `outputSchema`, by path. */
  readonly violations: readonly Violation[];
  constructor(
    code: "invalid_structured_content" | "output_schema_missing",
    message: string,
    violations: readonly Violation[] = [],
  ) {
    super(code, message);
    this.violations = violations;
  }
}
