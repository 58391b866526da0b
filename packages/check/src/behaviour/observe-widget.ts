import type { Frame, Page } from "@playwright/test";
import type { FindingRun } from "../finding.js";
import type { CheckedTool } from "../static/check-server.js";
import { axeViolations } from "./accessibility.js";
import type { ObservedHost, ObservedMessage, WidgetObservation } from "./observation.js";
import { readRecorder } from "./recorder.js";
import { contentHeight, settledRenderState } from "./render-state.js";

/** The host page's view of a loaded widget (the testing kit's `BrowserWidget` is one). */
export interface HostPageWidget {
  /** Every message between host and widget, oldest first. */
  messages(): Promise<ObservedMessage[]>;
  /** The widget's own tools (`tools/list` to the widget); rejects when it answers with an error. */
  appTools(): Promise<unknown>;
  /** The server tools the widget called. */
  toolCalls(): Promise<
    {
      /** The tool's name. */
      name: string;
    }[]
  >;
}

/** What `observeWidget` reads a run from. */
export interface WidgetUnderObservation {
  /** `widget "ui://…" (tool "name")`. */
  subject: string;
  /** The profile, theme and width. */
  run: FindingRun;
  /** What the host offers. */
  host: ObservedHost;
  /** The widget in the host page, or `null` when the host gave up on its handshake. */
  widget: HostPageWidget | null;
  /** Why the host gave up, or `null`. */
  handshakeFailure: string | null;
  /** The widget document's frame, if it was found. */
  frame: Frame | undefined;
  /** The server's tools; empty when unknown (a widget test without a server). */
  tools: readonly CheckedTool[];
  /** How long the widget may take to show content. Default 5 s. */
  renderWaitMs?: number;
}

/** How long a widget that started its handshake may take to send `initialized` where the host did not wait for it. */
const INITIALIZED_WAIT_MS = 3000;
const RENDER_WAIT_MS = 5000;

const sentByWidget = (messages: readonly ObservedMessage[], label: string) =>
  messages.some((message) => message.direction === "in" && message.label === label);

/**
 * The message log once a handshake that was started is finished (or the wait is over): a
 * `window.openai` host does not wait for it before showing the widget, so `initialized` may come late.
 */
async function messagesAfterHandshake(widget: HostPageWidget): Promise<ObservedMessage[]> {
  const deadline = Date.now() + INITIALIZED_WAIT_MS;
  let messages = await widget.messages();
  while (
    sentByWidget(messages, "ui/initialize") &&
    !sentByWidget(messages, "ui/notifications/initialized") &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    messages = await widget.messages();
  }
  return messages;
}

/** The widget's `tools/list` answer, when its `ui/initialize` declared tools. */
async function appToolsAnswer(widget: HostPageWidget | null, messages: readonly ObservedMessage[]) {
  const initialize = messages.find((message) => message.direction === "in" && message.label === "ui/initialize");
  const capabilities = (initialize?.data as { params?: { appCapabilities?: { tools?: unknown } } } | undefined)?.params
    ?.appCapabilities;
  if (!widget || capabilities?.tools === undefined) return null;
  try {
    await widget.appTools();
    return "answered" as const;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

// @example-source packages/check/examples/own-runner.ts#observeWidget
/**
 * Everything the behavioural rules judge, read from a widget loaded in a host page: the message
 * log (after the handshake), the recorder's errors and CSP violations, what it shows, its content
 * height and axe-core's violations. `hostbridge check` and `expectWidgetHealthy` both observe
 * through it, so they judge the same observation.
 *
 * @example
 * ```ts
 * const observation = await observeWidget({
 *   subject: 'widget "ui://widget/list.html" (tool "show_list")',
 *   run: { profile: profile.id, theme: "dark", width: 375 },
 *   host: observedHostOf(profile), // what the profile offers: window.openai, display modes, max height
 *   widget, // its message log, its own tools and the server tools it called
 *   handshakeFailure: widget ? null : "no ui/initialize within 10 s",
 *   frame: widgetDocumentFrame(page, sandboxOrigin), // the widget's document, to read what it shows
 *   tools, // the server's tools/list, for widget-tool-access
 * });
 * console.log(`${observation.render.outcome}: ${observation.render.text.slice(0, 80)}`);
 * ```
 */
export async function observeWidget(source: WidgetUnderObservation): Promise<WidgetObservation> {
  const { widget, frame } = source;
  const messages = widget ? await messagesAfterHandshake(widget) : [];
  const observation: WidgetObservation = {
    subject: source.subject,
    run: source.run,
    host: source.host,
    handshakeFailure: source.handshakeFailure,
    messages,
    appTools: await appToolsAnswer(widget, messages),
    recorded: frame ? await readRecorder(frame) : { errors: [], consoleErrors: [], violations: [] },
    render: frame
      ? await settledRenderState(frame, source.renderWaitMs ?? RENDER_WAIT_MS)
      : { outcome: "blank", text: "" },
    contentHeight: frame ? await contentHeight(frame) : 0,
    axe: frame ? await axeViolations(frame) : [],
    toolCalls: widget ? (await widget.toolCalls()).map((call) => call.name) : [],
    tools: source.tools,
  };
  // Messages that arrived while the page was read (a late size report) count too.
  if (widget) observation.messages = await widget.messages();
  return observation;
}

/** The fields of a host profile (`@hostbridge/testing/profiles`) the rules read. */
export interface ProfileForObservation {
  /** The profile id. */
  id: string;
  /** Whether the host puts `window.openai` in the frame. */
  openai: boolean;
  /** The display modes it offers. */
  displayModes: readonly string[];
  /** Its container (a maximum height, where the host has one). */
  container: {
    /** The container's maximum height in CSS pixels. */
    maxHeight?: number;
  };
  /** The host context it sends (`containerDimensions.maxHeight`, where it sends one). */
  hostContext: {
    /** The host context's `containerDimensions`, as the profile sends it. */
    containerDimensions?: unknown;
  };
}

/** What the rules need to know of the host a profile plays. */
export function observedHostOf(profile: ProfileForObservation): ObservedHost {
  const sent = (profile.hostContext.containerDimensions as { maxHeight?: number } | undefined)?.maxHeight;
  const maxHeight = profile.container.maxHeight ?? sent;
  return {
    id: profile.id,
    openai: profile.openai,
    displayModes: profile.displayModes,
    ...(maxHeight === undefined ? {} : { maxHeight }),
  };
}

/** The widget document's frame in a host page: the one inside the sandbox proxy frame served from `sandboxOrigin`. */
export function widgetDocumentFrame(page: Page, sandboxOrigin: string): Frame | undefined {
  return page.frames().find((frame) => frame.parentFrame()?.url().startsWith(sandboxOrigin) === true);
}
