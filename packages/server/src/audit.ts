import { child, isRecord } from "./paths.js";
import { WIDGET_MIME_TYPE } from "./types.js";
import { validateTool } from "./validate-tool.js";
import { validateWidget } from "./validate-widget.js";
import { RULES, type Violation } from "./violation.js";

/** The slice of an MCP client (e.g. `Client` from `@modelcontextprotocol/client`) the audit uses. */
export interface AuditClient {
  listTools(params?: { cursor?: string }): Promise<{ tools: unknown[]; nextCursor?: string }>;
  listResources(params?: { cursor?: string }): Promise<{ resources: unknown[]; nextCursor?: string }>;
  readResource(params: { uri: string }): Promise<{ contents: unknown[] }>;
}

async function listAll<T>(fetchPage: (cursor?: string) => Promise<{ items: T[]; nextCursor?: string }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const { items, nextCursor } = await fetchPage(cursor);
    all.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return all;
}

function templatesOf(tool: unknown): string[] {
  if (!isRecord(tool) || !isRecord(tool._meta)) return [];
  const meta = tool._meta;
  const uris = [isRecord(meta.ui) ? meta.ui.resourceUri : undefined, meta["openai/outputTemplate"]];
  return [...new Set(uris.filter((u): u is string => typeof u === "string" && u.startsWith("ui://")))];
}

/**
 * Audits a running MCP server the way a host sees it, through a connected client: every tool of
 * `tools/list` with `validateTool`, every widget (tool templates and `text/html;profile=mcp-app`
 * resources) read with `resources/read` and checked with `validateWidget`. Paths are prefixed with
 * `tools["name"]` / `resources["uri"]`. Note that the official client drops a top-level
 * `securitySchemes`, so the audit sees only its `_meta` copy.
 */
export async function auditServer(client: AuditClient): Promise<Violation[]> {
  const out: Violation[] = [];
  const tools = await listAll((cursor) => client.listTools(cursor ? { cursor } : undefined).then((r) => ({ items: r.tools, nextCursor: r.nextCursor })));
  const widgetUris = new Set<string>();
  const templateOwners = new Map<string, string>();
  for (const tool of tools) {
    const name = isRecord(tool) && typeof tool.name === "string" ? tool.name : "?";
    const base = `tools[${JSON.stringify(name)}]`;
    for (const v of validateTool(tool)) out.push({ ...v, path: v.path ? `${base}.${v.path}` : base });
    for (const uri of templatesOf(tool)) {
      widgetUris.add(uri);
      templateOwners.set(uri, name);
    }
  }
  const resources = await listAll((cursor) => client.listResources(cursor ? { cursor } : undefined).then((r) => ({ items: r.resources, nextCursor: r.nextCursor })));
  for (const r of resources) {
    if (isRecord(r) && typeof r.uri === "string" && (r.mimeType === WIDGET_MIME_TYPE || r.uri.startsWith("ui://"))) widgetUris.add(r.uri);
  }
  for (const uri of widgetUris) {
    const base = `resources[${JSON.stringify(uri)}]`;
    let contents: unknown[];
    try {
      ({ contents } = await client.readResource({ uri }));
    } catch (error) {
      const owner = templateOwners.get(uri);
      out.push({ path: base, rule: "template-registered", severity: "error", message: `${RULES["template-registered"]}: resources/read failed${owner ? ` for the template of "${owner}"` : ""}: ${(error as Error).message}` });
      continue;
    }
    contents.forEach((item, i) => {
      const at = contents.length > 1 ? child(base, i) : base;
      for (const v of validateWidget(item)) out.push({ ...v, path: v.path ? `${at}.${v.path}` : at });
    });
  }
  return out;
}
