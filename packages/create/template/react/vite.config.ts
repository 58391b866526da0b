import { hostbridge } from "@hostbridge/vite";
import { defineConfig } from "vite";

// `vite build`: every folder of src/widgets with a main.tsx becomes dist/widgets/<name>.html (one
// self-contained file, checked against the MCP Apps default CSP) plus dist/widgets/manifest.json,
// which the server reads. `vite` (dev): each widget at /widgets/<name>.html with hot reload.
export default defineConfig({
  plugins: [hostbridge()],
});
