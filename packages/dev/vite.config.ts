import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { playgroundPlugin } from "./vite/playground-plugin.js";

const port = Number(process.env.PLAYGROUND_PORT ?? 5310);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 5311);
const demoServerUrl = process.env.DEMO_SERVER_URL ?? `http://127.0.0.1:${process.env.DEMO_SERVER_PORT ?? 3311}/mcp`;

// The host page is served on localhost and the sandbox proxy on 127.0.0.1: different sites, so the
// widget runs in its own process as it does in real hosts.
export default defineConfig({
  plugins: [react(), playgroundPlugin({ sandboxPort, demoServerUrl })],
  resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
  server: { host: "localhost", port, strictPort: true },
  preview: { host: "localhost", port, strictPort: true },
  build: { target: "es2022", chunkSizeWarningLimit: 2000 },
});
