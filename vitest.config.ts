import { defineConfig } from "vitest/config";

// One run over every package and app that has its own vitest config.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
  },
});
