import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import { afterAll, describe, expect, inject, it } from "vitest";
import { outsideEnvironment } from "../../../scripts/publish-readiness/packed-project.js";
import type { PackedPackages } from "../../../scripts/publish-readiness/global-setup.js";
import { freePort, killGroup, npmWarnings, runCommand, useTarballs, withoutColours } from "./scaffolded-project.js";

// The scaffolder end to end, from the packed tarballs (scripts/publish-readiness packs them):
// `npm create hostbridge` with the packed create-hostbridge, the project pointed at the tarballs,
// its install, its test command, its build, then its dev command and the dev host in Chromium
// until the widget shows its tool output. Run by `pnpm test:pack` (part of `pnpm test`).
const packed: PackedPackages = inject("packed");
const createPack = packed.packs.find((pack) => pack.name === "create-hostbridge");
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const workDir = join(packed.root, "scaffold");
const projectDir = join(workDir, "my-app");
const environment: NodeJS.ProcessEnv = {
  ...outsideEnvironment(),
  CHROMIUM_PATH: chromiumPath,
  CI: "1",
  npm_config_update_notifier: "false",
};
const timings: string[] = [];
// The dev host with each widget, light and dark, for a person to look at (kept after the run).
const SCREENSHOTS = join(tmpdir(), "hostbridge-scaffold-screenshots");

afterAll(() => {
  console.log(`scaffolded project: ${timings.join(", ")}`);
});

describe.runIf(createPack)("a project from npm create hostbridge, on the packed tarballs", () => {
  it("is written by the packed create-hostbridge", async () => {
    mkdirSync(workDir, { recursive: true });
    const outcome = await runCommand(
      "npm",
      ["exec", "--yes", `--package=file:${createPack!.tarball}`, "--", "create-hostbridge", "my-app"],
      {
        cwd: workDir,
        env: environment,
        timeoutMs: 120_000,
      },
    );
    timings.push(`create ${(outcome.milliseconds / 1000).toFixed(1)} s`);
    expect(outcome.output).toContain("Created my-app (template react");
    expect(outcome.code).toBe(0);
    expect(existsSync(join(projectDir, "src/widgets/quotes/quotes.tsx"))).toBe(true);
    expect(existsSync(join(projectDir, ".gitignore"))).toBe(true);
  }, 150_000);

  it("installs from the tarballs without a warning", async () => {
    useTarballs(projectDir, packed.packs);
    const outcome = await runCommand("npm", ["install"], { cwd: projectDir, env: environment, timeoutMs: 300_000 });
    timings.push(`npm install ${(outcome.milliseconds / 1000).toFixed(1)} s`);
    expect(outcome.code, outcome.output).toBe(0);
    expect(npmWarnings(outcome.output)).toEqual([]);
  }, 330_000);

  it("adds two widgets with its generator (npm run add -- widget <name>), wired into the server", async () => {
    for (const name of ["facts", "daily-tips"]) {
      const outcome = await runCommand("npm", ["run", "add", "--", "widget", name], {
        cwd: projectDir,
        env: environment,
        timeoutMs: 60_000,
      });
      expect(outcome.code, outcome.output).toBe(0);
      expect(outcome.output).toContain(`Added the widget ${name}`);
      expect(existsSync(join(projectDir, `src/widgets/${name}/main.tsx`))).toBe(true);
    }
    const refused = await runCommand("npm", ["run", "add", "--", "widget", "facts"], {
      cwd: projectDir,
      env: environment,
      timeoutMs: 60_000,
    });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('There is a widget "facts" already');
    const app = readFileSync(join(projectDir, "server/app.ts"), "utf8");
    expect(app).toContain("...factsTools(widgets),\n    ...dailyTipsTools(widgets),");
  }, 150_000);

  it("passes its own tests (types, jsdom, the build, Chromium, hostbridge check), the added widgets' too", async () => {
    const outcome = await runCommand("npm", ["test"], { cwd: projectDir, env: environment, timeoutMs: 900_000 });
    timings.push(`npm test ${(outcome.milliseconds / 1000).toFixed(1)} s`);
    expect(outcome.code, outcome.output).toBe(0);
    const output = withoutColours(outcome.output);
    expect(output).toMatch(/Tests\s+\d+ passed/); // Vitest's summary
    // Playwright's summary ends in a duration ("4 passed (10.2s)"); Vitest's in a count ("2 passed (2)").
    const playwrightSummary = /(\d+) passed \([\d.]+(ms|s|m|h)\)/;
    expect(output).toMatch(playwrightSummary);
    expect(output).not.toMatch(/\d+ (failed|skipped|flaky)/);
    // Each generated widget brings its own jsdom and Chromium tests.
    expect(output).toContain("src/widgets/facts/facts.test.tsx");
    expect(output).toContain("daily-tips.spec.ts");
    // Last, hostbridge check on the project's own server: its 3 widgets in every host profile.
    const checkSummary = /(\d+) widgets × (\d+) profiles × 2 themes × 2 widths = (\d+) runs in ([\d.]+) s/.exec(output);
    expect(checkSummary?.[1], output).toBe("3");
    expect(output).toMatch(/^(pass|warn): 0 errors, \d+ warnings\./m);
    timings.push(
      `tests: ${/Tests\s+(\d+) passed/.exec(output)?.[1]} jsdom/node + ${playwrightSummary.exec(output)?.[1]} Chromium + hostbridge check ${checkSummary?.[3]} runs in ${checkSummary?.[4]} s`,
    );
  }, 930_000);

  it("builds three self-contained widgets and their manifest, with Vite only", async () => {
    const outcome = await runCommand("npm", ["run", "build"], {
      cwd: projectDir,
      env: environment,
      timeoutMs: 180_000,
    });
    timings.push(`npm run build ${(outcome.milliseconds / 1000).toFixed(1)} s`);
    expect(outcome.code, outcome.output).toBe(0);
    const manifest = JSON.parse(readFileSync(join(projectDir, "dist/widgets/manifest.json"), "utf8")) as {
      widgets: Record<string, { file: string; bytes: number }>;
    };
    expect(Object.keys(manifest.widgets)).toEqual(["daily-tips", "facts", "quotes"]);
    for (const name of Object.keys(manifest.widgets)) {
      const html = readFileSync(join(projectDir, `dist/widgets/${name}.html`), "utf8");
      expect(html).not.toMatch(/<script[^>]+src=/);
    }
    // `npm run build` is `vite build` alone (the type check is `npm run typecheck`, run by npm test).
    expect(outcome.output).not.toContain("tsc");
    expect(outcome.output).not.toContain("[PLUGIN_TIMINGS]");
    timings.push(`widget ${manifest.widgets.quotes?.bytes.toLocaleString("en-US")} B`);
  }, 200_000);

  it("runs its dev command on PORT: the dev host shows all three widgets, light and dark, in Chromium", async () => {
    const [serverPort, vitePort, devPort, sandboxPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const started = Date.now();
    const dev: ChildProcess = spawn(
      "npm",
      // The server's port only through PORT, as the project's README says; the dev host's own after `--`.
      ["run", "dev", "--", "--port", String(devPort), "--sandbox-port", String(sandboxPort)],
      {
        cwd: projectDir,
        env: { ...environment, PORT: String(serverPort), VITE_PORT: String(vitePort) },
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    dev.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let context: BrowserContext | undefined;
    const profile = mkdtempSync(join(tmpdir(), "hostbridge-scaffold-chromium-"));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm run dev printed no dev host URL in 90 s:\n${output}`)),
          90_000,
        );
        const check = () => {
          const match = /hostbridge dev host\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        dev.stdout?.on("data", check);
        dev.on("exit", (code) => reject(new Error(`npm run dev exited (${code}) before printing the URL:\n${output}`)));
      });
      expect(url).toBe(`http://127.0.0.1:${devPort}/`);
      expect(output).toContain(`(http://127.0.0.1:${serverPort}/mcp)`);
      context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ],
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.setViewportSize({ width: 1280, height: 900 });
      mkdirSync(SCREENSHOTS, { recursive: true });
      const shown = [
        { tool: "show_quotes", item: "quote", heading: "Quotes about programming" },
        { tool: "show_facts", item: "item", heading: "Facts" },
        { tool: "show_daily_tips", item: "item", heading: "Daily tips" },
      ];
      for (const theme of ["light", "dark"]) {
        for (const { tool, item, heading } of shown) {
          await page.goto(`${url}?tool=${tool}&run=1&theme=${theme}`);
          const widget = page.frameLocator('[data-testid="widget-frame"]').frameLocator("iframe");
          await widget.getByTestId(item).nth(2).waitFor({ timeout: 90_000 });
          expect(await widget.getByTestId(item).count()).toBe(3);
          expect(await widget.getByRole("heading").textContent()).toBe(heading);
          if (tool === "show_quotes" && theme === "light")
            timings.push(`dev command to widget ${((Date.now() - started) / 1000).toFixed(1)} s`);
          await page.screenshot({ path: join(SCREENSHOTS, `${tool}-${theme}.png`) });
        }
      }
      console.log(`scaffolded project screenshots: ${SCREENSHOTS}`);
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
      killGroup(dev, "SIGINT");
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          killGroup(dev, "SIGKILL");
          resolve();
        }, 10_000);
        if (dev.exitCode !== null) {
          clearTimeout(force);
          resolve();
        } else
          dev.on("exit", () => {
            clearTimeout(force);
            resolve();
          });
      });
      // Whatever outlived npm (the server, Vite) goes with its group.
      killGroup(dev, "SIGKILL");
    }
  }, 420_000);
});
