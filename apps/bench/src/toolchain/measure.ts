import { spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Frame } from "playwright-core";
import { createServer, defaultClientConditions } from "vite";
import { hostbridge } from "@hostbridge/vite";
import { summarize, type Summary } from "../lib/stats.js";
import type { WidgetProject } from "./project.js";

const require = createRequire(import.meta.url);
const VITE_BIN = join(dirname(require.resolve("vite/package.json")), "bin/vite.js");
const BUILD_EACH = fileURLToPath(new URL("./build-each.ts", import.meta.url));
/** How the child processes run TypeScript with the workspace's source condition (as apps/demo-widgets does). */
const NODE_ARGS = ["--conditions=@hostbridge/source", "--import", "tsx"];

function run(args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let output = "";
    const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

async function viteBuild(project: WidgetProject): Promise<number> {
  await rm(join(project.root, "dist"), { recursive: true, force: true });
  const ms = await run([VITE_BIN, "build", "--configLoader", "native"], project.root);
  const manifest = JSON.parse(await readFile(join(project.root, "dist/widgets/manifest.json"), "utf8")) as {
    widgets: Record<string, unknown>;
  };
  if (Object.keys(manifest.widgets).length !== project.names.length)
    throw new Error(`The build wrote ${Object.keys(manifest.widgets).length} widgets, not ${project.names.length}.`);
  return ms;
}

/**
 * Wall time of `vite build` (the CLI, in a fresh process, as a user runs it) for each project,
 * `runs` runs after one warm-up each. The projects take turns (the order flips every run), so a
 * busy moment of the machine falls on both alike.
 */
export async function timeViteBuilds(projects: readonly WidgetProject[], runs: number): Promise<Summary[]> {
  const times = projects.map(() => [] as number[]);
  for (const project of projects) await viteBuild(project);
  for (let index = 0; index < runs; index++) {
    const order = index % 2 === 0 ? projects.map((_, i) => i) : projects.map((_, i) => projects.length - 1 - i);
    for (const i of order) times[i]!.push(await viteBuild(projects[i]!));
  }
  return times.map((values) => summarize(values));
}

/** Wall time of one Vite build per widget in one process (the approach the plugin replaces). */
export async function timeBuildPerWidget(project: WidgetProject, runs: number): Promise<Summary> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    await rm(join(project.root, "dist"), { recursive: true, force: true });
    times.push(await run([BUILD_EACH, project.root], project.root));
  }
  return summarize(times);
}

/**
 * From saving an edit of a widget's component to the new text in the page, `edits` times: the dev
 * server runs in this process, Chromium shows `/widgets/<name>.html` (the widget in the dev page's
 * frame), a MutationObserver in the frame notes the moment the text appears.
 */
export async function timeHmr(
  project: WidgetProject,
  browser: Browser,
  edits: number,
): Promise<{ summary: Summary; fullReloads: number }> {
  const [name] = project.names;
  if (!name) throw new Error("The project has no widget.");
  const file = project.componentFile(name);
  const original = await readFile(file, "utf8");
  const server = await createServer({
    root: project.root,
    configFile: false,
    logLevel: "silent",
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    server: { host: "127.0.0.1", port: 0, fs: { strict: false } },
    plugins: [hostbridge()],
  });
  await server.listen();
  const page = await browser.newPage();
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error("The dev server has no URL.");
    await page.goto(`${url}widgets/${name}.html`);
    let frame: Frame | undefined;
    for (let tries = 0; !frame && tries < 600; tries++) {
      frame = page.frames().find((candidate) => candidate.url().includes("hostbridge-frame="));
      if (!frame) await page.waitForTimeout(50);
    }
    if (!frame) throw new Error("No widget frame in the dev page.");
    await frame.getByText("label 0").waitFor({ timeout: 60_000 });
    await frame.evaluate(() => ((window as unknown as { benchLoaded: boolean }).benchLoaded = true));
    // One edit first, so the first HMR update's one-off costs are not in the figures.
    const times: number[] = [];
    for (let edit = 0; edit <= edits; edit++) {
      const label = `label ${edit + 1}`;
      await frame.evaluate((text) => {
        const state = window as unknown as { benchSeenAt?: number };
        state.benchSeenAt = undefined;
        const observer = new MutationObserver(() => {
          if (document.body.textContent?.includes(text)) {
            state.benchSeenAt = Date.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, label);
      const savedAt = Date.now();
      await writeFile(file, original.replace("label 0", label));
      await frame.waitForFunction(
        () => (window as unknown as { benchSeenAt?: number }).benchSeenAt !== undefined,
        undefined,
        { timeout: 30_000 },
      );
      const seenAt = await frame.evaluate(() => (window as unknown as { benchSeenAt: number }).benchSeenAt);
      if (edit > 0) times.push(seenAt - savedAt);
      // Let the watcher settle before the next save.
      await page.waitForTimeout(150);
    }
    const stillLoaded = await frame.evaluate(
      () => (window as unknown as { benchLoaded?: boolean }).benchLoaded === true,
    );
    return { summary: summarize(times), fullReloads: stillLoaded ? 0 : 1 };
  } finally {
    await writeFile(file, original);
    await page.close();
    await server.close();
  }
}
