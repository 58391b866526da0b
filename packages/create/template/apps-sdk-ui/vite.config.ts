import tailwindcss from "@tailwindcss/vite";
import { hostbridge } from "@hostbridge/vite";
import { defineConfig, type Plugin } from "vite";

// `vite build`: every folder of src/widgets with a main.tsx becomes dist/widgets/<name>.html (one
// self-contained file, checked against the MCP Apps default CSP) plus dist/widgets/manifest.json,
// which the server reads. `vite` (dev): each widget at /widgets/<name>.html with hot reload.
// Tailwind 4 compiles the classes of the widgets and of @openai/apps-sdk-ui's components
// (src/styles/design-system.css).
export default defineConfig({
  plugins: [globalThisForLodash(), tailwindcss(), hostbridge()],
});

/**
 * lodash.debounce (which @openai/apps-sdk-ui's Button brings, through usehooks-ts) finds the
 * global object with `Function('return this')()` when there is no `global` or `self`: a browser
 * never gets there, but the build's CSP check refuses code that calls `Function` (the MCP Apps
 * default CSP has no 'unsafe-eval'). This swaps that fallback for `globalThis` before the check.
 */
function globalThisForLodash(): Plugin {
  return {
    name: "global-this-for-lodash",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes("/lodash.debounce/")) return undefined;
      return { code: code.replace("Function('return this')()", "globalThis"), map: null };
    },
  };
}
