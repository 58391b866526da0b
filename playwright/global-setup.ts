import { startStack } from "../scripts/dev.mjs";

/**
 * Starts the same stack as `pnpm dev` (`hostbridge dev` with the demo server as its --command) and
 * stops it afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({
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
