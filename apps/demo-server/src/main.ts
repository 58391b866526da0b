import { DEFAULT_DEMO_SERVER_PORT, startDemoServer } from "./http-server.js";

// Entry for `pnpm dev` and `pnpm --filter ./apps/demo-server start`.
const port = Number(process.env.DEMO_SERVER_PORT ?? DEFAULT_DEMO_SERVER_PORT);
const server = await startDemoServer({ port, widgetsDir: process.env.DEMO_WIDGETS_DIR || undefined });
process.stdout.write(`demo-server: MCP endpoint ${server.mcpUrl}\n`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
