// Bundles the public entry like a widget would (esbuild: bundle, minify, esm), gzips it, prints bytes.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

export const BUDGET = 5120;

/** `src/index.ts` bundled with everything it imports, minified, as a widget bundle would carry it. */
export async function bundle() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("../src/index.ts", import.meta.url))],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].contents;
}

/** Returns the minified and gzip sizes of that bundle. */
export async function measure() {
  const code = await bundle();
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minified, gzip } = await measure();
  console.log(`@hostbridge/core: ${minified} bytes minified, ${gzip} bytes gzip (budget ${BUDGET})`);
  if (gzip > BUDGET) process.exitCode = 1;
}
