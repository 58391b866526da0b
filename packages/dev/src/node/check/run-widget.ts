import {
  axeViolations,
  type CheckedTool,
  type CheckedWidget,
  contentHeight,
  type Finding,
  judgeRun,
  type ObservedMessage,
  readRecorder,
  settledRenderState,
  sortFindings,
  verdictOf,
  type WidgetObservation,
  withRecorder,
} from "@hostbridge/check";
import type { ToolResult, UnknownObject } from "./mcp-session.js";
import { type BrowserWidget, openWidget } from "@hostbridge/testing/playwright";
import type { HostProfile } from "@hostbridge/testing/profiles";
import type { Frame, Page } from "@playwright/test";
import type { RunReport } from "./check-report.js";
import type { CspSandbox } from "./csp-sandbox.js";

/** A widget ready to load: its resource, the tool call that renders it and the server to forward calls to. */
export interface LoadableWidget {
  /** The resource (its HTML and declared CSP). */
  widget: CheckedWidget & { html: string };
  /** The tool that renders it. */
  tool: string;
  /** The arguments it was called with. */
  args: UnknownObject;
  /** The call's result. */
  result: ToolResult;
  /** Every tool of the server. */
  tools: readonly CheckedTool[];
  /** Calls a server tool for the widget. */
  callTool(name: string, args: UnknownObject): Promise<ToolResult>;
}

/** One run's settings. */
export interface WidgetRun {
  /** The host profile. */
  profile: HostProfile;
  /** The theme. */
  theme: "light" | "dark";
  /** The frame width in CSS pixels. */
  width: number;
  /** A touch device (the mobile width). */
  mobile: boolean;
  /** How long the handshake may take. */
  handshakeTimeoutMs: number;
  /** Keep a screenshot. */
  screenshot: boolean;
}

/** How long a widget gets to show content after the result arrived. */
const RENDER_WAIT_MS = 5000;

/** The widget document's frame: the one inside the sandbox proxy frame. */
function widgetFrame(page: Page, sandboxOrigin: string): Frame | undefined {
  return page.frames().find((frame) => frame.parentFrame()?.url().startsWith(sandboxOrigin) === true);
}

/** How long a widget that started its handshake may take to send `initialized` where the host did not wait for it. */
const INITIALIZED_WAIT_MS = 3000;

/**
 * The message log once a handshake that was started is finished (or the wait is over): a
 * `window.openai` host does not wait for it before showing the widget, so `initialized` may come late.
 */
async function messagesAfterHandshake(widget: BrowserWidget): Promise<ObservedMessage[]> {
  const deadline = Date.now() + INITIALIZED_WAIT_MS;
  const has = (messages: ObservedMessage[], label: string) =>
    messages.some((message) => message.direction === "in" && message.label === label);
  let messages = await widget.messages();
  while (has(messages, "ui/initialize") && !has(messages, "ui/notifications/initialized") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    messages = await widget.messages();
  }
  return messages;
}

/** The widget's `tools/list` answer, when its `ui/initialize` declared tools. */
async function appToolsAnswer(widget: BrowserWidget | null, messages: readonly ObservedMessage[]) {
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

/** The container height the host caps the widget at, if it sends one. */
function maxHeightOf(profile: HostProfile): { maxHeight?: number } {
  const sent = (profile.hostContext.containerDimensions as { maxHeight?: number } | undefined)?.maxHeight;
  const maxHeight = profile.container.maxHeight ?? sent;
  return maxHeight === undefined ? {} : { maxHeight };
}

/** The tools the widget may call, forwarded to the server (the host page answers only what it is given). */
function forwardedTools(loadable: LoadableWidget) {
  return Object.fromEntries(
    loadable.tools.map((tool) => [tool.name, (args: UnknownObject) => loadable.callTool(tool.name, args)]),
  );
}

/**
 * Loads `loadable` in `page` as `run.profile` plays it (the testing kit's host page and the official
 * AppBridge, the sandbox proxy under the widget's real CSP header), observes it and judges the
 * observation with every behavioural rule.
 */
export async function runWidget(
  page: Page,
  sandbox: CspSandbox,
  loadable: LoadableWidget,
  run: WidgetRun,
): Promise<RunReport> {
  const { profile, theme, width } = run;
  // A host that applies a CSP (the spec's default or a <meta> one) gets the widget's own; an unmeasured one none.
  const cspParam = profile.csp === "unmeasured" ? null : JSON.stringify(loadable.widget.csp);
  const hostServer = sandbox.hostServerFor(cspParam);
  await page.setViewportSize({ width: width + 96, height: 900 });
  let widget: BrowserWidget | null = null;
  let handshakeFailure: string | null = null;
  try {
    widget = await openWidget(page, {
      widget: { html: withRecorder(loadable.widget.html) },
      host: profile.id,
      theme,
      width,
      ...(run.mobile ? { device: "mobile" as const } : {}),
      toolInput: loadable.args,
      toolResult: loadable.result,
      tools: forwardedTools(loadable),
      csp: false,
      handshakeTimeoutMs: run.handshakeTimeoutMs,
      hostServer,
    });
  } catch (error) {
    handshakeFailure = error instanceof Error ? error.message : String(error);
  }
  try {
    const frame = widgetFrame(page, hostServer.sandboxOrigin);
    const messages: ObservedMessage[] = widget ? await messagesAfterHandshake(widget) : [];
    const observation: WidgetObservation = {
      subject: `widget "${loadable.widget.uri}" (tool "${loadable.tool}")`,
      run: { profile: profile.id, theme, width },
      host: {
        id: profile.id,
        openai: profile.openai,
        displayModes: profile.displayModes,
        ...maxHeightOf(profile),
      },
      handshakeFailure,
      messages,
      appTools: await appToolsAnswer(widget, messages),
      recorded: frame ? await readRecorder(frame) : { errors: [], consoleErrors: [], violations: [] },
      render: frame ? await settledRenderState(frame, RENDER_WAIT_MS) : { outcome: "blank", text: "" },
      contentHeight: frame ? await contentHeight(frame) : 0,
      axe: frame ? await axeViolations(frame) : [],
      toolCalls: widget ? (await widget.toolCalls()).map((call) => call.name) : [],
      tools: loadable.tools,
    };
    // Messages that arrived while the page was read (a late size report) count too.
    if (widget) observation.messages = await widget.messages();
    const findings: Finding[] = sortFindings(judgeRun(observation));
    const report: RunReport = {
      run: observation.run,
      verdict: verdictOf(findings),
      findings,
      text: observation.render.text,
    };
    if (run.screenshot) {
      const shot = await page.locator("#widget-frame").screenshot({ type: "jpeg", quality: 70 });
      report.screenshot = shot.toString("base64");
    }
    return report;
  } finally {
    await widget?.close();
  }
}
