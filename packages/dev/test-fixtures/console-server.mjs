// A stdio MCP server for the dev host's Console end-to-end test (not shipped): it writes to stderr,
// sends log messages, and stays down while the file named by CONSOLE_DOWN_FILE exists.
import { existsSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import * as z from "zod";

const downFile = process.env.CONSOLE_DOWN_FILE;
if (downFile && existsSync(downFile)) {
  process.stderr.write("console fixture: down for now\n");
  process.exit(1);
}
process.stderr.write("console fixture: <b>started</b>\n");

const server = new McpServer({ name: "console-fixture", version: "1.0.0" }, { capabilities: { logging: {} } });
server.registerTool(
  "shout",
  { description: "Logs its text, then answers it.", inputSchema: { text: z.string().default("hello") } },
  async ({ text }) => {
    process.stderr.write(`console fixture: shouting ${text}\n`);
    await server.sendLoggingMessage({ level: "warning", logger: "fixture", data: `shouted ${text}` });
    return { content: [{ type: "text", text: `SHOUT ${text}` }] };
  },
);
server.registerTool("crash", { description: "Answers, then exits." }, async () => {
  setTimeout(() => process.exit(1), 100);
  return { content: [{ type: "text", text: "bye" }] };
});
await server.connect(new StdioServerTransport());
