import { defineConfig } from "vitest/config";

// Unit tests: the widget in jsdom with the testing kit's fake hosts, and the server in Node.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    // @openai/apps-sdk-ui's components import their CSS modules, which Node cannot load: Vitest
    // transforms the package instead of handing it to Node.
    server: { deps: { inline: ["@openai/apps-sdk-ui"] } },
  },
});
