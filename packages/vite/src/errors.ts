import { HostBridgeError } from "@hostbridge/core";

/** Every error this package raises: a core `HostBridgeError` with one of the `HostBridgeViteErrorCode`s. */
export class HostBridgeViteError extends HostBridgeError {
  /** Stable machine-readable reason. */
  declare readonly code: HostBridgeViteErrorCode;
  constructor(code: HostBridgeViteErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = new.target.name;
  }
}

/**
 * - `invalid_option`: a `hostbridge()` option is malformed.
 * - `no_widgets`: neither the convention folder nor the `widgets` option gave a widget.
 * - `missing_entry`: a widget folder has no entry module, or an explicit entry does not exist.
 * - `invalid_declaration`: a widget's `widget.ts` cannot be read statically.
 * - `csp_violation`: a built widget would break under the MCP Apps default CSP, or still
 *   references a file or module instead of carrying it.
 * - `unresolved_import`: a widget imports a module that cannot be resolved (a package that is not
 *   installed), so the build could not put it in the widget.
 * - `no_plugin`: `devServerWidgets` was given a dev server whose config has no `hostbridge()`.
 * - `missing_preact`: `hostbridge({ preact: true })` in a project that has no `preact` installed.
 */
export type HostBridgeViteErrorCode =
  | "invalid_option"
  | "no_widgets"
  | "missing_entry"
  | "invalid_declaration"
  | "csp_violation"
  | "unresolved_import"
  | "no_plugin"
  | "missing_preact";
