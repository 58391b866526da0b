import { defaultClientConditions, defineConfig } from "vite";
import { hostbridge } from "@hostbridge/vite";

/**
 * Built and served like a user's project: `vite build` writes `dist/widgets/<name>.html` for every
 * `src/widgets/<name>/` (plus `dist/widgets/manifest.json`); `vite` serves `/widgets/<name>.html`.
 */
export default defineConfig({
  // Workspace packages resolve to their TypeScript sources.
  resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
  plugins: [hostbridge()],
});
