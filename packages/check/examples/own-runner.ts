// The rules without `hostbridge check`, for your own runner: the README's import line and the
// `@example`s of `observeWidget` and `judgeRun` (`node scripts/readme-snippets.mjs --write` copies
// each region there). Typechecked with the package, never run.
// #region import
import { checkServerStatically, judgeRun, observeWidget } from "@hostbridge/check";
// #endregion import
import {
  type HostPageWidget,
  observedHostOf,
  type ProfileForObservation,
  sortFindings,
  verdictOf,
  widgetDocumentFrame,
} from "@hostbridge/check";
import type { AuditClient } from "@hostbridge/server";
import type { Page } from "@playwright/test";

/** A connected `Client` of `@modelcontextprotocol/client`. */
declare const client: AuditClient;
/** A Playwright page showing the widget in a host page, behind a sandbox proxy served from `sandboxOrigin`. */
declare const page: Page;
declare const sandboxOrigin: string;
/** The host page's view of the widget (the testing kit's `BrowserWidget` is one), or `null` if it never connected. */
declare const widget: HostPageWidget | null;
/** A host profile of `@hostbridge/testing/profiles`. */
declare const profile: ProfileForObservation;

const { tools } = await checkServerStatically(client);

// #region observeWidget
const observation = await observeWidget({
  subject: 'widget "ui://widget/list.html" (tool "show_list")',
  run: { profile: profile.id, theme: "dark", width: 375 },
  host: observedHostOf(profile), // what the profile offers: window.openai, display modes, max height
  widget, // its message log, its own tools and the server tools it called
  handshakeFailure: widget ? null : "no ui/initialize within 10 s",
  frame: widgetDocumentFrame(page, sandboxOrigin), // the widget's document, to read what it shows
  tools, // the server's tools/list, for widget-tool-access
});
console.log(`${observation.render.outcome}: ${observation.render.text.slice(0, 80)}`);
// #endregion observeWidget

// #region judgeRun
const findings = sortFindings(judgeRun(observation)); // every behavioural rule, errors first
for (const finding of findings) console.log(`${finding.severity} ${finding.rule}: ${finding.message}`);
process.exitCode = verdictOf(findings) === "fail" ? 1 : 0;
// #endregion judgeRun
