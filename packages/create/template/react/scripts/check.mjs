// `npm run check` (and the last step of `npm test`): `hostbridge check` on this project's own MCP
// server with the built widgets. It starts `tsx server/main.ts` on a free port, loads every widget
// in every host profile, light and dark, at desktop and mobile width, in headless Chromium, and
// exits non-zero when a widget breaks somewhere. Options after `--` go to `hostbridge check`
// (`npm run check -- --html check-report.html` writes a report with a screenshot per run).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";
import { hostbridgeCli } from "./hostbridge-cli.mjs";

if (!existsSync(join("dist", "widgets", "manifest.json"))) {
  console.error("No built widgets (dist/widgets/manifest.json): run the build first.");
  process.exit(2);
}

/** A port nothing listens on now, so a running `npm run dev` (port 3000) is left alone. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// pnpm passes the `--` of `pnpm check -- --html report.html` along; npm does not.
const options = process.argv.slice(2);
if (options[0] === "--") options.shift();

const port = await freePort();
// Windows spells it `Path`.
const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === "PATH") ?? "PATH";
const child = spawn(
  process.execPath,
  [hostbridgeCli(), "check", "--server", `http://127.0.0.1:${port}/mcp`, "--command", "tsx server/main.ts", ...options],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(port),
      // `node scripts/check.mjs` run by hand finds the project's `tsx` too.
      [pathKey]: [join(process.cwd(), "node_modules", ".bin"), process.env[pathKey]].join(delimiter),
    },
  },
);
// Ctrl-C or a kill goes on to hostbridge check, which stops the browser and the server it started.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  process.exitCode = code ?? 1;
});
