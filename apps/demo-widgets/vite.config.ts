import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { viteSingleFile } from "vite-plugin-singlefile";

const packageDir = fileURLToPath(new URL(".", import.meta.url));
const pagesDir = fileURLToPath(new URL("./pages", import.meta.url));
const distDir = fileURLToPath(new URL("./dist", import.meta.url));

/**
 * `WIDGET=<name> vite build` builds `pages/<name>.html` into `dist/<name>.html` with every script
 * and style inlined (vite-plugin-singlefile takes one entry per build; `scripts/build.mjs` loops
 * over the pages). `vite` (dev) serves every page at once (`/pages/<name>.html`) on the standalone host.
 */
export default defineConfig(({ command }) => {
  const widget = process.env.WIDGET;
  if (command === "build" && (!widget || !existsSync(`${pagesDir}/${widget}.html`))) {
    throw new Error(`WIDGET must name a page in pages/ (got "${widget ?? ""}"); run scripts/build.mjs to build all.`);
  }
  return {
    // Built from pages/ so the output is dist/<name>.html; served from the package so the pages'
    // `../src/...` script paths resolve in dev too.
    root: command === "build" ? pagesDir : packageDir,
    // Workspace packages resolve to their TypeScript sources.
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    plugins: [react(), ...(command === "build" ? [viteSingleFile()] : [])],
    build: {
      outDir: distDir,
      emptyOutDir: false,
      // The MCP Apps default CSP allows inline scripts/styles and data: images, nothing external.
      assetsInlineLimit: Number.MAX_SAFE_INTEGER,
      rollupOptions: widget ? { input: `${pagesDir}/${widget}.html` } : {},
    },
    server: { host: "127.0.0.1" },
  };
});
