import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** The built `hostbridge` CLI of this checkout (`pnpm build` makes it). */
export const HOSTBRIDGE_CLI = `${root}packages/dev/dist/node/cli.js`;
/** The demo MCP server's folder (its `--cwd`). */
export const DEMO_SERVER_DIR = `${root}apps/demo-server`;

/** The demo server's start command (Streamable HTTP on `DEMO_SERVER_PORT`), run from TypeScript through tsx. */
export function demoServerCommand(): string {
  const require = createRequire(`${DEMO_SERVER_DIR}/package.json`);
  const tsx = pathToFileURL(require.resolve("tsx/esm")).href;
  return `'${process.execPath}' --conditions=@hostbridge/source --import '${tsx}' src/main.ts`;
}

/** The log bench's stdio server (`log-server.ts`) as a command line, with its row count. */
export function logServerArgs(rows: number): string[] {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm")).href;
  return ["--import", tsx, fileURLToPath(new URL("log-server.ts", import.meta.url)), String(rows)];
}

/** {@link logServerArgs} as one shell-quoted command (for `hostbridge dev --command`). */
export function logServerCommand(rows: number): string {
  return [process.execPath, ...logServerArgs(rows)].map((part) => `'${part}'`).join(" ");
}
