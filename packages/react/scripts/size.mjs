// Measures @hostbridge/core + @hostbridge/react with every export imported: esbuild, minified,
// React external, zustand bundled, then gzip. `node scripts/size.mjs` prints the figures as JSON.
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** The design's budget for core + every React hook, min+gzip. */
export const BUDGET_BYTES = 9216;
/**
 * Not met (issue 10 grew the core, issue 11 added cancellation, progress and the host-context keys
 * to it, and `handleRequest` for app-provided tools): the figure measured then, a guard against further growth until the budget is met. New
 * pieces go behind their own entry point (`@hostbridge/react/styles`, `@hostbridge/react/tools`, `@hostbridge/core/resize`).
 * Raised from 9,810 B by 46 B when `useCallTool`'s call state moved into core's framework-free
 * `createToolCaller` (`@hostbridge/core/call`, with its own subscribers instead of React state),
 * by 25 B for core's `sendNotification` (`notifications/tools/list_changed` of app tools), and by
 * 20 B when `updateWidgetState` learned to forget a write the host refused, and by 11 B for
 * `HostProvider`'s `appCapabilities` (a widget with `useAppTool` needs no `createHost` of its own).
 */
export const CEILING_BYTES = 9916;
const root = fileURLToPath(new URL("..", import.meta.url));

/** Bundles `entry` (a file of this package) and returns its minified and gzipped sizes in bytes. */
export async function measure(entry = "./src/index.ts") {
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(entry)};`, resolveDir: root, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    conditions: ["@hostbridge/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    external: ["react", "react-dom", "react/jsx-runtime", "react-router-dom"],
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const main = await measure();
  const router = await measure("./src/router.tsx");
  console.log(
    JSON.stringify(
      {
        "core+react": main,
        "router entry (with core+react parts it uses)": router,
        budgetGzip: BUDGET_BYTES,
        ceilingGzip: CEILING_BYTES,
      },
      null,
      2,
    ),
  );
}
