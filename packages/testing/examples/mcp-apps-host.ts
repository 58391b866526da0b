// biome-ignore-all format: the README shows these lines with their comments aligned
import { createHost } from "@hostbridge/core";
import { createMcpAppsHost } from "@hostbridge/testing";

// #region readme
const mcp = createMcpAppsHost({ theme: "dark", toolInput: { city: "Rome" }, capabilities: { serverTools: {} } });
const host = createHost({ port: mcp.port });     // the widget side
await mcp.initialized;
await mcp.sendToolResult({ content: [], structuredContent: { pizzas: [] } });
mcp.requestsOf("tools/call");                    // every request the widget sent
await mcp.teardown();
// #endregion readme

export { host };
