import type { Violation } from "./violation.js";

/** Every error this package raises carries a stable `code`. */
export class HostBridgeServerError extends Error {
  /** Stable machine-readable reason, e.g. `invalid_tool` or `invalid_schema`. */
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
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
    const lines = violations.map((v) => `  - ${v.path}: ${v.message} [${v.rule}]`);
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
