import { HOST_PROFILE_IDS, HOST_PROFILES } from "@hostbridge/testing/profiles";
import { afterEach, describe, expect, it } from "vitest";
import {
  BEHAVIOURAL_FIXTURES,
  BLANK_WIDGET,
  STATIC_FIXTURES,
  UNAVAILABLE_WIDGET,
} from "../../../../check/test-fixtures/broken-servers.js";
import {
  type FixtureServer,
  fixtureContent,
  fixtureServer,
  fixtureWidget,
  WIDGET_MIME,
} from "../../../../check/test-fixtures/fixture-server.js";
import { type ServedFixture, serveFixture } from "../../../../check/test-fixtures/serve-fixture.js";
import { allFindings, type CheckReport } from "./check-report.js";
import { runCheck } from "./run-check.js";

const browserPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const served: ServedFixture[] = [];
afterEach(async () => {
  await Promise.all(served.splice(0).map((fixture) => fixture.close()));
});

/** Checks `fixture` served by the official SDK alone, in `profiles`, light theme, desktop width. */
async function check(fixture: FixtureServer, profiles: string[]): Promise<CheckReport> {
  const server = await serveFixture(fixture);
  served.push(server);
  return runCheck({
    server: server.url,
    profiles,
    themes: ["light"],
    widths: ["desktop"],
    handshakeTimeoutMs: 4000,
    browserPath,
    screenshots: false,
  });
}

/** The rules that fired, figures (`info`) left out. */
const firedRules = (report: CheckReport) =>
  [
    ...new Set(
      allFindings(report)
        .filter((finding) => finding.severity !== "info")
        .map((finding) => finding.rule),
    ),
  ].sort();

describe("runCheck against fixture servers written with the official SDK alone", () => {
  it("passes the healthy widget in every host profile, judging Claude Code on its text alone", {
    timeout: 240_000,
  }, async () => {
    const report = await check(fixtureServer("healthy"), [...HOST_PROFILE_IDS]);
    expect(firedRules(report)).toEqual([]);
    const rendering = HOST_PROFILE_IDS.filter((id) => HOST_PROFILES[id].rendersUi);
    expect(report.widgets[0]?.runs.map((run) => run.run.profile).sort()).toEqual([...rendering].sort());
    expect(report.widgets[0]?.runs.every((run) => run.text === "Hello, Ada!")).toBe(true);
    expect(report.verdict).toBe("pass");
    expect(report.widgets[0]?.findings.map((finding) => finding.rule)).toEqual(["bytes"]);
  });

  const profileWithout = (mode: string) =>
    HOST_PROFILE_IDS.find(
      (id) => HOST_PROFILES[id].rendersUi && !HOST_PROFILES[id].displayModes.includes(mode as never),
    ) ?? "mcp-ui";

  it.each(Object.keys(BEHAVIOURAL_FIXTURES))(
    "the %s fixture makes exactly that rule fire",
    { timeout: 120_000 },
    async (rule) => {
      const fixture = BEHAVIOURAL_FIXTURES[rule]!;
      const profile = rule === "display-mode" ? profileWithout("pip") : fixture.profile;
      const report = await check(fixture.server, [profile]);
      expect(firedRules(report)).toEqual([rule]);
      expect(report.verdict).not.toBe("pass");
      const finding = allFindings(report).find((candidate) => candidate.rule === rule);
      expect(finding?.run).toEqual({ profile, theme: "light", width: 760 });
      expect(finding?.fix).toBeTruthy();
    },
  );

  it("names the ui.csp entry that would allow a blocked request", { timeout: 120_000 }, async () => {
    const report = await check(BEHAVIOURAL_FIXTURES["csp-violation"]!.server, ["claude-ai"]);
    const finding = allFindings(report).find((candidate) => candidate.rule === "csp-violation");
    expect(finding?.message).toContain("http://127.0.0.1:9/avatar.json");
    expect(finding?.fix).toBe(
      'Add "http://127.0.0.1:9" to _meta.ui.csp.connectDomains of the widget resource (and to openai/widgetCSP).',
    );
  });

  it("turns a widget that never starts its handshake into a timeout finding, not a hung run", {
    timeout: 120_000,
  }, async () => {
    const silent = fixtureServer("silent", (server) => {
      const html = String(server.contents["ui://fixture/greeting.html"]![0]!.text).replace(
        /request\("ui\/initialize"[\s\S]*?\n\}\);/,
        "",
      );
      server.contents["ui://fixture/greeting.html"]![0]!.text = html;
    });
    const report = await check(silent, ["mcp-apps"]);
    const finding = allFindings(report).find((candidate) => candidate.rule === "handshake");
    expect(finding?.message).toMatch(/did not finish the MCP Apps handshake within 4000 ms/);
  });

  it("passes a widget that says it is not available in this host, and fails a blank one", {
    timeout: 120_000,
  }, async () => {
    expect(firedRules(await check(UNAVAILABLE_WIDGET, ["mcp-apps"]))).toEqual([]);
    const blank = await check(BLANK_WIDGET, ["mcp-apps"]);
    expect(firedRules(blank)).toEqual(["visible-render"]);
    expect(allFindings(blank).find((finding) => finding.rule === "visible-render")?.message).toMatch(/shows nothing/);
  });

  it("loads a template no tool names without a call or a result, and judges it as any widget", {
    timeout: 120_000,
  }, async () => {
    const template = "ui://fixture/details.html";
    const withTemplate = fixtureServer("with-template", (server) => {
      // A template shows its own content and reports its size once the handshake is done, with no result.
      const html = fixtureWidget({ markup: "<p>Open a greeting to see its details.</p>" }).replace(
        "theme(answer.result && answer.result.hostContext);",
        "theme(answer.result && answer.result.hostContext); reportSize();",
      );
      server.resources.push({ uri: template, name: "details", mimeType: WIDGET_MIME });
      server.contents[template] = [{ ...fixtureContent(html), uri: template }];
    });
    const report = await check(withTemplate, ["mcp-apps"]);
    expect(firedRules(report)).toEqual([]);
    const details = report.widgets.find((widget) => widget.uri === template);
    expect(details).toMatchObject({ tool: null, args: {} });
    // No tool result reached it: the greeting heading stays empty, its own text shows.
    expect(details?.runs.map((run) => run.text)).toEqual(["Open a greeting to see its details."]);
  });

  it("reports a widget tool whose result has no text", { timeout: 120_000 }, async () => {
    const report = await check(STATIC_FIXTURES["tool-result-content"]!, ["mcp-apps"]);
    expect(firedRules(report)).toEqual(["tool-result-content"]);
  });
});
