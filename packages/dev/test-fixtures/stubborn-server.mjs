// A stdio MCP server for the dev host's process tests (not shipped) that does not leave when told
// to, as real servers often do not: it keeps a timer (so a closed stdin does not end it) and starts
// a helper process that ignores SIGTERM. Both carry the first argument in their command line, so a
// test can count them with `ps`.
import { spawn } from "node:child_process";
import { McpServer } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";

const marker = process.argv[2] ?? "stubborn-server";
const helper = spawn(
  process.execPath,
  ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready');", marker],
  { stdio: ["ignore", "pipe", "ignore"] },
);
// Answer nothing before the helper ignores SIGTERM, so a test never races its start.
await new Promise((resolve) => helper.stdout.once("data", resolve));
helper.stdout.destroy();
setInterval(() => {}, 1000);

const server = new McpServer({ name: "stubborn-server", version: "1.0.0" });
await server.connect(new StdioServerTransport());
