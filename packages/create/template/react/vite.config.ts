import { hostbridge } from "@hostbridge/vite";
import { defineConfig } from "vite";

// `vite build`: every folder of src/widgets with a main.tsx becomes dist/widgets/<name>.html (one
// self-contained file, checked against the MCP Apps default CSP) plus dist/widgets/manifest.json,
// which the server reads. `vite` (dev): each widget at /widgets/<name>.html with hot reload.
export default defineConfig({
  plugins: [hostbridge()],
  // Pre-bundle the dev client at startup: found only on the first page load, it would make Vite
  // re-optimize and reload the page, which a widget frame inside a host cannot follow.
  optimizeDeps: { include: ["@hostbridge/vite/dev-client"] },
});
