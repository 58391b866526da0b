// CI's check of the README's first command on a fresh clone: clones this commit into a temporary
// folder (no node_modules, no dist/), runs `npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 dev`
// there as the README writes it, waits for the dev host's URL, loads the page, then presses Ctrl-C
// (SIGINT to the whole process group, as a terminal does) and expects a clean exit: code 0 or the
// SIGINT npx re-raises after its child exited (what any Ctrl-C'd npx command ends with), no
// ELIFECYCLE line (pnpm prints one when its script's shell died of the signal), no process left.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const README_DEV_COMMAND = "npx -y pnpm@10.34.9 install && npx -y pnpm@10.34.9 dev";
const START_TIMEOUT_MS = 15 * 60_000;
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const folder = mkdtempSync(join(tmpdir(), "hostbridge-dev-smoke-"));
const clone = join(folder, "hostbridge");

function fail(message, output = "") {
  console.error(`dev smoke: ${message}${output ? `\n--- output ---\n${output.slice(-6000)}` : ""}`);
  rmSync(folder, { recursive: true, force: true });
  process.exit(1);
}

execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, clone], { stdio: "inherit" });
const started = Date.now();
// Its own process group (detached), so Ctrl-C can be sent to every process the command starts.
const child = spawn("sh", ["-c", README_DEV_COMMAND], {
  cwd: clone,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, PLAYGROUND_PORT: "5410", SANDBOX_PORT: "5411", DEMO_SERVER_PORT: "3410" },
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));

let url;
while (!url) {
  if (child.exitCode !== null) fail(`the command exited with ${child.exitCode} before printing the URL`, output);
  if (Date.now() - started > START_TIMEOUT_MS) {
    process.kill(-child.pid, "SIGKILL");
    fail("no URL within 15 minutes", output);
  }
  url = /hostbridge dev host\s+(\S+)/.exec(output)?.[1];
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = Math.round((Date.now() - started) / 1000);
const page = await fetch(url).then(
  async (response) => ({ status: response.status, text: await response.text() }),
  (error) => ({ status: 0, text: String(error) }),
);
if (page.status !== 200 || !page.text.includes('id="root"')) {
  process.kill(-child.pid, "SIGKILL");
  fail(`the dev host page at ${url} answered ${page.status}`, output);
}

process.kill(-child.pid, "SIGINT");
const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 20_000);
const { code, signal } = await exited;
clearTimeout(timer);
if (code !== 0 && signal !== "SIGINT") fail(`Ctrl-C ended the command with ${signal ?? `code ${code}`}`, output);
if (output.includes("ELIFECYCLE")) fail("Ctrl-C printed an ELIFECYCLE line", output);
/** Whether any process of the command's group is still running. */
function groupAlive() {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}
// The servers the command started get the same Ctrl-C; give them a moment to finish exiting.
for (let waited = 0; groupAlive() && waited < 10_000; waited += 250) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (groupAlive()) {
  process.kill(-child.pid, "SIGKILL");
  fail("processes of the dev command were still running after Ctrl-C", output);
}
rmSync(folder, { recursive: true, force: true });
console.log(`dev smoke: fresh clone → ${url} in ${seconds} s, page loaded, Ctrl-C exited cleanly`);
