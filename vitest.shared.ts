/**
 * Settings every vitest project of the workspace shares (each project's config spreads them).
 *
 * Workspace packages resolve to their TypeScript sources through the "@hostbridge/source" export
 * condition, so the tests run on a fresh clone that has no `dist/` yet. Vite applies
 * `resolve.conditions` to the jsdom/browser environment and `ssr.resolve.conditions` to the Node
 * environment (and vitest hands the latter to Node for externalised modules): both are set.
 */
export const browserConditions = ["@hostbridge/source", "module", "browser", "development|production"];
export const nodeConditions = ["@hostbridge/source", "module", "node", "development|production"];

/** Resolution from sources for both environments; `primary` is the one the project's tests run in. */
export function sourceResolution(primary: "browser" | "node") {
  return {
    resolve: { conditions: primary === "browser" ? browserConditions : nodeConditions },
    ssr: { resolve: { conditions: nodeConditions } },
  };
}

/**
 * Timeouts sized for a slow, loaded 2-core machine, not vitest's 5 s default: under load a cold
 * import of React, jsdom and the official SDK took 6–11 s before a test's first line ran, and a
 * `beforeAll` that builds or starts a server takes longer still.
 */
export const loadedMachineTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
