import type { Finding } from "@hostbridge/check";
import type { Tool } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { annotationBadges, findingsByTool } from "./tool-lint.js";

const tool = (name: string, patch: Partial<Tool> = {}): Tool => ({
  name,
  inputSchema: { type: "object" },
  ...patch,
});
const finding = (subject: string, severity: Finding["severity"] = "warning"): Finding => ({
  rule: "resource-uri-keys",
  severity,
  subject,
  message: "m",
  fix: "f",
});

describe("findingsByTool", () => {
  it("gives each tool its own findings and those about the widget it names, never info", () => {
    const widgetTool = tool("show", { _meta: { ui: { resourceUri: "ui://w.html" } } });
    const byTool = findingsByTool(
      [widgetTool, tool("plain"), tool("clean")],
      [
        finding('tool "show"'),
        finding('resource "ui://w.html"', "error"),
        finding('resource "ui://w.html"', "info"),
        finding('tool "plain"'),
        finding('resource "ui://other.html"'),
      ],
    );
    expect(byTool.get("show")?.map((item) => [item.subject, item.severity])).toEqual([
      ['tool "show"', "warning"],
      ['resource "ui://w.html"', "error"],
    ]);
    expect(byTool.get("plain")).toHaveLength(1);
    expect(byTool.has("clean")).toBe(false);
  });
});

describe("annotationBadges", () => {
  it("shows each declared hint, true or false, and warns about a destructive tool", () => {
    const badges = annotationBadges(
      tool("delete", { annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true } }),
    );
    expect(badges.map((badge) => [badge.label, badge.warn])).toEqual([
      ["destructive", true],
      ["not idempotent", false],
      ["open world", false],
    ]);
  });

  it("has no badge for an undeclared hint, and no destructive one on a read-only tool", () => {
    expect(annotationBadges(tool("bare"))).toEqual([]);
    const readOnly = annotationBadges(tool("list", { annotations: { readOnlyHint: true, destructiveHint: true } }));
    expect(readOnly.map((badge) => badge.label)).toEqual(["read-only"]);
  });
});
