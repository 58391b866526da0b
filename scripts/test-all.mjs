// `pnpm test`: every stage of the test suite, each run even when an earlier one failed, then a
// summary of each and one line for the whole run. Exits non-zero when any stage failed.
//
//   unit     vitest over every package and app, from the TypeScript sources (no build needed)
//   pack     builds the packages, packs them and checks the tarballs from a clean install,
//            then scaffolds a project from them and runs it end to end
//   browser  builds the demo widgets, Playwright in Chromium against the dev host and MCP-UI
//   matrix   the compatibility matrix in packages/testing/README.md matches the browser results
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const reports = mkdtempSync(join(tmpdir(), "hostbridge-test-"));

/** pnpm as the user ran it (`pnpm test` sets npm_execpath), else the pinned version through npx. */
function pnpm(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath, ...args]];
  return ["npx", ["-y", "pnpm@10.34.9", ...args]];
}

/** Runs a command with the terminal's output; resolves to whether it exited with 0. */
function run([command, args], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(false);
    });
    child.on("exit", (code) => resolve(code === 0));
  });
}

/** Runs steps one after the other (but those whose `skip()` says so), stopping at the first that fails. */
async function runSteps(steps) {
  for (const step of steps) {
    if (step.skip?.()) continue;
    if (!(await run(step.command, step.env))) return { ok: false, failedStep: step.name };
    step.after?.();
  }
  return { ok: true };
}

/** Whether `pnpm build` has succeeded in this run (the browser stage builds only if the pack stage could not). */
let packagesBuilt = false;
const buildPackages = {
  name: "build",
  command: pnpm(["run", "build"]),
  skip: () => packagesBuilt,
  after: () => {
    packagesBuilt = true;
  },
};

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Test counts from vitest's JSON report. A failed test counts once (vitest's failed-suite count
 * also counts its file and each describe around it); a file that failed with no failed test (it
 * could not be loaded) counts as one.
 */
function vitestCounts(path) {
  const report = readJson(path);
  if (!report) return undefined;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Test counts from Playwright's JSON report (a flaky test counts as failed: nothing is retried into green). */
function playwrightCounts(path) {
  const stats = readJson(path)?.stats;
  if (!stats) return undefined;
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

function vitest(args, name) {
  const output = join(reports, `${name}.json`);
  return {
    output,
    step: {
      name: `vitest ${name}`,
      command: [
        "npx",
        ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`],
      ],
    },
  };
}

const unit = vitest([], "unit");
const pack = vitest(["--config", "scripts/publish-readiness/vitest.config.ts"], "pack");
const playwrightReport = join(reports, "browser.json");

const stages = [
  {
    name: "unit",
    what: "vitest: every package and app, jsdom and Node, type tests included",
    // Vitest prints a yellow notice that its type testing is experimental: expected, not a failure.
    before: "(vitest's yellow 'Testing types … is an experimental feature' notice is expected: type tests run too)",
    steps: [unit.step],
    counts: () => vitestCounts(unit.output),
  },
  {
    name: "pack",
    what: "build, pack, install the tarballs in a clean folder, scaffold a project from them end to end",
    steps: [buildPackages, pack.step],
    counts: () => vitestCounts(pack.output),
  },
  {
    name: "browser",
    what: "Playwright in Chromium: the dev host with the demo server, and MCP-UI's AppRenderer",
    steps: [
      buildPackages,
      { name: "demo widgets", command: pnpm(["-r", "--filter", "./apps/**", "run", "build"]) },
      {
        name: "playwright",
        command: pnpm(["--filter", "./playwright", "exec", "playwright", "test", "--reporter=list,json"]),
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      },
    ],
    counts: () => playwrightCounts(playwrightReport),
  },
  {
    name: "matrix",
    what: "the compatibility matrix in the testing README matches the browser results",
    steps: [{ name: "compat-matrix", command: ["node", ["scripts/compat-matrix.mjs", "--check"]] }],
    counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }),
  },
];

// Chromium first: the unit stage drives it too (the Vite plugin's dev server, the testing kit's fixtures).
const chromiumReady = await run(["node", ["scripts/ensure-chromium.mjs"]]);
if (!chromiumReady) console.error("Chromium is missing: the tests that drive it will fail (see the message above).");

const results = [];
for (const stage of stages) {
  console.log(`\n━━ ${stage.name}: ${stage.what}`);
  if (stage.before) console.log(stage.before);
  const started = Date.now();
  const outcome = await runSteps(stage.steps);
  const counts = stage.counts(outcome.ok);
  // A stage that failed before any test could report (a build error) counts as one failure.
  const failed = counts ? counts.failed : outcome.ok ? 0 : 1;
  results.push({
    name: stage.name,
    ok: outcome.ok && failed === 0,
    passed: counts?.passed ?? 0,
    failed: outcome.ok ? failed : Math.max(failed, 1),
    skipped: counts?.skipped ?? 0,
    seconds: Math.round((Date.now() - started) / 1000),
    failedStep: outcome.failedStep,
  });
}
rmSync(reports, { recursive: true, force: true });

console.log("\n━━ summary");
for (const result of results) {
  const skipped = result.skipped ? `, ${result.skipped} skipped` : "";
  const where = result.failedStep ? ` (${result.failedStep} failed)` : "";
  console.log(
    `${result.ok ? "ok  " : "FAIL"} ${result.name.padEnd(8)} ${result.passed} passed, ${result.failed} failed${skipped} in ${result.seconds} s${where}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
