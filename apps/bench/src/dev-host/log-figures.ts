import type { WheelScroll } from "./page-measures.js";

/** The text typed into a log's filter: it matches one line of the bench server's. */
export const LOG_FILTER_TEXT = "line 4321 of";

/** Page and viewport of a developer's laptop. */
export const VIEWPORT = { width: 1440, height: 900 };

/** One dev tool (hostbridge dev, the MCP Inspector) on the log bench's stdio server. */
export interface LogFigures {
  tool: string;
  version: string;
  /** Spawn of the start command → the UI's URL printed. */
  urlPrintedMs: number;
  /** Spawn → the `hello` tool's result on screen, with the fewest clicks the tool allows. */
  firstResultMs: number;
  /** The clicks that took (after the URL is opened). */
  firstResultClicks: number;
  /** The log lines the server sent. */
  rows: number;
  /** Click on Run → the log holds every line (on the page's clock). */
  fillMs: number;
  /** Rows in the log at the end (hostbridge counts its own MCP traffic too). */
  logRows: number;
  scroll: WheelScroll;
  /** Per key of {@link LOG_FILTER_TEXT}: key → next frame; null when the log has no text filter. */
  filter: { text: string; keystrokesMs: number[]; shownRows: number } | null;
}
