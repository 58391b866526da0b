import type { McpServer } from "@modelcontextprotocol/server";
import type { SecurityScheme } from "./types.js";

// McpServer (SDK 2.4.0) builds `tools/list` itself and has no top-level `securitySchemes` field, which
// ChatGPT reads for per-tool auth. We wrap its `tools/list` handler once per server to add the field.
// Reaching the handler needs the SDK's internal handler map; when that is not there (another SDK
// version), nothing is wrapped and only the `_meta.securitySchemes` copy reaches the wire.

type ListHandler = (request: unknown, ctx: unknown) => Promise<{ tools: { name: string }[] }>;

const schemesByServer = new WeakMap<object, Map<string, SecurityScheme[]>>();

/**
 * Makes `tools/list` carry `securitySchemes` at the top level of tool `name`.
 * Call after the tool is registered. Returns false when the SDK offers no way to do it.
 */
export function exposeSecuritySchemes(
  server: Pick<McpServer, "server">,
  name: string,
  schemes: SecurityScheme[],
): boolean {
  const low = server.server as unknown as {
    _requestHandlers?: unknown;
    setRequestHandler: (method: string, handler: ListHandler) => void;
  };
  let byName = schemesByServer.get(server);
  if (!byName) {
    const handlers = low._requestHandlers;
    const original = handlers instanceof Map ? (handlers.get("tools/list") as ListHandler | undefined) : undefined;
    if (typeof original !== "function") return false;
    const table = new Map<string, SecurityScheme[]>();
    low.setRequestHandler("tools/list", async (request, ctx) => {
      const result = await original(request, ctx);
      return {
        ...result,
        tools: result.tools.map((tool) =>
          table.has(tool.name) ? { ...tool, securitySchemes: table.get(tool.name) } : tool,
        ),
      };
    });
    schemesByServer.set(server, table);
    byName = table;
  }
  byName.set(name, schemes);
  return true;
}
