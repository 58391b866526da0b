// A stdio MCP server for the log bench (`node --import tsx log-server.ts <rows>`): `hello` answers at
// once (the first result), `emit_log` sends <rows> `notifications/message` lines, then answers. Not shipped.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

// The bench depends on the SDK's client only; the server half (same SDK release) comes from the
// demo server's dependencies, as ES modules.
const demoServer = createRequire(new URL("../../../demo-server/package.json", import.meta.url));
const esm = (specifier: string) => pathToFileURL(demoServer.resolve(specifier).replace(/\.cjs$/, ".mjs")).href;
const { McpServer } = await import(esm("@modelcontextprotocol/server"));
const { StdioServerTransport } = await import(esm("@modelcontextprotocol/server/stdio"));

/** What `hello` answers (the benches wait for it on screen). */
const HELLO_TEXT = "hello from log-bench";
const rows = Number(process.argv[2] ?? "10000");
const server = new McpServer({ name: "log-bench", version: "1.0.0" }, { capabilities: { logging: {} } });
server.registerTool("hello", { description: "Answers at once." }, async () => ({
  content: [{ type: "text", text: HELLO_TEXT }],
}));
server.registerTool(
  "emit_log",
  { description: `Sends ${rows} log lines (notifications/message), then answers.` },
  async () => {
    for (let line = 1; line <= rows; line++) {
      await server.sendLoggingMessage({ level: "info", logger: "log-bench", data: `line ${line} of ${rows}` });
    }
    return { content: [{ type: "text", text: `sent ${rows} log lines` }] };
  },
);
await server.connect(new StdioServerTransport());
