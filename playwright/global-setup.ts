import { startStack } from "../scripts/dev.mjs";

/**
 * Starts the same stack as `pnpm dev` and stops it afterwards: by default the built playground on
 * Vite's preview server; `E2E_STACK_MODE=dev` runs the dev server (React StrictMode, HMR) instead.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({
    mode: process.env.E2E_STACK_MODE === "dev" ? "dev" : "preview",
    buildWidgets: process.env.E2E_BUILD_WIDGETS === "1" ? "always" : "if-missing",
    quiet: true,
    log: () => undefined,
    ports: {
      playground: Number(process.env.E2E_PLAYGROUND_PORT),
      sandbox: Number(process.env.E2E_SANDBOX_PORT),
      demoServer: Number(process.env.E2E_DEMO_SERVER_PORT),
    },
  });
  return () => stack.stop();
}
