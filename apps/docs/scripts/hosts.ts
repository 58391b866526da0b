import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { HOST_PROFILES, type HostProfile } from "@hostbridge/testing/profiles";
import type { SidebarItem } from "./api.js";
import { escapeVue, generatedNotice, inlineCode, jsonBlock, tableCell } from "./markdown.js";
import { referenceRoot } from "./paths.js";

const hostsRoot = join(referenceRoot, "hosts");
const SOURCE = "the testing kit's host profiles (`@hostbridge/testing/profiles`)";

/** Headings for the profile fields a reader knows by another name; any other field shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  hostInfo: "Host info (`hostInfo`)",
  openai: "`window.openai` in the frame",
  capabilities: "Advertised capabilities",
  answersUnadvertised: "Answers without advertising",
  hostContext: "Host context it sends",
  displayModes: "Display modes",
  csp: "CSP",
};

/** The fields every profile has that are its identity, not a fact about the host. */
const IDENTITY_FIELDS = new Set(["id", "name", "description", "sources"]);

/** A string a reader scans as a name (inline code) rather than reads as a sentence. */
const isName = (text: string) => text.length <= 40 && !/\s/.test(text);

/** A list of sentences, shown as bullets under the table rather than in a cell. */
const isSentenceList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.some((item) => typeof item === "string" && !isName(item));

/** One cell for a fact's value; structured values get their keys (their whole value is shown below the table). */
function summary(value: unknown): string {
  if (value === undefined || value === null) return "unknown";
  const scalar = scalarSummary(value);
  if (scalar !== undefined) return scalar;
  if (isSentenceList(value)) return `${value.length}, listed below`;
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map((item) => summary(item)).join(", ");
  return recordSummary(value as Record<string, unknown>);
}

/** The cell for a boolean, number or string; `undefined` for any other value. */
function scalarSummary(value: unknown): string | undefined {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return inlineCode(String(value));
  if (typeof value === "string") return isName(value) ? inlineCode(value) : tableCell(value);
  return undefined;
}

/** The cell for an object: a name and version as one, else its keys. */
function recordSummary(record: Record<string, unknown>): string {
  const keys = Object.keys(record);
  if ("name" in record && "version" in record) return inlineCode(`${String(record.name)} ${String(record.version)}`);
  return keys.length === 0 ? "none (an empty object)" : keys.map((key) => inlineCode(key)).join(", ");
}

const sourceOf = (profile: HostProfile, field: string): string => {
  const sources = profile.sources as unknown as Record<string, unknown>;
  const source = sources[field];
  return typeof source === "string" ? source : "";
};

/** Whether a value deserves its full JSON under the table. */
const isStructured = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;

/** One profile's page: every fact with its source, then the structured values in full. */
function profilePage(profile: HostProfile): string {
  const facts = Object.entries(profile).filter(([field]) => !IDENTITY_FIELDS.has(field));
  const lines = [
    generatedNotice(SOURCE),
    "",
    `# ${escapeVue(profile.name)}`,
    "",
    escapeVue(profile.description),
    "",
    `Profile id ${inlineCode(profile.id)}: \`createMcpAppsHost({ preset: "${profile.id}" })\` in jsdom, the Playwright fixtures' \`host\`, \`hostbridge dev --profile ${profile.id}\`. See [testing with profiles](/guide/testing#host-profiles).`,
    "",
    "| fact | value | source |",
    "|---|---|---|",
    ...facts.map(
      ([field, value]) =>
        `| ${FIELD_LABELS[field] ?? inlineCode(field)} | ${summary(value)} | ${tableCell(sourceOf(profile, field))} |`,
    ),
  ];
  for (const [field, value] of facts) {
    const heading = `## ${FIELD_LABELS[field] ?? inlineCode(field)}`;
    if (isSentenceList(value)) lines.push("", heading, "", ...value.map((item) => `- ${escapeVue(item)}`));
    else if (isStructured(value)) lines.push("", heading, "", jsonBlock(value));
  }
  return `${lines.join("\n")}\n`;
}

/** The profiles' index: one row per profile. */
function indexPage(profiles: readonly HostProfile[]): string {
  const rows = profiles.map((profile) =>
    [
      `[${tableCell(profile.name)}](./${profile.id})`,
      inlineCode(profile.id),
      profile.openai ? "yes" : "no",
      summary(profile.displayModes),
      tableCell(profile.description),
    ].join(" | "),
  );
  return [
    generatedNotice(SOURCE),
    "",
    "# Host profiles",
    "",
    "Every host a widget meets, as data in one place: the testing kit's jsdom hosts, its Playwright",
    "fixtures, `hostbridge dev` and the [compatibility matrix](/reference/compatibility) all read these",
    "profiles. Each fact names its source; where nobody measured a fact, the profile says so.",
    "This page is generated from the profiles on every build of the site.",
    "",
    "| profile | id | `window.openai` | display modes | what it is |",
    "|---|---|---|---|---|",
    ...rows.map((row) => `| ${row} |`),
    "",
  ].join("\n");
}

/** Writes `reference/hosts/` from the profiles; returns its sidebar. */
export async function generateHostPages(): Promise<SidebarItem[]> {
  const profiles = Object.values(HOST_PROFILES) as HostProfile[];
  await rm(hostsRoot, { recursive: true, force: true });
  await mkdir(hostsRoot, { recursive: true });
  await writeFile(join(hostsRoot, "index.md"), indexPage(profiles));
  for (const profile of profiles) await writeFile(join(hostsRoot, `${profile.id}.md`), profilePage(profile));
  return [
    {
      text: "Host profiles",
      link: "/reference/hosts/",
      collapsed: true,
      items: profiles.map((profile) => ({ text: profile.name, link: `/reference/hosts/${profile.id}` })),
    },
  ];
}
