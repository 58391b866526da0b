// The README's "Serving it" block: the app over MCP Streamable HTTP with the official SDK's
// `createMcpHandler` and `@modelcontextprotocol/node`. Typechecked with the package, never run (it
// listens on port 3000); create-hostbridge's template serves its app this way.
import { app } from "./api-reference.js";
// #region serving
import { createServer } from "node:http";
import { localhostHostValidation, toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { registerApp } from "@hostbridge/server";

const mcp = toNodeHandler(
  createMcpHandler(() => {
    const server = new McpServer({ name: "pizza", version: "1.0.0" });
    registerApp(server, app); // your defineApp({ ... })
    return server;
  }),
);
const validateHost = localhostHostValidation(); // refuses non-local Host headers (DNS rebinding)
createServer((request, response) => {
  if (!validateHost(request, response)) return;
  if (new URL(request.url ?? "/", "http://127.0.0.1").pathname === "/mcp") void mcp(request, response);
  else response.writeHead(404).end();
}).listen(3000, "127.0.0.1");
// #endregion serving
