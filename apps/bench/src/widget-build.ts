// `pnpm --filter ./apps/bench bench:widget-build`: vite build of the demo widgets and of the
// create-hostbridge template, each with an empty CSP-check cache (a first build) and a warm one,
// with React and with Preact (hostbridge({ preact: true })). Reports the build time, the
// hostbridge plugin's share of it (every hook timed, the transform apart), and each widget's size
// raw and gzip. Writes results/widget-build.json and the README's widget-build section (a full run),
// and prints the tables.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { hostbridge } from "@hostbridge/vite";
import { build, defaultClientConditions } from "vite";
import { formatBytes, markdownTable } from "./lib/report.js";
import { saveResults } from "./lib/results.js";
import { type HookTimes, timedPlugins } from "./widget-build/timed-plugins.js";

const quick = process.argv.includes("--quick");
const RUNS = quick ? 1 : 3;
// The template is measured with React only: a project on Preact installs preact, which the
// template (inside packages/create) does not have.
const PROJECTS = {
  "demo widgets": { root: fileURLToPath(new URL("../../demo-widgets", import.meta.url)), preact: true },
  "create template": {
    root: fileURLToPath(new URL("../../../packages/create/template/react", import.meta.url)),
    preact: false,
  },
};
const log = (...parts: unknown[]) => console.error("[bench:widget-build]", ...parts);

interface BuildRow {
  project: string;
  framework: "react" | "preact";
  cache: "cold" | "warm";
  /** Median of the runs. */
  buildMs: number;
  pluginMs: number;
  transformMs: number;
  pluginShare: number;
  transformShare: number;
  widgets: Record<string, { bytes: number; gzip: number }>;
}

async function buildOnce(root: string, preact: boolean, cacheDir: string) {
  const outDir = await mkdtemp(join(tmpdir(), "hostbridge-bench-widgets-"));
  const times: HookTimes = new Map();
  process.env.NODE_ENV = "production";
  const started = performance.now();
  try {
    await build({
      root,
      configFile: false,
      logLevel: "silent",
      mode: "production",
      cacheDir,
      resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true },
      plugins: await timedPlugins(hostbridge({ preact }), "hostbridge:", times),
    });
    const buildMs = performance.now() - started;
    const manifest = JSON.parse(await readFile(join(outDir, "widgets/manifest.json"), "utf8")) as {
      widgets: Record<string, { file: string }>;
    };
    const widgets: BuildRow["widgets"] = {};
    for (const [name, entry] of Object.entries(manifest.widgets)) {
      const html = await readFile(join(outDir, "widgets", entry.file));
      widgets[name] = { bytes: html.length, gzip: gzipSync(html, { level: 9 }).length };
    }
    const pluginMs = [...times.values()].reduce((sum, entry) => sum + entry.ms, 0);
    const transformMs = times.get("hostbridge:build transform")?.ms ?? 0;
    return { buildMs, pluginMs, transformMs, widgets };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(project: string, root: string, framework: "react" | "preact", cache: "cold" | "warm") {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const cacheDir = await mkdtemp(join(tmpdir(), "hostbridge-bench-cache-"));
    try {
      // Warm: a first build fills the cache, the measured one reads it.
      if (cache === "warm") await buildOnce(root, framework === "preact", cacheDir);
      runs.push(await buildOnce(root, framework === "preact", cacheDir));
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }
  const buildMs = median(runs.map((run) => run.buildMs));
  const pluginMs = median(runs.map((run) => run.pluginMs));
  const transformMs = median(runs.map((run) => run.transformMs));
  const row: BuildRow = {
    project,
    framework,
    cache,
    buildMs,
    pluginMs,
    transformMs,
    pluginShare: pluginMs / buildMs,
    transformShare: transformMs / buildMs,
    widgets: runs[0]?.widgets ?? {},
  };
  log(`${project} ${framework} ${cache}: ${buildMs.toFixed(0)} ms, plugin ${(row.pluginShare * 100).toFixed(1)} %`);
  return row;
}

async function main() {
  const loadAtStart = loadavg()[0] ?? 0;
  const rows: BuildRow[] = [];
  for (const [project, { root, preact }] of Object.entries(PROJECTS))
    for (const framework of preact ? (["react", "preact"] as const) : (["react"] as const))
      for (const cache of ["cold", "warm"] as const) rows.push(await measure(project, root, framework, cache));
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const table = [
    markdownTable(
      ["project", "framework", "CSP-check cache", "vite build (median)", "hostbridge plugin", "of which transform"],
      rows.map((row) => [
        row.project,
        row.framework,
        row.cache,
        `${row.buildMs.toFixed(0)} ms`,
        `${row.pluginMs.toFixed(0)} ms (${percent(row.pluginShare)})`,
        `${row.transformMs.toFixed(0)} ms (${percent(row.transformShare)})`,
      ]),
    ),
    "",
    markdownTable(
      ["project", "widget", "React raw", "React gzip", "Preact raw", "Preact gzip"],
      rows
        .filter((row) => row.framework === "react" && row.cache === "cold")
        .flatMap((row) => {
          const preact = rows.find((other) => other.project === row.project && other.framework === "preact");
          return Object.entries(row.widgets).map(([name, size]) => [
            row.project,
            name,
            formatBytes(size.bytes),
            formatBytes(size.gzip),
            preact ? formatBytes(preact.widgets[name]?.bytes ?? 0) : "not measured",
            preact ? formatBytes(preact.widgets[name]?.gzip ?? 0) : "not measured",
          ]);
        }),
    ),
  ].join("\n");
  console.log(table);
  const results = {
    command: `pnpm --filter ./apps/bench bench:widget-build${quick ? " -- --quick" : ""}`,
    date: new Date().toISOString(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? "unknown",
      node: process.version,
      loadAverage: { start: Number(loadAtStart.toFixed(1)), end: Number((loadavg()[0] ?? 0).toFixed(1)) },
    },
    runs: RUNS,
    rows,
  };
  const { machine } = results;
  const heading = `Command: \`${results.command}\` (from the repository root) · ${results.date.slice(0, 16).replace("T", " ")} UTC · ${machine.cores} cores (${machine.cpu}), Node ${machine.node} · load average (1 min) ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end · median of ${RUNS} builds each, in the bench's process.`;
  await saveResults({
    name: "widget-build",
    results,
    table: `${heading}\n\n${table}`,
    readmeSection: "widget-build-results",
    quick,
  });
}

await main();
