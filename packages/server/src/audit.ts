import { describeValue } from "./describe-value.js";
import { child, isRecord } from "./paths.js";
import { WIDGET_MIME_TYPE } from "./types.js";
import { validateTool } from "./validate-tool.js";
import { validateWidget } from "./validate-widget.js";
import { RULES, type Violation } from "./violation.js";

/** The slice of an MCP client (e.g. `Client` from `@modelcontextprotocol/client`) the audit uses. */
export interface AuditClient {
  /** `tools/list`, one page per call. */
  listTools(params?: { cursor?: string }): Promise<{
    /** The tool descriptors of this page. */
    tools: unknown[];
    /** The cursor of the next page, if any. */
    nextCursor?: string;
  }>;
  /** `resources/list`, one page per call. */
  listResources(params?: { cursor?: string }): Promise<{
    /** The resources of this page. */
    resources: unknown[];
    /** The cursor of the next page, if any. */
    nextCursor?: string;
  }>;
  /** `resources/read` of one URI. */
  readResource(params: { uri: string }): Promise<{
    /** The content items of the resource. */
    contents: unknown[];
  }>;
}

/** Every page of a list; a failed or malformed page becomes a `server-list` violation and ends the listing. */
async function listAll(
  what: "tools" | "resources",
  fetchPage: (cursor?: string) => Promise<{ items: unknown; nextCursor?: unknown }>,
  out: Violation[],
): Promise<unknown[]> {
  const all: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    let items: unknown;
    let nextCursor: unknown;
    try {
      ({ items, nextCursor } = await fetchPage(cursor));
    } catch (error) {
      out.push({
        path: what,
        rule: "server-list",
        severity: "error",
        message: `${RULES["server-list"]}: ${what}/list failed: ${errorMessage(error)}`,
      });
      break;
    }
    if (!Array.isArray(items)) {
      out.push({
        path: what,
        rule: "server-list",
        severity: "error",
        message: `${RULES["server-list"]}: ${what}/list returned ${describeValue(items)}`,
      });
      break;
    }
    all.push(...items);
    if (typeof nextCursor !== "string" || nextCursor === "") break;
    cursor = nextCursor;
  }
  return all;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : describeValue(error);
}

/** `tools["name"]` / `resources["uri"]`, with an over-long key cut (names over 128 characters are invalid anyway). */
function prefix(kind: "tools" | "resources", key: string): string {
  return `${kind}[${JSON.stringify(key.length > 512 ? `${key.slice(0, 512)}…` : key)}]`;
}

function templatesOf(tool: unknown): string[] {
  if (!isRecord(tool) || !isRecord(tool._meta)) return [];
  const meta = tool._meta;
  const uris = [isRecord(meta.ui) ? meta.ui.resourceUri : undefined, meta["openai/outputTemplate"]];
  return [...new Set(uris.filter((uri): uri is string => typeof uri === "string" && uri.startsWith("ui://")))];
}

/** Appends `violations` to `out`, each path put under `base`. */
function pushUnder(out: Violation[], base: string, violations: readonly Violation[]): void {
  // One push per item: a spread of a very long list could exceed the argument limit.
  for (const violation of violations)
    out.push({ ...violation, path: violation.path ? `${base}.${violation.path}` : base });
}

/** Validates every listed tool; returns each template URI with the name of (the last) tool that links it. */
function auditTools(tools: readonly unknown[], out: Violation[]): Map<string, string> {
  const templateOwners = new Map<string, string>();
  for (const tool of tools) {
    const name = isRecord(tool) && typeof tool.name === "string" ? tool.name : "?";
    pushUnder(out, prefix("tools", name), validateTool(tool));
    for (const uri of templatesOf(tool)) templateOwners.set(uri, name);
  }
  return templateOwners;
}

// @example-source packages/server/examples/audit-server.ts#widgetResourceUris
/**
 * The URIs of the resources in a `resources/list` answer that are widgets: a `ui://` URI or the
 * MCP Apps MIME type (`text/html;profile=mcp-app`). Entries that are not objects with a string
 * `uri` are skipped.
 *
 * @example
 * ```ts
 * const { resources } = await client.listResources();
 * expect(widgetResourceUris(resources)).toEqual([expect.stringMatching(/^ui:\/\/widget\/pizza-list\.\w+\.html$/)]);
 * ```
 */
export function widgetResourceUris(resources: readonly unknown[]): string[] {
  const uris: string[] = [];
  for (const resource of resources) {
    if (
      isRecord(resource) &&
      typeof resource.uri === "string" &&
      (resource.mimeType === WIDGET_MIME_TYPE || resource.uri.startsWith("ui://"))
    )
      uris.push(resource.uri);
  }
  return uris;
}

/** Reads one widget and validates every content item; a failed read is `template-registered`. */
async function auditWidget(
  client: AuditClient,
  uri: string,
  owner: string | undefined,
  out: Violation[],
): Promise<void> {
  const base = prefix("resources", uri);
  const failed = (why: string) =>
    out.push({
      path: base,
      rule: "template-registered",
      severity: "error",
      message: `${RULES["template-registered"]}: resources/read ${why}${owner ? ` for the template of "${owner}"` : ""}`,
    });
  let contents: unknown;
  try {
    contents = (await client.readResource({ uri }))?.contents;
  } catch (error) {
    failed(`failed: ${errorMessage(error)}`);
    return;
  }
  if (!Array.isArray(contents)) {
    failed(`returned no contents list (${describeValue(contents)})`);
    return;
  }
  contents.forEach((item, i) => {
    pushUnder(out, contents.length > 1 ? child(base, i) : base, validateWidget(item));
  });
}

/**
 * Audits a running MCP server the way a host sees it, through a connected client: every tool of
 * `tools/list` with `validateTool`, every widget (tool templates and `text/html;profile=mcp-app`
 * resources) read with `resources/read` and checked with `validateWidget`. Paths are prefixed with
 * `tools["name"]` / `resources["uri"]`. Note that the official client drops a top-level
 * `securitySchemes`, so the audit sees only its `_meta` copy. Never throws on what the server
 * answers: a failed or malformed list is a `server-list` violation, a failed read `template-registered`.
 */
export async function auditServer(client: AuditClient): Promise<Violation[]> {
  const out: Violation[] = [];
  const tools = await listAll(
    "tools",
    (cursor) =>
      client
        .listTools(cursor ? { cursor } : undefined)
        .then((page) => ({ items: page?.tools, nextCursor: page?.nextCursor })),
    out,
  );
  const templateOwners = auditTools(tools, out);
  const resources = await listAll(
    "resources",
    (cursor) =>
      client
        .listResources(cursor ? { cursor } : undefined)
        .then((page) => ({ items: page?.resources, nextCursor: page?.nextCursor })),
    out,
  );
  // Templates first, in the order the tools link them, then the listed widgets not yet seen.
  const widgetUris = new Set([...templateOwners.keys(), ...widgetResourceUris(resources)]);
  for (const uri of widgetUris) await auditWidget(client, uri, templateOwners.get(uri), out);
  return out;
}
