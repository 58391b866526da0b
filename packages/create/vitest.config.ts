import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "create",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
