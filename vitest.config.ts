import { defineConfig } from "vitest/config";

// One run over every package and app that has its own vitest config,
// plus the React tests again against React 18 (the peer range promises ^18 || ^19),
// plus the scaffolder's react template against the workspace sources,
// plus the React tests and the demo widgets' tests on Preact's compat layer (hostbridge({ preact: true })).
export default defineConfig({
  test: {
    projects: [
      "packages/*",
      "apps/*",
      "packages/react/vitest.react18.config.ts",
      "packages/create/vitest.template.config.ts",
      "packages/react/vitest.preact.config.ts",
      "apps/demo-widgets/vitest.preact.config.ts",
    ],
  },
});
