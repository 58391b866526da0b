import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { type DevHostProcess, startDevHostProcess } from "./dev-host-support.js";
import { logEntries, widget } from "./helpers.js";

// `hostbridge dev --server <url>` for a server it did not start (as a scaffolded project's own
// server), which the tests stop and start again on the same port.
const demoServerDir = fileURLToPath(new URL("../../apps/demo-server/", import.meta.url));

/** The demo server on `port`, run from its sources as `pnpm dev` runs it. */
async function startDemoServer(port: number): Promise<{ stop(): Promise<void> }> {
  const tsx = pathToFileURL(`${demoServerDir}node_modules/tsx/dist/esm/index.mjs`).href;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--conditions=@hostbridge/source", "--import", tsx, "src/main.ts"],
    {
      cwd: demoServerDir,
      env: { ...process.env, DEMO_SERVER_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (/MCP endpoint/.test(output)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The demo server exited (${code}):\n${output}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let port: number;
let mcpUrl: string;
let server: { stop(): Promise<void> } | null = null;
let devHost: DevHostProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  port = await freePort();
  mcpUrl = `http://127.0.0.1:${port}/mcp`;
  server = await startDemoServer(port);
  devHost = await startDevHostProcess(["--server", mcpUrl]);
});

test.afterAll(async () => {
  await devHost?.stop();
  await server?.stop();
});

/** Makes sure the server runs (a test before may have stopped it). */
async function serverUp(): Promise<void> {
  server ??= await startDemoServer(port);
}

async function stopServer(): Promise<void> {
  await server?.stop();
  server = null;
}

/** What the page and the widget say once the server is gone: the relay's reason, unwrapped. */
const gone = () => `The MCP server at ${mcpUrl} did not answer: connection refused (nothing listens there)`;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

async function openPizzas(page: Page, profile: string) {
  await page.goto(`${devHost.url}?profile=${profile}&tool=show_pizzas&run=1`);
  await expect(widget(page).getByTestId("pizza-item")).toHaveCount(4);
  await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
}

test.describe("dev host: a server that stops while the page is open", () => {
  test("mcp-apps: the reason reaches the widget and the page unwrapped, the widget gets tool-cancelled, the status turns, the terminal says it once, and Reconnect brings it back", async ({
    page,
  }) => {
    await serverUp();
    await openPizzas(page, "mcp-apps");
    const w = widget(page);
    await stopServer();
    // The dev host watches the port of a server it did not start: the terminal says so unasked.
    await expect
      .poll(() => devHost.output(), { timeout: 10_000 })
      .toContain(`the MCP server at ${mcpUrl} stopped answering`);

    // The widget's own call fails with the reason alone.
    await w.getByTestId("load-more").click();
    await expect(w.locator("body")).toContainText(gone());
    await expect(w.locator("body")).not.toContainText("Error POSTing");
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "lost");
    await expect(page.getByTestId("server-problem-message")).toHaveText(gone());

    // A run now cannot even read the template: the page says why, the widget (the copy read before) is told.
    await page.getByTestId("run-tool").click();
    const reason = `Could not read the widget template ui://widget/pizza-list.html: ${gone()}`;
    await expect(page.getByTestId("tool-error")).toHaveText(reason);
    await expect(logEntries(page, "out", "ui/notifications/tool-cancelled")).toHaveCount(1);
    await expect(logEntries(page, "out", "ui/notifications/tool-cancelled").locator(".payload")).toContainText(
      "connection refused",
    );
    await expect(w.locator("body")).toContainText(`The search was cancelled: ${reason}`);
    expect(occurrences(devHost.output(), "stopped answering")).toBe(1);

    // Reloaded while the server is down: the whole reason and a way to try again.
    await page.reload();
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "error");
    await expect(page.getByTestId("server-problem-message")).toHaveText(gone());
    await serverUp();
    await page.getByTestId("reconnect").click();
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
    await expect(page.getByTestId("server-problem")).toHaveCount(0);
    await expect(page.getByTestId("tool-show_pizzas")).toBeVisible();
    await expect(w.getByTestId("pizza-item")).toHaveCount(4); // the URL's run=1, now that it can
    await expect.poll(() => devHost.output()).toContain(`the MCP server at ${mcpUrl} answers again`);
    expect(occurrences(devHost.output(), "stopped answering")).toBe(1);
  });

  test("chatgpt: a failed call reaches the widget as an error result, not tool-cancelled", async ({ page }) => {
    await serverUp();
    await openPizzas(page, "chatgpt");
    await stopServer();
    await page.getByTestId("run-tool").click();
    const reason = `Could not read the widget template ui://widget/pizza-list.html: ${gone()}`;
    await expect(page.getByTestId("tool-error")).toHaveText(reason);
    // The first run's result, then the error result of the failed one.
    await expect(logEntries(page, "out", "ui/notifications/tool-result")).toHaveCount(2);
    await expect(logEntries(page, "out", "ui/notifications/tool-result").first().locator(".payload")).toContainText(
      '"isError":true',
    );
    await expect(logEntries(page, "out", "ui/notifications/tool-cancelled")).toHaveCount(0);
    await expect(widget(page).locator("body")).toContainText(reason);
    // Shown once, as the error: the host made that result, the server did not.
    await expect(page.getByTestId("tool-result")).toHaveCount(0);
  });
});

test.describe("dev host: what the page says about the server's tools", () => {
  test("a ?tool= the server does not have: says so and lists the ones it has", async ({ page }) => {
    await serverUp();
    await page.goto(`${devHost.url}?tool=nope&args={}&run=1`);
    await expect(page.getByTestId("unknown-tool")).toContainText("The server has no tool nope");
    const available = page.getByTestId("available-tools");
    for (const name of ["show_pizzas", "analyze_file", "inspect_host"]) await expect(available).toContainText(name);
    await expect(page.getByTestId("tool-call")).toHaveCount(0);
  });

  test("a server tool's isError result is marked as an error, with its text", async ({ page }) => {
    await serverUp();
    await page.goto(`${devHost.url}?tool=analyze_file&args=${encodeURIComponent('{"file":5}')}&run=1`);
    const result = page.getByTestId("tool-result");
    await expect(result).toHaveAttribute("data-status", "error");
    await expect(result.getByTestId("result-error")).toContainText(
      "Error result (isError: true): Input validation error: Invalid arguments for tool analyze_file",
    );
  });

  test("a page load logs no failed MCP request, and opens the event stream once", async ({ page }) => {
    await serverUp();
    const failed: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.location().url.endsWith("/mcp")) failed.push(message.text());
    });
    let streams = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().endsWith("/mcp")) streams += 1;
    });
    await openPizzas(page, "mcp-apps");
    // The demo server has no event stream (405): the relay's empty stream asks for a retry in a day.
    await expect(widget(page).getByTestId("pizza-item").first()).toBeVisible();
    expect(failed).toEqual([]);
    expect(streams).toBe(1);
  });
});
