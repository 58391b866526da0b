import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { type DevHostProcess, startDevHostProcess } from "./dev-host-support.js";
import { widget } from "./helpers.js";

// A one-widget @hostbridge/vite project (a copy of packages/dev/test-fixtures/hmr-project) under
// `vite` (dev), a stdio MCP server whose widget comes from that dev server, and the dev host.
const devPackage = fileURLToPath(new URL("../../packages/dev/", import.meta.url));
const requireFromDev = createRequire(join(devPackage, "package.json"));
const viteBin = join(requireFromDev.resolve("vite/package.json"), "..", "bin", "vite.js");
const work = join(devPackage, ".hmr-work", `run-${process.pid}`);
const widgetSource = join(work, "src/widgets/hello/main.ts");
const hmrServer = join(devPackage, "test-fixtures/hmr-server.mjs");

let vite: ChildProcess;
let devHost: DevHostProcess;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  // Vite's first serve (up to 45 s) and the dev host's start (up to 60 s) on a loaded machine.
  test.setTimeout(180_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(join(devPackage, "test-fixtures/hmr-project"), work, { recursive: true });
  const port = await freePort();
  // As the demo widgets run their dev server: workspace packages from their sources.
  vite = spawn(
    process.execPath,
    ["--conditions=@hostbridge/source", "--import", "tsx", viteBin, "--configLoader", "native", "--port", String(port)],
    { cwd: work, stdio: ["ignore", "pipe", "pipe"] },
  );
  let viteOutput = "";
  vite.stdout?.on("data", (chunk) => (viteOutput += String(chunk)));
  vite.stderr?.on("data", (chunk) => (viteOutput += String(chunk)));
  const devServerUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        (await fetch(`${devServerUrl}/widgets/hello.html`).then(
          (r) => r.status,
          () => 0,
        )) === 200 || viteOutput,
      { timeout: 45_000 },
    )
    .toBe(true);
  const command = `${JSON.stringify(process.execPath)} --conditions=@hostbridge/source --import tsx ${JSON.stringify(hmrServer)}`;
  devHost = await startDevHostProcess(["--command", command, "--cwd", devPackage, "--profile", "chatgpt"], {
    HMR_DEV_SERVER: devServerUrl,
  });
});

test.afterAll(async () => {
  await devHost?.stop();
  if (vite && vite.exitCode === null) {
    const exited = new Promise((resolve) => vite.once("exit", resolve));
    vite.kill("SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

test("an edit to the widget shows in the dev host; the tool result, the widget state and the profile stay", async ({
  page,
}) => {
  await page.goto(`${devHost.url}?tool=show_hello&run=1`);
  const w = widget(page);
  await expect(w.getByTestId("hello-label")).toHaveText("first edition", { timeout: 15_000 });
  const result = w.getByTestId("hello-result");
  await expect(result).toContainText('"call":');
  const before = await result.textContent();
  // host state the edit must not lose: the widget state ChatGPT keeps for this widget
  await w.locator("html").evaluate(() =>
    (window as unknown as { openai: { setWidgetState(state: unknown): Promise<void> } }).openai.setWidgetState({
      kept: true,
    }),
  );
  await expect(page.getByTestId("widget-state")).toContainText('"kept": true');

  writeFileSync(widgetSource, readFileSync(widgetSource, "utf8").replace('"first edition"', '"second edition"'));
  // The edit reloads the widget document in a new frame. A check still running in the old one ends
  // with "target closed" rather than a retry (seen under load), so the wait starts over on any error.
  await expect(async () => {
    await expect(w.getByTestId("hello-label")).toHaveText("second edition", { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(result).toHaveText(before ?? "");
  await expect(page.getByTestId("tool-call")).toHaveCount(1);
  await expect(page.getByTestId("widget-state")).toContainText('"kept": true');
  await expect(page.getByTestId("profile-select")).toHaveValue("chatgpt");
  await expect(
    w
      .locator("html")
      .evaluate(() => JSON.stringify((window as unknown as { openai: { widgetState: unknown } }).openai.widgetState)),
  ).resolves.toBe('{"kept":true}');
});
