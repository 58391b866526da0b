import {
  type CheckedTool,
  type CheckedWidget,
  type Finding,
  judgeRun,
  observedHostOf,
  observeWidget,
  sortFindings,
  verdictOf,
  widgetDocumentFrame,
  withRecorder,
} from "@hostbridge/check";
import type { ToolResult, UnknownObject } from "./mcp-session.js";
import { type BrowserWidget, openWidget } from "@hostbridge/testing/playwright";
import type { HostProfile } from "@hostbridge/testing/profiles";
import type { Page } from "@playwright/test";
import type { RunReport } from "./check-report.js";
import type { CspSandbox } from "./csp-sandbox.js";

/** A widget ready to load: its resource, the tool call that renders it and the server to forward calls to. */
export interface LoadableWidget {
  /** The resource (its HTML and declared CSP). */
  widget: CheckedWidget & { html: string };
  /** The tool that renders it, or `null` for a resource no tool names (loaded without a call). */
  tool: string | null;
  /** The arguments it was called with (`{}` without a call). */
  args: UnknownObject;
  /** The call's result, or `null` without a call. */
  result: ToolResult | null;
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

/** How findings name a widget: its URI and the tool that rendered it. */
export function widgetSubject(uri: string, tool: string | null): string {
  return tool === null ? `widget "${uri}" (no tool names it)` : `widget "${uri}" (tool "${tool}")`;
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
      // A resource no tool names has neither (tool and result are null together).
      ...(loadable.result === null ? {} : { toolInput: loadable.args, toolResult: loadable.result }),
      tools: forwardedTools(loadable),
      csp: false,
      handshakeTimeoutMs: run.handshakeTimeoutMs,
      hostServer,
    });
  } catch (error) {
    handshakeFailure = error instanceof Error ? error.message : String(error);
  }
  try {
    const observation = await observeWidget({
      subject: widgetSubject(loadable.widget.uri, loadable.tool),
      run: { profile: profile.id, theme, width },
      host: observedHostOf(profile),
      widget,
      handshakeFailure,
      frame: widgetDocumentFrame(page, hostServer.sandboxOrigin),
      tools: loadable.tools,
    });
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
