// Bundles what a widget imports from the core (esbuild: bundle, minify, esm), gzips it, prints bytes.
// Two figures, each with its budget (design.md "Size budgets"): `createHost` alone, and the whole entry.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

/** The design's min+gzip budgets in bytes. */
export const BUDGETS = { createHost: 5120, entry: 6144 };
/**
 * What the bundles may not grow past: the figures measured after issue 10 (routing, per-instance
 * widget state, validation, handshake recovery) and issue 11's core pieces (cancellation and
 * progress, the raw host-context keys, requestCheckout, `handleRequest` and `appCapabilities` for
 * app-provided tools), less `observeSize`, which moved to
 * `@hostbridge/core/resize`. They exceed BUDGETS: a regression guard until the budgets are met, not a budget.
 * Raised by 21 and 15 B for `sendNotification`, which `@hostbridge/core/tools` needs to announce
 * `notifications/tools/list_changed`. The entry's raised by 5 B for the export of `isObject` (the
 * function was already bundled; `createHost` alone does not change).
 */
export const CEILINGS = { createHost: 6481, entry: 6710 };

const ENTRIES = {
  createHost: 'export { createHost } from "./src/index.ts";',
  entry: 'export * from "./src/index.ts";',
};
const root = fileURLToPath(new URL("..", import.meta.url));

/** The named import (`createHost` or `entry`) bundled with everything it needs, minified. */
export async function bundle(name = "entry") {
  const result = await build({
    stdin: { contents: ENTRIES[name], resolveDir: root, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return result.outputFiles[0].contents;
}

/** Returns the minified and gzip sizes of that bundle. */
export async function measure(name = "entry") {
  const code = await bundle(name);
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of Object.keys(ENTRIES)) {
    const { minified, gzip } = await measure(name);
    const over = gzip > BUDGETS[name] ? `, ${gzip - BUDGETS[name]} over` : "";
    console.log(
      `@hostbridge/core ${name === "entry" ? "entry" : "createHost alone"}: ${minified} bytes minified, ${gzip} bytes gzip (budget ${BUDGETS[name]}${over}; ceiling ${CEILINGS[name]})`,
    );
    if (gzip > CEILINGS[name]) process.exitCode = 1;
  }
}
