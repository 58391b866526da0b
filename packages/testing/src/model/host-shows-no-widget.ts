import type { HostProfileId } from "./profile-ids.js";

/**
 * Thrown by `renderWidget` and `openWidget` for a profile whose host shows no MCP Apps UI (Claude
 * Code): there is no widget to test. `textFallback` is what the user sees there instead, the tool
 * result's text content; assert on it to check the answer stands on its own.
 */
export class HostShowsNoWidgetError extends Error {
  /** Always `host_shows_no_widget`. */
  readonly code = "host_shows_no_widget";
  constructor(
    /** The profile asked for. */
    readonly profile: HostProfileId,
    /** The tool result's text content blocks, joined by blank lines (`""` when it has none). */
    readonly textFallback: string,
  ) {
    super(
      `The "${profile}" host shows no widget: the user sees the tool result's text instead${
        textFallback ? `: ${JSON.stringify(textFallback.slice(0, 200))}` : ", and this result has none"
      }. Read error.textFallback to test it.`,
    );
    this.name = "HostShowsNoWidgetError";
  }
}
