import type { FindingRun } from "../finding.js";
import type { CheckedTool } from "../static/check-server.js";
import type { AxeViolation } from "./accessibility.js";
import type { RecordedRun } from "./recorder.js";
import type { RenderState } from "./render-state.js";

/** One message between host and widget, as the host page logged it. */
export interface ObservedMessage {
  /** `in`: the widget sent it; `out`: the host did. */
  direction: "in" | "out";
  /** `mcp-apps` (JSON-RPC) or `openai` (a `window.openai` call). */
  bridge: "mcp-apps" | "openai";
  /** The JSON-RPC method, or `call <fn>` for `window.openai`. */
  label: string;
  /** The message as posted. */
  data: unknown;
}

/** What the host the widget ran in offers, as far as the rules need it. */
export interface ObservedHost {
  /** The profile id. */
  id: string;
  /** Whether `window.openai` was in the frame. */
  openai: boolean;
  /** The display modes the host offers. */
  displayModes: readonly string[];
  /** The container's maximum height the host sent, CSS pixels, if any. */
  maxHeight?: number;
}

/** Everything seen while one widget ran in one host profile, theme and width: the input of `judgeRun`. */
export interface WidgetObservation {
  /** `widget "ui://…" (tool "name")`. */
  subject: string;
  /** The run. */
  run: FindingRun;
  /** The host. */
  host: ObservedHost;
  /** Why the host gave up waiting for the handshake, or `null` when it did not. */
  handshakeFailure: string | null;
  /** The message log (empty when the host page gave up). */
  messages: ObservedMessage[];
  /** The widget's `tools/list` answer: `null` when it declared no tools, else the error or `"answered"`. */
  appTools:
    | "answered"
    | {
        /** The error the widget answered with. */
        error: string;
      }
    | null;
  /** What the recorder script kept. */
  recorded: RecordedRun;
  /** What the widget shows. */
  render: RenderState;
  /** The height of its content, CSS pixels. */
  contentHeight: number;
  /** axe-core's serious and critical violations. */
  axe: AxeViolation[];
  /** The names of the server tools the widget called. */
  toolCalls: string[];
  /** The server's tools (for who may be called from a widget). */
  tools: readonly CheckedTool[];
}
