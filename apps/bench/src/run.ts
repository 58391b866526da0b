// `pnpm bench`: every figure of issue 7 in one run, each comparison as a ratio measured in the
// same run. Prints a table, writes results/latest.json and the table into README.md.
import { cpus, loadavg, totalmem } from "node:os";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { version as esbuildVersion } from "esbuild";
import type { Browser } from "playwright-core";
import { HostTab, launchChromium, type Site, type SiteMode } from "./lib/browser.js";
import { buildPages, type ViewName } from "./lib/pages.js";
import { formatBytes, formatMs, formatRatio, formatSummary, markdownTable, replaceSection } from "./lib/report.js";
import { startServer } from "./lib/server.js";
import { benchDevHost } from "./dev-host-start.js";
import { runPayloadRows } from "./payload-rows.js";
import { measureBudgets, measureSize, SIZE_BUILD_OPTIONS, type SizeResult } from "./lib/size.js";
import { ratio, summarize, type Summary } from "./lib/stats.js";
import { runToolchainRows } from "./toolchain/run-rows.js";
import type { LeakResult, RenderCountResult } from "./pages/view-api.js";

/** The CI smoke run (`pnpm bench:quick`, `--quick` or `BENCH_QUICK=1`): fewer runs, browser rows only. */
const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const CONFIG = {
  warmups: quick ? 1 : 2,
  runs: quick ? 3 : 11,
  rpsRounds: quick ? 1 : 5,
  rpsWarmupMs: 200,
  rpsMs: quick ? 300 : 1000,
  leakCycles: quick ? 50 : 1000,
  sites: (quick ? ["cross-site"] : ["cross-site", "same-site"]) as SiteMode[],
};
const COMMAND = quick ? "pnpm bench:quick" : "pnpm bench";
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const log = (...a: unknown[]) => console.error("[bench]", ...a);
/** What is running now, so uncaught page errors can be attributed to it. */
let phase = "start";

// ---------------------------------------------------------------- 1. bundle size
const SIZE_ENTRIES = {
  "hostbridge (React)": "size/hostbridge-react.tsx",
  "ext-apps useApp (React entry)": "size/ext-apps-react.tsx",
  "ext-apps App from React (main entry)": "size/ext-apps-app-react.tsx",
  "Apps SDK reference useOpenAiGlobal hooks (floor)": "size/apps-sdk-hooks.tsx",
  "hostbridge core (no React)": "size/hostbridge-core.ts",
  "ext-apps App (no React)": "size/ext-apps-app-core.ts",
} as const;
type SizeName = keyof typeof SIZE_ENTRIES;

async function measureSizes() {
  const entries = {} as Record<SizeName, SizeResult>;
  for (const [name, file] of Object.entries(SIZE_ENTRIES) as [SizeName, string][])
    entries[name] = await measureSize(here(file));
  const g = (n: SizeName) => entries[n].gzip;
  return {
    entries,
    budgets: await measureBudgets(),
    ratios: {
      "ext-apps useApp / hostbridge (React)": ratio(g("ext-apps useApp (React entry)"), g("hostbridge (React)")),
      "ext-apps App / hostbridge (React)": ratio(g("ext-apps App from React (main entry)"), g("hostbridge (React)")),
      "ext-apps App / hostbridge core (no React)": ratio(g("ext-apps App (no React)"), g("hostbridge core (no React)")),
      "hostbridge / Apps SDK reference hooks (React)": ratio(
        g("hostbridge (React)"),
        g("Apps SDK reference useOpenAiGlobal hooks (floor)"),
      ),
    },
  };
}

// ---------------------------------------------------------------- 2. first useful render
interface Pair {
  label: string;
  hostbridge: ViewName;
  official: ViewName;
}
const PAIRS: Pair[] = [
  { label: "no React: createHost vs App", hostbridge: "hb-core", official: "xa-core" },
  { label: "React: hostbridge hooks vs useApp", hostbridge: "hb-react", official: "xa-react" },
];

async function firstRender(tab: HostTab) {
  const out: Record<
    string,
    {
      hostbridge: Summary;
      official: Summary;
      ratio: number | null;
      runs: Record<string, number[]>;
      fromSrcMedian: Record<string, number>;
      inViewMedian: Record<string, number>;
    }
  > = {};
  for (const pair of PAIRS) {
    const runs: Record<string, number[]> = { [pair.hostbridge]: [], [pair.official]: [] };
    const fromSrc: Record<string, number[]> = { [pair.hostbridge]: [], [pair.official]: [] };
    const inView: Record<string, number[]> = { [pair.hostbridge]: [], [pair.official]: [] };
    for (let i = 0; i < CONFIG.warmups + CONFIG.runs; i += 1) {
      // Alternate who goes first so drift in the machine's load hits both alike.
      for (const view of i % 2 ? [pair.hostbridge, pair.official] : [pair.official, pair.hostbridge]) {
        const r = await tab.load(view);
        if (i >= CONFIG.warmups) {
          runs[view]!.push(r.fromCreate);
          fromSrc[view]!.push(r.fromSrc);
          inView[view]!.push(r.inView);
        }
      }
    }
    await tab.unload();
    const hb = summarize(runs[pair.hostbridge]!);
    const off = summarize(runs[pair.official]!);
    out[pair.label] = {
      hostbridge: hb,
      official: off,
      ratio: ratio(off.median, hb.median),
      runs,
      // From setting the iframe's src instead of creating it (the figure the shared reference quotes).
      fromSrcMedian: Object.fromEntries(Object.entries(fromSrc).map(([k, v]) => [k, summarize(v).median])),
      // On the view's own clock, first script to output: the widget's share, without process start-up or fetch.
      inViewMedian: Object.fromEntries(Object.entries(inView).map(([k, v]) => [k, summarize(v).median])),
    };
  }
  return out;
}

// ---------------------------------------------------------------- 3. tools/call round trips
async function roundTrips(tab: HostTab) {
  const rates: Record<"hostbridge" | "official", number[]> = { hostbridge: [], official: [] };
  const views = { hostbridge: "hb-core", official: "xa-core" } as const;
  for (let round = 0; round < CONFIG.rpsRounds; round += 1) {
    for (const who of round % 2 ? (["hostbridge", "official"] as const) : (["official", "hostbridge"] as const)) {
      await tab.load(views[who]);
      await tab.callLoop(views[who], CONFIG.rpsWarmupMs);
      const r = await tab.callLoop(views[who], CONFIG.rpsMs);
      rates[who].push((r.calls / r.ms) * 1000);
    }
  }
  await tab.unload();
  const hb = summarize(rates.hostbridge);
  const off = summarize(rates.official);
  return { hostbridge: hb, official: off, ratio: ratio(hb.median, off.median), rates };
}

// ---------------------------------------------------------------- 4. renders per global change
async function renderCounts(tab: HostTab) {
  await tab.load("lab-hb");
  await tab.prepareRenderCount("lab-hb");
  await tab.setHostContext({ theme: "dark" });
  const theme = await tab.finishRenderCount("lab-hb", "theme", "dark");
  await tab.sendToolResult({ title: "Quattro Formaggi" });
  const toolOutput = await tab.finishRenderCount("lab-hb", "toolOutput", "Quattro Formaggi");
  const withRatio = (r: RenderCountResult) => ({ ...r, ratio: ratio(r.naiveContext, r.hostbridge) });
  return {
    "theme (ui/notifications/host-context-changed)": withRatio(theme),
    "toolOutput (ui/notifications/tool-result)": withRatio(toolOutput),
  };
}

// ---------------------------------------------------------------- 5. leaks
async function leaks(tab: HostTab) {
  const out: Record<string, LeakResult> = {};
  // A fresh page per variant, so what one variant leaves running cannot slow or skew the next.
  const variants: Array<[string, ViewName, string]> = [
    ["hostbridge (HostProvider + hooks)", "lab-hb", ""],
    ["hostbridge + useIntrinsicHeight", "lab-hb", "reportSize=true"],
    ["ext-apps useApp (default autoResize)", "lab-xa", ""],
    ["ext-apps useApp, autoResize: false", "lab-xa", "autoResize=false"],
  ];
  for (const [label, view, query] of variants) {
    await tab.unload(); // the previous variant's page ends under its own label
    await new Promise((resolve) => setTimeout(resolve, 200));
    phase = `leaks, ${label}`;
    await tab.load(view, query);
    out[label] = await tab.leaks(view, CONFIG.leakCycles);
  }
  await tab.unload();
  return out;
}

/** The commit measured, and whether hostbridge's sources differed from it. */
function revision(): { commit: string; hostbridgeSourcesModified: boolean } | null {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: here("."), encoding: "utf8" }).trim();
    const commit = git("rev-parse", "--short", "HEAD");
    const root = git("rev-parse", "--show-toplevel");
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "packages/core/src", "packages/react/src"], {
      cwd: root,
      encoding: "utf8",
    });
    return { commit, hostbridgeSourcesModified: dirty.trim().length > 0 };
  } catch {
    return null; // not a git checkout
  }
}

// ---------------------------------------------------------------- run
async function main() {
  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  log(`${COMMAND}: sizes…`);
  const size = await measureSizes();

  log("building pages…");
  const pages = await buildPages();
  const servers = [await startServer(pages), await startServer(pages)];
  const sites: Record<SiteMode, Site> = {
    // Different sites (localhost vs 127.0.0.1): the view gets its own process, as in real hosts.
    "cross-site": {
      mode: "cross-site",
      hostOrigin: `http://localhost:${servers[0]!.port}`,
      viewOrigin: `http://127.0.0.1:${servers[0]!.port}`,
    },
    // Same site, different origin (two ports of 127.0.0.1): Chromium keeps the view in the host's process.
    "same-site": {
      mode: "same-site",
      hostOrigin: `http://127.0.0.1:${servers[0]!.port}`,
      viewOrigin: `http://127.0.0.1:${servers[1]!.port}`,
    },
  };

  let browser: Browser | undefined;
  const pageErrors: Record<string, number> = {};
  try {
    browser = await launchChromium();
    const chromiumVersion = browser.version();
    const perSite: Record<
      string,
      { firstRender: Awaited<ReturnType<typeof firstRender>>; roundTrips: Awaited<ReturnType<typeof roundTrips>> }
    > = {};
    let renders: Awaited<ReturnType<typeof renderCounts>> | undefined;
    let leakResults: Record<string, LeakResult> | undefined;
    for (const mode of CONFIG.sites) {
      const tab = await HostTab.open(browser, sites[mode]);
      tab.page.removeAllListeners("pageerror");
      tab.page.on("pageerror", (e) => {
        const key = `${mode}, ${phase}: ${e.message.slice(0, 80)}`;
        pageErrors[key] = (pageErrors[key] ?? 0) + 1;
      });
      log(`${mode}: first render…`);
      phase = "first render";
      const fr = await firstRender(tab);
      log(`${mode}: round trips…`);
      phase = "round trips";
      const rt = await roundTrips(tab);
      perSite[mode] = { firstRender: fr, roundTrips: rt };
      if (mode === "cross-site") {
        log("cross-site: render counts…");
        phase = "render counts";
        renders = await renderCounts(tab);
        log(`cross-site: leaks (${CONFIG.leakCycles} cycles each)…`);
        leakResults = await leaks(tab);
      }
      await tab.close();
    }

    const machine = {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? "unknown",
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      esbuild: esbuildVersion,
      chromium: chromiumVersion,
      headless: true,
      // 1-minute load average at start and end: other work on the machine shows up here first.
      loadAverage: { start: Number(loadAtStart.toFixed(1)), end: Number(loadavg()[0]!.toFixed(1)) },
      note: "2 cores shared with other work; DevTools protocol client (Playwright) attached; console.debug silenced in host and views",
    };
    const results = {
      command: COMMAND,
      date: new Date().toISOString(),
      revision: revision(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine,
      config: CONFIG,
      size: { flags: SIZE_BUILD_OPTIONS, gzip: "zlib level 9", ...size },
      browser: perSite,
      renders,
      leaks: leakResults,
      pageErrors,
    };
    const sizeTable = renderSizeReport(results);
    const table = renderReport(results);
    console.log(`${sizeTable}\n\n${table}`);
    await mkdir(here("../results"), { recursive: true });
    // A quick run is a smoke test: it never replaces the figures of the last full run.
    const jsonName = quick ? "quick.json" : "latest.json";
    const round = (_: string, v: unknown) =>
      typeof v === "number" && !Number.isInteger(v) ? Math.round(v * 100) / 100 : v;
    await writeFile(here(`../results/${jsonName}`), `${JSON.stringify(results, round, 2)}\n`);
    // Sizes are the machine's no matter how many runs: every run writes them; the timings only a full one.
    const readmePath = here("../README.md");
    let readme = await readFile(readmePath, "utf8").catch(() => "# @hostbridge/bench\n");
    readme = replaceSection(readme, "bench-sizes", sizeTable);
    if (!quick) readme = replaceSection(readme, "bench-results", table);
    await writeFile(readmePath, readme);
    log(`done in ${results.durationSeconds} s; wrote results/${jsonName} and README.md`);
    // The quick run stops here, within CI's time: the toolchain, dev-host and payload rows are full-run only.
    if (quick) return;
    log("@hostbridge/vite rows (build time, HMR)…");
    await runToolchainRows(quick);
    // The dev host's row: time from `hostbridge dev` to the first widget (src/dev-host-start.ts).
    await benchDevHost(quick);
    log("payload scaling and size budgets (no browser)…");
    await runPayloadRows();
  } finally {
    await browser?.close();
    for (const s of servers) await s.close();
  }
}

type Results = {
  command: string;
  date: string;
  revision: ReturnType<typeof revision>;
  durationSeconds: number;
  machine: Record<string, unknown> & {
    cores: number;
    cpu: string;
    chromium: string;
    node: string;
    esbuild: string;
    loadAverage: { start: number; end: number };
  };
  config: typeof CONFIG;
  size: Awaited<ReturnType<typeof measureSizes>>;
  browser: Record<
    string,
    { firstRender: Awaited<ReturnType<typeof firstRender>>; roundTrips: Awaited<ReturnType<typeof roundTrips>> }
  >;
  renders: Awaited<ReturnType<typeof renderCounts>> | undefined;
  leaks: Record<string, LeakResult> | undefined;
  pageErrors: Record<string, number>;
};

/** The bundle-size section: the same in a quick and a full run (sizes do not depend on the machine). */
function renderSizeReport(r: Pick<Results, "command" | "date" | "revision" | "size">): string {
  const e = r.size.entries;
  const budgetRows = Object.entries(r.size.budgets).map(([name, { gzip, budget }]) => [
    name,
    `**${gzip.toLocaleString("en-US")} B**`,
    `${budget.toLocaleString("en-US")} B`,
    gzip <= budget ? `within, ${(budget - gzip).toLocaleString("en-US")} B to spare` : `**${gzip - budget} B over**`,
  ]);
  return (
    `Command: \`${r.command}\` (from the repository root) · ${r.date.slice(0, 16).replace("T", " ")} UTC` +
    (r.revision
      ? ` · commit ${r.revision.commit}${r.revision.hostbridgeSourcesModified ? " (hostbridge sources modified since)" : ""}`
      : "") +
    "\n\n" +
    "**1. Bundle size** (esbuild `--bundle --minify --format=esm --jsx=automatic`, React external, gzip -9)\n\n" +
    markdownTable(
      ["widget (reads tool output, keeps widget state)", "min", "min+gzip", "biggest parts (min bytes)"],
      Object.entries(e).map(([name, s]) => [
        name,
        formatBytes(s.min),
        `**${s.gzip.toLocaleString("en-US")} B**`,
        s.topPackages
          .slice(0, 3)
          .map((p) => `${p.name} ${formatBytes(p.bytes)}`)
          .join(", "),
      ]),
    ) +
    "\n\n" +
    Object.entries(r.size.ratios)
      .map(([k, v]) => `${k}: **${formatRatio(v)}**`)
      .join(" · ") +
    "\n\nThe design's budgets (design.md \"Size budgets\"; core's and react's size tests fail past them):\n\n" +
    markdownTable(["what a widget imports", "min+gzip", "budget", "margin"], budgetRows)
  );
}

function renderReport(r: Results): string {
  const parts: string[] = [];
  const m = r.machine;
  parts.push(
    `Command: \`${r.command}\` (from the repository root) · ${r.date.slice(0, 16).replace("T", " ")} UTC · ${r.durationSeconds} s` +
      (r.revision
        ? ` · commit ${r.revision.commit}${r.revision.hostbridgeSourcesModified ? " (hostbridge sources modified since)" : ""}`
        : "") +
      "\n" +
      `Machine: ${m.cores} cores (${m.cpu}), Node ${m.node}, esbuild ${m.esbuild}, Chromium ${m.chromium} headless (Debian), ` +
      `Playwright attached, console.debug silenced in every frame. ` +
      `Load average (1 min) ${m.loadAverage.start} at start, ${m.loadAverage.end} at end.`,
  );

  const frRows: string[][] = [];
  const rtRows: string[][] = [];
  for (const [mode, s] of Object.entries(r.browser)) {
    for (const [label, f] of Object.entries(s.firstRender)) {
      const [hbView, offView] = Object.keys(f.runs) as [string, string];
      frRows.push([
        mode,
        label,
        formatSummary(f.hostbridge, formatMs),
        formatSummary(f.official, formatMs),
        formatRatio(f.ratio),
        `${formatMs(f.inViewMedian[hbView]!)} / ${formatMs(f.inViewMedian[offView]!)}`,
      ]);
    }
    const t = s.roundTrips;
    const perSec = (v: number) => `${v.toFixed(0)}/s`;
    rtRows.push([mode, formatSummary(t.hostbridge, perSec), formatSummary(t.official, perSec), formatRatio(t.ratio)]);
  }
  parts.push(
    `**2. First useful render** in headless Chromium: iframe created → widget's DOM shows the tool output, same official \`AppBridge\` host page; ` +
      `median of ${r.config.runs} runs after ${r.config.warmups} warm-ups (IQR = 25th–75th percentile). Ratio = official ÷ hostbridge (above 1: hostbridge is faster). ` +
      `Last column: medians on the view's own clock, from its first script to the output (compile, handshake, render; no process start-up or page fetch).\n\n` +
      markdownTable(
        ["site", "widget", "hostbridge", "official ext-apps", "ratio", "first script → output, hostbridge / official"],
        frRows,
      ),
  );
  parts.push(
    `**3. \`tools/call\` round trips** through \`AppBridge\`, one at a time for ${r.config.rpsMs} ms, ${r.config.rpsRounds} rounds (median). Ratio = hostbridge ÷ official.\n\n` +
      markdownTable(["site", "hostbridge (createHost)", "official (App)", "ratio"], rtRows),
  );

  if (r.renders) {
    parts.push(
      "**4. Renders when one global changes** (100 components, each reading one of the 11 `window.openai` globals; cross-site, real `AppBridge` notifications). Ratio = naive ÷ hostbridge.\n\n" +
        markdownTable(
          [
            "global changed",
            "components reading it",
            "hostbridge (useOpenAiGlobal)",
            "naive all-globals context",
            "ratio",
          ],
          Object.entries(r.renders).map(([k, v]) => [
            k,
            String(v.readers),
            String(v.hostbridge),
            String(v.naiveContext),
            formatRatio(v.ratio),
          ]),
        ),
    );
  }
  if (r.leaks) {
    parts.push(
      `**5. Leaks after ${r.config.leakCycles} mount/unmount cycles** (each: mount widget, handshake, tool output shown, unmount; cross-site; forced GC via \`--expose-gc\`). "Held while mounted" is one mounted widget (proof the counters see its listeners); the other columns are growth over the whole run.\n\n` +
        markdownTable(
          [
            "widget",
            "held while mounted (window listeners / ResizeObservers)",
            "window listeners",
            "MessagePort listeners",
            "other listeners",
            "ResizeObservers",
            "hosts/Apps retained",
            "time",
          ],
          Object.entries(r.leaks).map(([k, v]) => [
            k,
            `${v.whileMounted.window} / ${v.whileMounted.resizeObservers}`,
            String(v.added.window),
            String(v.added.messagePort),
            String(v.added.other),
            String(v.added.resizeObservers),
            `${v.retained} of ${v.cycles}`,
            `${(v.ms / 1000).toFixed(1)} s`,
          ]),
        ),
    );
  }
  const errors = Object.entries(r.pageErrors);
  if (errors.length) parts.push(`Uncaught errors seen in pages: ${errors.map(([k, n]) => `${n}× ${k}`).join("; ")}`);
  return parts.join("\n\n");
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
