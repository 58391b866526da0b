import { serve } from "./serve.js";

// `npm start`: the MCP server with the built widget (run `npm run build` first).
// `npm run dev` (scripts/dev.mjs) starts `tsx server/main.ts --dev` through `hostbridge dev`: the
// Vite dev server too, and the widget served from it with hot reload.
// PORT (default 3000) is the MCP server's port; VITE_PORT (default 5173) the dev server's.
// HOST (default 127.0.0.1) is where it listens (0.0.0.0 in a container); ALLOWED_HOSTS the host
// names, comma-separated, that requests may carry besides localhost (your domain once deployed).
const app = await serve({
  port: Number(process.env.PORT ?? 3000),
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
  ...(process.env.ALLOWED_HOSTS
    ? {
        allowedHosts: process.env.ALLOWED_HOSTS.split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      }
    : {}),
  ...(process.argv.includes("--dev") ? { vitePort: Number(process.env.VITE_PORT ?? 5173) } : {}),
});
console.log(`MCP server: ${app.mcpUrl}${app.viteUrl ? ` (widgets from the Vite dev server at ${app.viteUrl})` : ""}`);

const stop = () => {
  void app.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
