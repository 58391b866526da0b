import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

// The react template's own unit tests, run inside the workspace against the packages' sources
// (quick feedback on every `pnpm test:unit`). The same tests run from the packed tarballs in a
// scaffolded project (e2e/scaffold.test.ts, in `pnpm test:pack`).
export default defineConfig({
  // Vite's cache stays out of the template folder (everything in it is written into new projects).
  cacheDir: fileURLToPath(new URL("./node_modules/.vite-template", import.meta.url)),
  // The server test runs in Node (its environment comment), which resolves with the ssr conditions.
  ...sourceResolution("browser"),
  test: {
    name: "create-template",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    // Paths from this folder: as a project of the root config, `root` would not move them.
    // template-checks/: the generator on a scaffolded copy of the template.
    include: [
      "template/react/src/**/*.test.{ts,tsx}",
      "template/react/server/**/*.test.ts",
      "template-checks/**/*.test.ts",
    ],
  },
});
