// A stdio MCP server for the dev host's HMR test (not shipped): its one widget comes from a running
// Vite dev server (HMR_DEV_SERVER) through @hostbridge/server's widgetHtmlSource, as a user's
// server does in development. Run with --conditions=@hostbridge/source --import tsx.
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { widgetHtmlSource } from "@hostbridge/server";
import * as z from "zod";

const source = widgetHtmlSource({
  mode: "development",
  devServerUrl: process.env.HMR_DEV_SERVER ?? "http://127.0.0.1:5173",
});
const URI = "ui://hmr/hello.html";
const MIME = "text/html;profile=mcp-app";

const server = new McpServer({ name: "hmr-server", version: "1.0.0" });
server.registerResource("hello", URI, { mimeType: MIME }, async () => ({
  contents: [
    { uri: URI, mimeType: MIME, text: await source.html("hello"), _meta: { ui: { csp: await source.csp("hello") } } },
  ],
}));
server.registerTool(
  "show_hello",
  { description: "Shows the hello widget.", inputSchema: z.object({}), _meta: { ui: { resourceUri: URI } } },
  async () => ({
    content: [{ type: "text", text: "hello" }],
    // A value that only this call has, so the test can tell the same result from a new call.
    structuredContent: { call: randomUUID() },
  }),
);
await server.connect(new StdioServerTransport());
