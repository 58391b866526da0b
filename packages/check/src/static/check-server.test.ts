import { describe, expect, it } from "vitest";
import { STATIC_FIXTURES } from "../../test-fixtures/broken-servers.js";
import {
  fixtureContent,
  fixtureServer,
  fixtureWidget,
  WIDGET_MIME,
  WIDGET_URI,
} from "../../test-fixtures/fixture-server.js";
import { memoryClient } from "../../test-fixtures/memory-client.js";
import { checkServerStatically } from "./check-server.js";
import { toolResultContentFindings } from "./tool-rules.js";

/** The healthy fixture with one more widget resource listed at `uri`, named by no tool. */
const withListedWidget = (name: string, uri: string) =>
  fixtureServer(name, (fixture) => {
    fixture.resources.push({ uri, name: "details", mimeType: WIDGET_MIME });
    fixture.contents[uri] = [{ ...fixtureContent(fixtureWidget()), uri }];
  });

const rulesOf = async (server: Parameters<typeof memoryClient>[0]) =>
  [...new Set((await checkServerStatically(memoryClient(server))).findings.map((finding) => finding.rule))].sort();

describe("checkServerStatically", () => {
  it("finds nothing wrong with the healthy fixture, and lists its widget with its HTML and CSP", async () => {
    const check = await checkServerStatically(memoryClient(fixtureServer("healthy")));
    expect(check.findings).toEqual([]);
    expect(check.widgets).toEqual([
      expect.objectContaining({ uri: WIDGET_URI, tools: ["show_greeting"], html: expect.stringContaining("<html") }),
    ]);
    expect(check.tools.map((tool) => tool.name)).toEqual(["show_greeting"]);
  });

  it("lists a ui:// resource no tool names (a modal's template) after the tools' widgets, with no tools", async () => {
    const template = "ui://fixture/details.html";
    const server = withListedWidget("with-template", template);
    const check = await checkServerStatically(memoryClient(server));
    expect(check.widgets.map((widget) => [widget.uri, widget.tools])).toEqual([
      [WIDGET_URI, ["show_greeting"]],
      [template, []],
    ]);
    expect(check.widgets[1]?.html).toContain("<html");
    expect(check.findings).toEqual([]);
  });

  it("counts a listed resource as a widget by its MCP Apps MIME type too, as the audit does", async () => {
    const template = "https://fixture.example.com/details.html";
    const server = withListedWidget("with-https-template", template);
    const check = await checkServerStatically(memoryClient(server));
    expect(check.widgets.map((widget) => widget.uri)).toEqual([WIDGET_URI, template]);
    expect(check.findings.map((finding) => [finding.rule, finding.subject])).toEqual([
      ["resource-uri", `resource "${template}"`],
    ]);
  });

  const staticRules = Object.keys(STATIC_FIXTURES).filter((rule) => rule !== "tool-result-content");
  it.each(staticRules)("the %s fixture makes exactly that rule fire", async (rule) => {
    expect(await rulesOf(STATIC_FIXTURES[rule]!)).toEqual([rule]);
  });

  it("gives each finding a subject, a one-line fix and the official APP id where one exists", async () => {
    const [finding] = (await checkServerStatically(memoryClient(STATIC_FIXTURES["resource-mime-type"]!))).findings;
    expect(finding).toMatchObject({
      rule: "resource-mime-type",
      severity: "error",
      subject: `resource "${WIDGET_URI}"`,
      appRule: "APP-002",
      fix: expect.stringContaining("text/html;profile=mcp-app"),
    });
    expect(finding?.fix).not.toContain("\n");
  });

  it("names the undeclared origin and the ui.csp list that would allow it", async () => {
    const check = await checkServerStatically(memoryClient(STATIC_FIXTURES["html-external-origins"]!));
    expect(check.findings[0]?.fix).toBe(
      'Add "https://images.example.com" to _meta.ui.csp.resourceDomains of the resource, or inline what it serves.',
    );
  });

  it("accepts an origin the resource declares, a *. wildcard included", async () => {
    const server = fixtureServer("declared", (fixture) => {
      const item = fixture.contents[WIDGET_URI]![0]!;
      item.text = `<!doctype html><html><head><script src="https://cdn.example.com/app.js"></script></head><body></body></html>`;
      item._meta = {
        ui: { csp: { resourceDomains: ["https://*.example.com"] }, domain: "https://greeting.example.com" },
        "openai/widgetCSP": { resource_domains: ["https://*.example.com"] },
        "openai/widgetDomain": "https://greeting.example.com",
      };
    });
    expect(await rulesOf(server)).toEqual([]);
  });
});

describe("toolResultContentFindings", () => {
  it("fires on the fixture's result without text, and not on the healthy result", () => {
    const broken = STATIC_FIXTURES["tool-result-content"]!.results.show_greeting;
    expect(toolResultContentFindings('tool "show_greeting"', broken).map((finding) => finding.rule)).toEqual([
      "tool-result-content",
    ]);
    expect(toolResultContentFindings('tool "show_greeting"', fixtureServer("healthy").results.show_greeting)).toEqual(
      [],
    );
  });
});
