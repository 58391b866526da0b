// Measures @hostbridge/core + @hostbridge/react with every export imported: esbuild, minified,
// React external, zustand bundled, then gzip. `node scripts/size.mjs` prints the figures as JSON.
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The design's budget for core + every React hook, min+gzip (design.md "Size budgets", decided
 * 2026-12-02). A test fails past it: new pieces are paid for inside it or go behind their own entry
 * point (`@hostbridge/react/styles`, `@hostbridge/react/tools`, `@hostbridge/core/resize`).
 */
export const BUDGET_BYTES = 10240;
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
      },
      null,
      2,
    ),
  );
}
