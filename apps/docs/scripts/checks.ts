import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { auditFindings, CHECK_RULES, type CheckRule } from "@hostbridge/check";
import { RULES, type RuleId } from "@hostbridge/server";
import type { SidebarItem } from "./api.js";
import { escapeVue, generatedNotice, inlineCode, tableCell } from "./markdown.js";
import { referenceRoot } from "./paths.js";

const checksRoot = join(referenceRoot, "checks");
const SOURCE = "the rule catalogue of `@hostbridge/check` and the audit rules of `@hostbridge/server`";

/** One rule as its page shows it. */
interface RulePage {
  id: string;
  kind: "static" | "behavioural";
  /** The severity, or where it varies by finding, both. */
  severity: string;
  title: string;
  fix: string;
  appRule?: string;
  /** Where the rule is defined. */
  origin: string;
}

/** The server's audit rules as `hostbridge check` reports them: its fix line and APP id, read through `auditFindings`. */
function serverRulePages(): RulePage[] {
  return (Object.keys(RULES) as RuleId[]).map((rule) => {
    const [finding] = auditFindings([{ rule, severity: "error", path: "", message: "" }]);
    return {
      id: rule,
      kind: "static",
      severity: "error or warning, by finding",
      title: RULES[rule],
      fix: finding?.fix ?? `${RULES[rule]}.`,
      ...(finding?.appRule ? { appRule: finding.appRule } : {}),
      origin: "`@hostbridge/server`'s validators (`validateTool`, `validateWidget`, `auditServer`)",
    };
  });
}

function checkRulePages(): RulePage[] {
  return Object.entries(CHECK_RULES as Record<string, CheckRule>).map(([id, rule]) => ({
    id,
    kind: rule.kind,
    severity: rule.severity,
    title: rule.title,
    fix: rule.fix,
    ...(rule.appRule ? { appRule: rule.appRule } : {}),
    origin: "`@hostbridge/check`'s rule catalogue (`CHECK_RULES`)",
  }));
}

function rulePage(rule: RulePage): string {
  return [
    generatedNotice(SOURCE),
    "",
    `# ${inlineCode(rule.id)}`,
    "",
    escapeVue(rule.title),
    "",
    "| | |",
    "|---|---|",
    `| kind | ${rule.kind} |`,
    `| severity | ${rule.severity} |`,
    `| official draft validator | ${rule.appRule ?? "no matching rule"} |`,
    `| defined in | ${rule.origin} |`,
    "",
    "## Fix",
    "",
    escapeVue(rule.fix),
    "",
    "[All rules](./)",
    "",
  ].join("\n");
}

function indexPage(rules: RulePage[]): string {
  const row = (rule: RulePage) =>
    `| [${inlineCode(rule.id)}](./${rule.id}) | ${rule.severity} | ${rule.appRule ?? ""} | ${tableCell(rule.title)} |`;
  const section = (heading: string, text: string, kind: RulePage["kind"]) => [
    `## ${heading}`,
    "",
    text,
    "",
    "| rule | severity | draft id | requirement |",
    "|---|---|---|---|",
    ...rules.filter((rule) => rule.kind === kind).map(row),
    "",
  ];
  return [
    generatedNotice(SOURCE),
    "",
    "# Check rules",
    "",
    "Every rule a finding of `hostbridge check` can carry, each with its fix. Ids are stable: a rule",
    "is never renamed or reused. Where the official MCP Apps draft validator has the same",
    "requirement, its `APP-…` id is given. See the [guide](/guide/check) for how the checks run.",
    "",
    ...section(
      "Static rules",
      "Read from the server's `tools/list`, `resources/list` and `resources/read`, without a browser.",
      "static",
    ),
    ...section("Behavioural rules", "Judged from the widget loaded in a browser, in a host profile.", "behavioural"),
  ].join("\n");
}

/** Writes `reference/checks/`: an index and one page per rule; returns its sidebar. */
export async function generateCheckPages(): Promise<SidebarItem[]> {
  const rules = [...serverRulePages(), ...checkRulePages()];
  await rm(checksRoot, { recursive: true, force: true });
  await mkdir(checksRoot, { recursive: true });
  await writeFile(join(checksRoot, "index.md"), indexPage(rules));
  for (const rule of rules) await writeFile(join(checksRoot, `${rule.id}.md`), rulePage(rule));
  return [
    {
      text: "Check rules",
      link: "/reference/checks/",
      collapsed: true,
      items: rules.map((rule) => ({ text: rule.id, link: `/reference/checks/${rule.id}` })),
    },
  ];
}
