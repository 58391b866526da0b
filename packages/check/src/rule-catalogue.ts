import type { Severity } from "./finding.js";

/** What a rule of `hostbridge check` stands for. */
export interface CheckRule {
  /** Static (server metadata) or behavioural (a widget loaded in a browser). */
  kind: "static" | "behavioural";
  /** The severity of its findings. */
  severity: Severity;
  /** The requirement in one sentence. */
  title: string;
  /** One line that says how to fix a finding of it. */
  fix: string;
  /** The official MCP Apps draft validator's id for the same requirement (ext-apps PR #722). */
  appRule?: string;
}

/** The id of one of this package's own rules. */
export type CheckRuleId =
  | "resource-uri-keys"
  | "html-external-origins"
  | "input-schema-portable"
  | "tool-result-content"
  | "tool-call"
  | "handshake"
  | "visible-render"
  | "size-report"
  | "display-mode"
  | "app-tools-list"
  | "runtime-error"
  | "console-error"
  | "csp-violation"
  | "contrast"
  | "accessibility"
  | "widget-tool-access"
  | "run-failed"
  | "bytes";

/**
 * The rules this package adds to `@hostbridge/server`'s audit (whose rules keep their own ids; see
 * `auditFindings`). Ids are stable: a rule is never renamed or reused.
 */
export const CHECK_RULES: Readonly<Record<CheckRuleId, CheckRule>> = {
  "resource-uri-keys": {
    kind: "static",
    severity: "warning",
    title:
      'A widget tool names its template in _meta.ui.resourceUri, the flat _meta["ui/resourceUri"] and openai/outputTemplate',
    fix: 'Set all three keys to the same ui:// URI: claude.ai and VS Code still read the flat "ui/resourceUri", ChatGPT reads openai/outputTemplate.',
    appRule: "APP-006",
  },
  "html-external-origins": {
    kind: "static",
    severity: "error",
    title: "Every origin the widget's HTML loads from or connects to is declared in _meta.ui.csp",
    fix: "Add the origin to the resource's _meta.ui.csp (resourceDomains for scripts, styles, images and fonts; connectDomains for fetch and WebSocket), or inline the file.",
  },
  "input-schema-portable": {
    kind: "static",
    severity: "warning",
    title: "A tool's inputSchema uses only JSON Schema every host's validator accepts (draft-07 constructs)",
    fix: "Drop the $schema line (or use draft-07) and avoid 2019-09/2020-12-only keywords such as $defs, prefixItems, unevaluatedProperties and $dynamicRef.",
  },
  "tool-result-content": {
    kind: "static",
    severity: "warning",
    title: "A widget tool's result carries text content for hosts that show no widget",
    fix: 'Return content: [{ type: "text", text: "<what the widget shows, in words>" }] beside structuredContent.',
    appRule: "APP-010",
  },
  "tool-call": {
    kind: "static",
    severity: "warning",
    title: "A widget tool answers a call with the example arguments of its input schema",
    fix: "Give the input schema defaults or examples that make a valid call, or fix the error the tool returned.",
  },
  handshake: {
    kind: "behavioural",
    severity: "error",
    title: "The widget sends ui/initialize with appCapabilities and then ui/notifications/initialized",
    fix: "Connect to the host on load (createHost from @hostbridge/core, or the ext-apps App) and let it send initialized: claude.ai shows nothing until it arrives.",
    appRule: "APP-100",
  },
  "visible-render": {
    kind: "behavioural",
    severity: "error",
    title: "Once the tool result has arrived, the widget shows something visible and is not stuck on a spinner",
    fix: 'Render from the tool result (or say why not, e.g. "not available in this host"); never leave the document blank or loading.',
  },
  "size-report": {
    kind: "behavioural",
    severity: "warning",
    title: "The height the widget reports (ui/notifications/size-changed) matches its content",
    fix: "Report the document's height whenever it changes (observeSize in @hostbridge/core, or a ResizeObserver on <html>).",
    appRule: "APP-104",
  },
  "display-mode": {
    kind: "behavioural",
    severity: "error",
    title: "The widget requests only display modes the host offers (availableDisplayModes)",
    fix: "Check availableDisplayModes before requestDisplayMode (useSupports / host.supports), and hide the control where the mode is missing.",
    appRule: "APP-106",
  },
  "app-tools-list": {
    kind: "behavioural",
    severity: "error",
    title: "A widget that declares appCapabilities.tools answers tools/list",
    fix: "Register the tools the widget declares (useAppTool / registerAppTools) or drop appCapabilities.tools.",
    appRule: "APP-105",
  },
  "runtime-error": {
    kind: "behavioural",
    severity: "error",
    title: "The widget throws no uncaught error and leaves no promise rejection unhandled",
    fix: "Fix the error named in the message; guard what a host may not provide (feature-detect with host.supports).",
  },
  "console-error": {
    kind: "behavioural",
    severity: "warning",
    title: "The widget logs no console error",
    fix: "Fix what the console error names, or log expected conditions with console.warn.",
  },
  "csp-violation": {
    kind: "behavioural",
    severity: "error",
    title: "The widget loads and connects only to what its _meta.ui.csp declares",
    fix: "Declare the blocked origin in the resource's _meta.ui.csp (the message names the list), or stop loading it.",
  },
  contrast: {
    kind: "behavioural",
    severity: "error",
    title: "Text has WCAG AA contrast against its background (axe-core color-contrast)",
    fix: "Paint text and background from the host's style variables (useHostStyles) or from colours with a 4.5:1 ratio, in both themes.",
  },
  accessibility: {
    kind: "behavioural",
    severity: "error",
    title: "The widget has no serious or critical accessibility violation (axe-core)",
    fix: "Follow the axe rule's help page named in the message.",
  },
  "widget-tool-access": {
    kind: "behavioural",
    severity: "error",
    title: "A tool the widget calls is callable from the widget",
    fix: 'Give the tool _meta.ui.visibility including "app" and _meta["openai/widgetAccessible"]: true.',
  },
  "run-failed": {
    kind: "behavioural",
    severity: "error",
    title: "The check could load and read the widget in this host",
    fix: "Read the message: the page crashed or the widget blocked the browser (an endless loop, a dialog).",
  },
  bytes: {
    kind: "behavioural",
    severity: "info",
    title: "What the widget ships: its HTML and JavaScript bytes",
    fix: "Nothing to fix; over 500 KB of JavaScript a widget loads slowly on a phone.",
  },
};
