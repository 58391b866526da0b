#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { runAdd } from "../add/run-add.js";
import { runCheckFromTerminal } from "./check/check-terminal.js";
import { parseCliArgs, USAGE } from "./cli-args.js";
import { startDevHost } from "./dev-host.js";
import { DevHostError } from "./errors.js";
import { bearerFromEnvironment } from "./server-headers.js";

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

async function main(): Promise<void> {
  // `hostbridge check`: every widget in every host profile, reported (src/node/check), with its own usage.
  if (process.argv[2] === "check") {
    process.exitCode = await runCheckFromTerminal(process.argv.slice(3));
    return;
  }
  // `hostbridge add widget <name>`: the project generator (src/add), which has its own usage.
  if (process.argv[2] === "add") {
    process.exitCode = await runAdd(process.argv.slice(3), {
      cwd: process.cwd(),
      stdout: process.stdout,
      stderr: process.stderr,
    });
    return;
  }
  const request = parseCliArgs(process.argv.slice(2));
  if (request.kind === "help") return void process.stdout.write(`${USAGE}\n`);
  if (request.kind === "version") return void process.stdout.write(`${version()}\n`);
  const host = await startDevHost({
    ...request.options,
    ...bearerFromEnvironment(request.options),
    log: (line) => process.stdout.write(`[hostbridge] ${line}\n`),
  });
  const name = `${host.server.name}${host.server.version ? ` ${host.server.version}` : ""}`;
  process.stdout.write(
    `\n  hostbridge dev host  ${host.url}\n  MCP server           ${name} (${host.transport === "stdio" ? "stdio, bridged" : request.options.server})\n  sandbox proxy        ${host.sandboxUrl}\n\n  Ctrl-C stops everything.\n\n`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void host.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `hostbridge: ${error instanceof DevHostError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(error instanceof DevHostError && error.code === "invalid_option" ? 2 : 1);
});
