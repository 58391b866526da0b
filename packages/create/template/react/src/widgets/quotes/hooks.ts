import { createHooks } from "@hostbridge/react";
import type { App } from "../../../server/app.js";

/** What the widget keeps in widget state (the host keeps it with the message; the model sees it). */
export interface QuotesState {
  /** Ids of the quotes the user starred. */
  starred: string[];
}

/**
 * The hooks typed from the server's declarations: `useToolOutput()` is `show_quotes`' output,
 * `useCallTool("more_quotes").call({ cursor })` is checked against its input schema. The app is
 * imported as a type only, so no server code reaches the widget.
 */
export const { useToolOutput, useToolResult, useCallTool, useWidgetState } = createHooks<
  App,
  "show_quotes",
  QuotesState
>();
