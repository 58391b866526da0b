// `npm run dev`: the hostbridge dev host, which starts the MCP server (`tsx server/main.ts --dev`)
// and connects to it on PORT (default 3000). Options after `--` go to `hostbridge dev`
// (`npm run dev -- --port 5400` for the dev host's page on port 5400), except `--open`, which
// opens the dev host in the browser once it is up.
import { spawn } from "node:child_process";
import { hostbridgeCli } from "./hostbridge-cli.mjs";

const port = process.env.PORT ?? "3000";
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT is ${JSON.stringify(port)}: give the MCP server's port, from 1 to 65535.`);
  process.exit(2);
}

// pnpm passes the `--` of `pnpm dev -- --port 5400` along; npm does not.
const options = process.argv.slice(2);
if (options[0] === "--") options.shift();
const open = options.includes("--open");
const devHostOptions = options.filter((option) => option !== "--open");

/** Opens `url` in the system's browser (no shell: the URL is passed as one argument). */
function openBrowser(url) {
  const [command, ...args] =
    process.platform === "darwin"
      ? ["open"]
      : process.platform === "win32"
        ? ["cmd", "/c", "start", '""']
        : ["xdg-open"];
  const opener = spawn(command, [...args, url], { stdio: "ignore", detached: true });
  opener.on("error", () => console.log(`Could not open a browser (${command}): open ${url} yourself.`));
  opener.unref();
}

const child = spawn(
  process.execPath,
  [
    hostbridgeCli(),
    "dev",
    "--server",
    `http://127.0.0.1:${port}/mcp`,
    "--command",
    "tsx server/main.ts --dev",
    ...devHostOptions,
  ],
  { stdio: ["inherit", "pipe", "inherit"], env: { ...process.env, PORT: port } },
);
// Everything the dev host prints goes on to the terminal; with --open, its URL also to the browser.
let printed = "";
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!open || printed === null) return;
  printed += chunk.toString();
  const url = /hostbridge dev host\s+(http:\/\/\S+)/.exec(printed)?.[1];
  if (url) {
    printed = null;
    openBrowser(url);
  }
});
// Ctrl-C or a kill goes on to the dev host, which stops the server and exits; this script then
// ends with its exit code.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  process.exitCode = code ?? 1;
});
