// A one-widget Vite project for the dev host's HMR test (copied to a work folder, then edited).
import { defineConfig } from "vite";
import { hostbridge } from "@hostbridge/vite";

export default defineConfig({
  plugins: [hostbridge({ react: false })],
  server: { host: "127.0.0.1", strictPort: true },
  logLevel: "warn",
});
