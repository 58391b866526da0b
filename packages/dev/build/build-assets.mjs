// Bundles the sandbox proxy page's script (an IIFE the sandbox server inlines into /sandbox.html).
import { build } from "esbuild";

await build({
  entryPoints: ["src/sandbox/sandbox-proxy.ts"],
  outfile: "dist/assets/sandbox-proxy.js",
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  logLevel: "warning",
});
