// Bundles what a widget imports from the core (esbuild: bundle, minify, esm), gzips it, prints bytes.
// Two figures, each with its budget (design.md "Size budgets"): `createHost` alone, and the whole entry.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

/**
 * The design's min+gzip budgets in bytes (design.md "Size budgets", decided 2026-12-02): what a
 * widget pays for `createHost` alone, and for the whole entry. A test fails when a bundle grows past
 * its budget: a new feature is paid for inside it or goes behind its own entry point.
 */
export const BUDGETS = { createHost: 6656, entry: 6912 };

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
      `@hostbridge/core ${name === "entry" ? "entry" : "createHost alone"}: ${minified} bytes minified, ${gzip} bytes gzip (budget ${BUDGETS[name]}${over})`,
    );
    if (gzip > BUDGETS[name]) process.exitCode = 1;
  }
}
