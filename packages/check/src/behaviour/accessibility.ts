import type { Frame } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** One axe-core violation, reduced to what a report shows. */
export interface AxeViolation {
  /** The axe rule, e.g. `color-contrast` or `button-name`. */
  id: string;
  /** `serious` or `critical` (lesser impacts are not reported). */
  impact: string;
  /** What the rule asks for. */
  help: string;
  /** The rule's help page. */
  helpUrl: string;
  /** CSS selectors of the first offending elements, with axe's summary of the first. */
  targets: string[];
  /** axe's explanation for the first element (e.g. the contrast ratio it measured). */
  summary: string;
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

let axeScript: string | undefined;
/** axe-core's minified build (a third of `axe.source`: it is evaluated in every run). */
function axeSource(): string {
  axeScript ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeScript;
}

const REPORTED_IMPACTS = new Set(["serious", "critical"]);

/**
 * Runs axe-core's WCAG 2.0–2.2 A and AA rules in the widget document and
 * returns its serious and critical violations. `color-contrast` is among them.
 */
export async function axeViolations(frame: Frame): Promise<AxeViolation[]> {
  const loaded = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await frame.evaluate(axeSource());
  const result = await frame.evaluate(
    () =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe.run(document, {
        resultTypes: ["violations"],
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      }) as Promise<AxeResult>,
  );
  return result.violations
    .filter((violation) => REPORTED_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "serious",
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(" ")),
      summary: (violation.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").trim(),
    }));
}
