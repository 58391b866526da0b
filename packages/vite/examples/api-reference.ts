// The API reference's examples: each region is the `@example` of one function's JSDoc
// (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked with the package,
// never run.
import { devServerWidgets, hostbridge, preactAliases } from "@hostbridge/vite";
import { createServer, defineConfig } from "vite";

// #region hostbridge
// vite.config.ts: every folder of src/widgets with a main.tsx is a widget
export default defineConfig({
  plugins: [hostbridge({ cspCheck: "warn" })], // "warn": log CSP problems instead of failing the build
});
// `vite build` writes dist/widgets/<name>.html and manifest.json; `vite` serves /widgets/<name>.html
// #endregion hostbridge

// #region devServerWidgets
// A server in development declares exactly the widgets the dev server serves
const vite = await createServer({ server: { host: "127.0.0.1", port: 5173 } });
await vite.listen();
const widgets = devServerWidgets(vite).map(({ name, title, csp }) => ({ name, title, csp }));
// #endregion devServerWidgets

// #region preactAliases
// vitest.config.ts: the widgets' tests on Preact, as `hostbridge({ preact: true })` builds them
const testConfig = defineConfig({ resolve: { alias: preactAliases(process.cwd()) } });
// #endregion preactAliases

export { testConfig, widgets };
