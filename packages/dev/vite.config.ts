import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { openAiFrameScriptPlugin } from "./build/ui-plugin.js";

// Builds the dev host page into dist/ui; the hostbridge command serves it as static files.
export default defineConfig({
  plugins: [react(), openAiFrameScriptPlugin()],
  resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
  build: { outDir: "dist/ui", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 2000 },
});
