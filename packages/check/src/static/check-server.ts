import { type AuditClient, auditServer, widgetResourceUris } from "@hostbridge/server";
import type { Finding } from "../finding.js";
import { auditFindings } from "./audit-findings.js";
import { declaredCspOf, type DeclaredCsp } from "./csp-origins.js";
import { externalOriginFindings } from "./external-origins.js";
import { resourceUriKeyFindings, schemaPortabilityFindings, templateOf } from "./tool-rules.js";

/** A tool of the server as `tools/list` describes it (the fields the check reads). */
export interface CheckedTool {
  /** The tool's name. */
  name: string;
  /** Its input schema. */
  inputSchema?: unknown;
  /** Its `_meta` (template keys, visibility, widgetAccessible). */
  _meta?: Record<string, unknown>;
}

/**
 * One widget of the server, as `resources/read` served it: a template tools name, or a listed
 * `ui://` resource no tool names (a template a widget opens itself, such as ChatGPT's modal).
 */
export interface CheckedWidget {
  /** The resource URI, e.g. `ui://widget/list.html`. */
  uri: string;
  /**
   * The tools that name it, in `tools/list` order (the first one renders it in the browser runs);
   * empty for a resource no tool names.
   */
  tools: string[];
  /** The HTML document, or `null` when it could not be read. */
  html: string | null;
  /** Its declared `_meta.ui.csp` (from the content item, else from the `resources/list` entry). */
  csp: DeclaredCsp;
}

/** What the static pass found and saw. */
export interface StaticCheck {
  /** Every static finding. */
  findings: Finding[];
  /** The server's tools. */
  tools: CheckedTool[];
  /** The widgets, each read once: those tools name first, then listed ones no tool names. */
  widgets: CheckedWidget[];
}

interface ReadContent {
  text?: unknown;
  blob?: unknown;
  _meta?: unknown;
}

/** A client that remembers what the audit listed and read, so each request is made once. */
function recording(client: AuditClient) {
  const tools: unknown[] = [];
  const resources: unknown[] = [];
  const reads = new Map<string, unknown[] | null>();
  const recorder: AuditClient = {
    listTools: async (params) => {
      const page = await client.listTools(params);
      if (Array.isArray(page?.tools)) tools.push(...page.tools);
      return page;
    },
    listResources: async (params) => {
      const page = await client.listResources(params);
      if (Array.isArray(page?.resources)) resources.push(...page.resources);
      return page;
    },
    readResource: async (params) => {
      try {
        const answer = await client.readResource(params);
        reads.set(params.uri, Array.isArray(answer?.contents) ? answer.contents : null);
        return answer;
      } catch (error) {
        reads.set(params.uri, null);
        throw error;
      }
    },
  };
  return { recorder, tools, resources, reads };
}

function htmlOf(content: ReadContent | undefined): string | null {
  if (typeof content?.text === "string") return content.text;
  if (typeof content?.blob === "string") return Buffer.from(content.blob, "base64").toString("utf8");
  return null;
}

interface ListedResource {
  uri?: unknown;
  _meta?: unknown;
}

/** A widget as the audit read it; `tools` names the tools that render it. */
function widgetOf(uri: string, tools: string[], recorded: ReturnType<typeof recording>): CheckedWidget {
  const content = recorded.reads.get(uri)?.[0] as ReadContent | undefined;
  const listed = recorded.resources.find((resource) => (resource as ListedResource).uri === uri) as
    | ListedResource
    | undefined;
  // The content item's csp wins over the list entry's (the spec's order).
  const contentCsp = (content?._meta as { ui?: { csp?: unknown } } | undefined)?.ui?.csp;
  const csp = declaredCspOf(contentCsp !== undefined ? content?._meta : listed?._meta);
  return { uri, tools, html: htmlOf(content), csp };
}

/**
 * Listed widget resources (as the audit counts them) that no tool names: templates a widget opens
 * itself (a modal's).
 */
function untemplatedWidgetUris(recorded: ReturnType<typeof recording>, named: ReadonlyMap<string, unknown>) {
  return widgetResourceUris(recorded.resources).filter((uri) => !named.has(uri));
}

// @example-source packages/check/examples/api-reference.ts#checkServerStatically
/**
 * The static rules over a connected server: `@hostbridge/server`'s audit of `tools/list`,
 * `resources/list` and every widget's `resources/read`, plus this package's rules (the three
 * template keys, portable input schemas, external origins the HTML uses without declaring them).
 * Never throws on what the server answers; a transport failure of the client is thrown.
 *
 * @example
 * ```ts
 * const { findings, tools, widgets } = await checkServerStatically(client); // a connected MCP client
 * console.log(`${tools.length} tools, ${widgets.length} widgets`);
 * for (const finding of sortFindings(findings)) {
 *   console.log(`${finding.severity} ${finding.rule} (${finding.subject}): ${finding.message}\n  fix: ${finding.fix}`);
 * }
 * ```
 */
export async function checkServerStatically(client: AuditClient): Promise<StaticCheck> {
  const recorded = recording(client);
  const findings = auditFindings(await auditServer(recorded.recorder));
  const checkedTools: CheckedTool[] = recorded.tools.filter(
    (tool): tool is CheckedTool => typeof (tool as { name?: unknown } | null)?.name === "string",
  );
  const widgets = new Map<string, CheckedWidget>();
  for (const tool of checkedTools) {
    const subject = `tool "${tool.name}"`;
    findings.push(...resourceUriKeyFindings(subject, tool), ...schemaPortabilityFindings(subject, tool));
    const uri = templateOf(tool);
    if (uri === undefined || !uri.startsWith("ui://")) continue;
    const widget = widgets.get(uri);
    if (widget) widget.tools.push(tool.name);
    else widgets.set(uri, widgetOf(uri, [tool.name], recorded));
  }
  for (const uri of untemplatedWidgetUris(recorded, widgets)) widgets.set(uri, widgetOf(uri, [], recorded));
  for (const widget of widgets.values())
    if (widget.html !== null)
      findings.push(...externalOriginFindings(`resource "${widget.uri}"`, widget.html, widget.csp));
  return { findings, tools: checkedTools, widgets: [...widgets.values()] };
}
