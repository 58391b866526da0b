import { dirname } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import { findPreactCompatAliases } from "../../packages/vite/src/preact-compat.js";
import base from "./vitest.config.js";

// The demo widgets' tests on Preact's compat layer, with the aliases of
// `hostbridge({ preact: true })` (@hostbridge/vite): what their Preact build runs on.
const requireHere = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(requireHere.resolve(`${name}/package.json`));
const compatAliases = findPreactCompatAliases(fileURLToPath(new URL(".", import.meta.url)));
if (!compatAliases) throw new Error("preact is not installed: these tests run on preact/compat.");

export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: [
        ...compatAliases,
        // Their CommonJS builds would `require("react")` past the aliases: the ES builds are transformed.
        {
          find: /^@testing-library\/react$/,
          replacement: `${packageDir("@testing-library/react")}/dist/@testing-library/react.esm.js`,
        },
        { find: /^react-router-dom$/, replacement: `${packageDir("react-router-dom")}/dist/index.mjs` },
      ],
    },
    test: {
      name: "demo-widgets@preact",
      // Added to the base project's setup file (mergeConfig joins the lists).
      setupFiles: ["src/test-support/preact-setup.ts"],
      server: {
        deps: { inline: [/@testing-library[\\/]react/, /[\\/]zustand[\\/]/, /[\\/]react-router(-dom)?[\\/]/] },
      },
      // The type tests do not depend on the renderer; the demo-widgets project runs them.
      typecheck: { enabled: false },
    },
  }),
);
