import { createRequire } from "node:module";
import { realpathSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";

// The same React tests, run against React 18 (the peer range says ^18 || ^19; the
// workspace installs 19). React 18 and a react-dom 18 that itself resolves React 18
// come from ./react18, a file: devDependency: an npm-alias ("react-18": "npm:react@18.3.1")
// would leave react-dom 18's own `require("react")` on the workspace's React 19.
const envDir = realpathSync(fileURLToPath(new URL("./node_modules/hostbridge-react18-env", import.meta.url)));
const requireReact18 = createRequire(`${envDir}/package.json`);

const react18 = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-dom/server",
  "react-dom/test-utils",
].map((id) => ({
  find: new RegExp(`^${id.replace("/", "\\/")}$`),
  replacement: requireReact18.resolve(id),
}));

// Two of them resolve to a CommonJS build here, whose `require("react")` Node would answer
// with React 19 even when inlined: point them at their ES builds, which vite transforms.
const requireHere = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(requireHere.resolve(`${name}/package.json`));
const esBuilds = [
  {
    find: /^@testing-library\/react$/,
    replacement: `${packageDir("@testing-library/react")}/dist/@testing-library/react.esm.js`,
  },
  { find: /^react-router-dom$/, replacement: `${packageDir("react-router-dom")}/dist/index.mjs` },
];

export default mergeConfig(
  base,
  defineConfig({
    resolve: { alias: [...react18, ...esBuilds] },
    test: {
      name: "react@18",
      env: { HOSTBRIDGE_EXPECTED_REACT_MAJOR: "18" },
      // The alias only reaches modules vite transforms, so every dependency that imports
      // React is inlined: otherwise Node would load it with the workspace's React 19 and
      // the run would mix two Reacts. (@hostbridge/* resolve to their sources, already inlined.)
      server: {
        deps: {
          inline: [/@testing-library[\\/]react/, /[\\/]zustand[\\/]/, /[\\/]react-router(-dom)?[\\/]/],
        },
      },
      // The bundle-size check reads dist/ and does not depend on React's version.
      exclude: ["scripts/**", "**/node_modules/**"],
      // Types do not depend on React's version at run time; the react project checks them once.
      typecheck: { enabled: false },
    },
  }),
);
