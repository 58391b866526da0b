// `npm run dev`: the hostbridge dev host, which starts the MCP server (`tsx server/main.ts --dev`)
// and connects to it on PORT (default 3000). Options after `--` go to `hostbridge dev`
// (`npm run dev -- --port 5400` for the dev host's page on port 5400).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const port = process.env.PORT ?? "3000";
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT is ${JSON.stringify(port)}: give the MCP server's port, from 1 to 65535.`);
  process.exit(2);
}

// The `hostbridge` command of @hostbridge/dev, run with this Node: no shell, so it works the same
// on every platform.
function hostbridgeCli() {
  let folder = dirname(fileURLToPath(import.meta.resolve("@hostbridge/dev")));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
      if (manifest.name === "@hostbridge/dev") return join(folder, manifest.bin.hostbridge);
    } catch {
      // No package.json here: look further up.
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error("Cannot find @hostbridge/dev: run the install first.");
    folder = parent;
  }
}

// pnpm passes the `--` of `pnpm dev -- --port 5400` along; npm does not.
const options = process.argv.slice(2);
if (options[0] === "--") options.shift();

const child = spawn(
  process.execPath,
  [
    hostbridgeCli(),
    "dev",
    "--server",
    `http://127.0.0.1:${port}/mcp`,
    "--command",
    "tsx server/main.ts --dev",
    ...options,
  ],
  { stdio: "inherit", env: { ...process.env, PORT: port } },
);
// Ctrl-C or a kill goes on to the dev host, which stops the server and exits; this script then
// ends with its exit code.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  process.exitCode = code ?? 1;
});
