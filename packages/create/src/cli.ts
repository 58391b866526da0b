#!/usr/bin/env node
// The `create-hostbridge` command (`npm create hostbridge`, `pnpm create hostbridge`).
import { runCli } from "./run-cli.js";

process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
