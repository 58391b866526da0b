// An MCP server for the dev host's end-to-end tests (not shipped): tools with lint findings and
// annotations, resources (an MCP App widget, a text file, a template) and prompts with arguments.
// Written with the official SDK's low-level Server, so its metadata goes out as is. On stdio by
// default; `node catalogue-server.mjs --http` serves Streamable HTTP on a free 127.0.0.1 port
// and prints its URL.
import { createServer } from "node:http";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, Server } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";

const WIDGET_URI = "ui://catalogue/note.html";
const WIDGET_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>note</title></head>
<body style="font:14px system-ui;margin:12px"><h1 data-testid="note-title">Note widget</h1><p>Shown as a preview.</p></body></html>`;

const tools = [
  {
    name: "show_note",
    description: "Shows a note in a widget.",
    inputSchema: { type: "object", properties: { id: { type: "string" } } },
    annotations: { readOnlyHint: true, openWorldHint: false },
    // Only the ChatGPT key: hosts that read _meta.ui.resourceUri show no widget (resource-uri-keys).
    _meta: { "openai/outputTemplate": WIDGET_URI },
  },
  {
    name: "delete_note",
    description: "Deletes a note.",
    // A 2020-12 schema: draft-07 validators (some hosts) do not know it (input-schema-portable).
    inputSchema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { id: { type: "string" } },
      required: ["id"],
    },
    annotations: { destructiveHint: true, idempotentHint: true },
  },
];

const resources = [
  { uri: WIDGET_URI, name: "note-widget", mimeType: "text/html;profile=mcp-app", description: "The note widget." },
  { uri: "file:///notes/readme.md", name: "readme", mimeType: "text/markdown", description: "How notes work." },
];
const contents = {
  [WIDGET_URI]: [{ uri: WIDGET_URI, mimeType: "text/html;profile=mcp-app", text: WIDGET_HTML }],
  "file:///notes/readme.md": [
    { uri: "file:///notes/readme.md", mimeType: "text/markdown", text: "# Notes\n\nOne note per line." },
  ],
};

const prompts = [
  {
    name: "summarize_note",
    description: "Summarizes a note.",
    arguments: [
      { name: "note", description: "The note's id", required: true },
      { name: "style", description: "short or long" },
    ],
  },
];

/** A server answering from the lists above. */
function catalogueServer() {
  const server = new Server(
    { name: "catalogue-fixture", version: "1.0.0" },
    { capabilities: { tools: {}, resources: {}, prompts: {} } },
  );
  server.setRequestHandler("tools/list", async () => ({ tools }));
  server.setRequestHandler("tools/call", async (request) => ({
    content: [{ type: "text", text: `${request.params.name} ${JSON.stringify(request.params.arguments ?? {})}` }],
  }));
  server.setRequestHandler("resources/list", async () => ({ resources }));
  server.setRequestHandler("resources/templates/list", async () => ({
    resourceTemplates: [
      { uriTemplate: "notes://{id}", name: "note", mimeType: "text/plain", description: "One note." },
    ],
  }));
  server.setRequestHandler("resources/read", async (request) => {
    const { uri } = request.params;
    const match = /^notes:\/\/(.+)$/.exec(uri);
    if (match) return { contents: [{ uri, mimeType: "text/plain", text: `Note ${match[1]}: buy flour.` }] };
    if (!contents[uri]) throw new Error(`Resource ${uri} not found`);
    return { contents: contents[uri] };
  });
  server.setRequestHandler("prompts/list", async () => ({ prompts }));
  server.setRequestHandler("prompts/get", async (request) => {
    const { name, arguments: args = {} } = request.params;
    if (name !== "summarize_note") throw new Error(`Unknown prompt ${name}`);
    if (!args.note) throw new Error("The argument note is required.");
    return {
      description: "Summarize a note",
      messages: [
        {
          role: "user",
          content: { type: "text", text: `Summarize note ${args.note} in a ${args.style ?? "short"} style.` },
        },
      ],
    };
  });
  return server;
}

if (process.argv.includes("--http")) {
  const handler = toNodeHandler(createMcpHandler(() => catalogueServer()));
  const http = createServer((request, response) => void handler(request, response));
  http.listen(0, "127.0.0.1", () => process.stdout.write(`http://127.0.0.1:${http.address().port}/mcp\n`));
} else {
  await catalogueServer().connect(new StdioServerTransport());
}
