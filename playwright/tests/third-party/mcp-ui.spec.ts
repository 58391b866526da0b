import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { recordCompat, type CompatFeature, type CompatStatus } from "./compat.js";
import { DEMO_SERVER_START_MS, startDemoServer, type DemoServer } from "./demo-server.js";
import { startMcpUiHost, type McpUiHostServer } from "./mcp-ui-host/serve.js";

// The demo widgets in a host we did not write: MCP-UI's AppRenderer (@mcp-ui/client from npm) on a
// minimal page of ours, its sandbox proxy on another site, talking to the demo server.
const HOST = "mcp-ui-app-renderer";
const LABEL = "MCP-UI AppRenderer (@mcp-ui/client 7.1.1, real)";

let demo: DemoServer;
let mcpUi: McpUiHostServer;
/** The same host with its sandbox proxy on the same site, where the widget frame gets storage. */
let mcpUiSameSite: McpUiHostServer;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  // Starting the servers from their sources takes a while on a slow, loaded machine.
  test.setTimeout(DEMO_SERVER_START_MS + 30_000);
  [demo, mcpUi, mcpUiSameSite] = await Promise.all([
    startDemoServer(),
    startMcpUiHost(),
    startMcpUiHost({ sameSite: true }),
  ]);
});
// Slow, loaded machines: a check may take a while.
test.setTimeout(120_000);
test.afterAll(async () => {
  await Promise.all([demo?.stop(), mcpUi?.close(), mcpUiSameSite?.close()]);
});

const record = (feature: CompatFeature, status: CompatStatus, note?: string) =>
  recordCompat({ host: HOST, label: LABEL, feature, status, ...(note ? { note } : {}) });

interface HostRecords {
  links: string[];
  messages: Array<{ role: string; content: Array<{ type: string; text?: string }> }>;
  errors: string[];
}
const records = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { mcpUiHost: { records: unknown } }).mcpUiHost.records,
  ) as Promise<HostRecords>;

async function openHost(page: Page, host: McpUiHostServer = mcpUi): Promise<void> {
  await page.goto(host.hostUrl(demo.mcpUrl));
  await page.waitForFunction(() => "mcpUiHost" in window);
}

/** Calls a tool on the demo server through the host page and returns its widget's document. */
async function show(page: Page, tool: string, args: Record<string, unknown> = {}): Promise<FrameLocator> {
  const card = await page.evaluate(
    ([name, input]) =>
      (window as unknown as { mcpUiHost: { show(n: string, a: unknown): Promise<number> } }).mcpUiHost.show(
        name,
        input,
      ),
    [tool, args] as const,
  );
  const widget = page.frameLocator(`[data-card="${card}"] iframe`).frameLocator("iframe");
  await expect(widget.getByTestId("widget-root")).toHaveAttribute("data-host-kind", "mcp-apps");
  return widget;
}

const frameOf = (page: Page, card: number) => page.locator(`[data-card="${card}"] iframe`).first();

test("render and tool calls: the pizza list loads and loads more through the host", async ({ page }) => {
  await openHost(page);
  const widget = await show(page, "show_pizzas", { city: "Naples" });
  await expect(widget.getByTestId("pizza-item")).toHaveCount(4);
  await expect(widget.getByTestId("pizza-item").first()).toContainText("L'Antica Pizzeria da Michele");
  record("render", "works");
  await widget.getByTestId("load-more").click();
  await expect(widget.getByTestId("pizza-item")).toHaveCount(5);
  await expect(widget.getByTestId("list-end")).toBeVisible();
  record("toolCalls", "works");
  expect((await records(page)).errors).toEqual([]);
});

test("follow-up: MCP-UI answers ui/message without advertising `message`, so ordering reaches the chat", async ({
  page,
}) => {
  await openHost(page);
  const widget = await show(page, "show_pizzas", { city: "Naples" });
  await widget.getByTestId("select-pizza").nth(1).click();
  await expect(widget.getByTestId("pizza-details")).toContainText("Gino Sorbillo");
  await expect(widget.getByTestId("order-pizza")).toBeEnabled();
  await widget.getByTestId("order-pizza").click();
  await expect.poll(async () => (await records(page)).messages.length).toBe(1);
  const [message] = (await records(page)).messages;
  expect(message?.role).toBe("user");
  expect(message?.content.map((block) => block.text).join(" ")).toContain("Gino Sorbillo");
  record("followUp", "works", "the host answers ui/message without advertising `message`");
});

test("links: open-link reaches the host", async ({ page }) => {
  await openHost(page);
  const widget = await show(page, "show_display_demo");
  await widget.getByTestId("open-external").click();
  await expect.poll(async () => (await records(page)).links).toEqual(["https://example.com/hostbridge/docs"]);
  record("links", "works");
});

test("display modes: MCP-UI offers none, so the widget offers no fullscreen or pip", async ({ page }) => {
  await openHost(page);
  const widget = await show(page, "show_display_demo");
  await expect(widget.getByTestId("display-fullscreen")).toBeDisabled();
  await expect(widget.getByTestId("display-pip")).toBeDisabled();
  record(
    "displayModes",
    "unsupported",
    "the host offers no display modes: fullscreen and pip are disabled, the widget stays inline",
  );
});

test("widget state per widget: a second todo list and the pizza list do not see the first list's todos", async ({
  page,
}) => {
  await openHost(page);
  const first = await show(page, "show_todos", { listName: "Weekend" });
  await first.getByTestId("todo-input").fill("Buy basil");
  await first.getByTestId("add-todo").click();
  await expect(first.getByTestId("todo-item")).toHaveCount(1);
  const note = (await first.getByTestId("persistence-note").textContent()) ?? "";

  const second = await show(page, "show_todos", { listName: "Weekday" });
  await expect(second.getByTestId("add-suggestion").first()).toBeVisible();
  await expect(second.getByTestId("todo-item")).toHaveCount(0);
  const pizzas = await show(page, "show_pizzas", { city: "Naples" });
  await expect(pizzas.getByTestId("pizza-item")).toHaveCount(4);
  await expect(pizzas.getByTestId("widget-root")).not.toContainText("Buy basil");
  // The first list still has its own item.
  await expect(first.getByTestId("todo-item")).toHaveCount(1);

  expect(note).toMatch(/reload starts afresh/i);

  // Where the frame has storage, each widget keeps its own: a new call of the same tool, after a
  // reload of the host page, starts empty, and the pizza list loads none of the todos.
  await openHost(page, mcpUiSameSite);
  const stored = await show(page, "show_todos", { listName: "Weekend" });
  await expect(stored.getByTestId("persistence-note")).toContainText("reload the widget and your list is still here");
  await stored.getByTestId("todo-input").fill("Proof the dough");
  await stored.getByTestId("add-todo").click();
  await expect(stored.getByTestId("todo-item")).toHaveCount(1);
  await openHost(page, mcpUiSameSite);
  const fresh = await show(page, "show_todos", { listName: "Weekend" });
  await expect(fresh.getByTestId("add-suggestion").first()).toBeVisible();
  await expect(fresh.getByTestId("todo-item")).toHaveCount(0);
  const pizzasAfter = await show(page, "show_pizzas", { city: "Naples" });
  await expect(pizzasAfter.getByTestId("pizza-item")).toHaveCount(4);
  await expect(pizzasAfter.getByTestId("widget-root")).not.toContainText("Proof the dough");

  record(
    "widgetState",
    "degrades",
    "kept per widget in memory: Chromium gives the cross-site frame no storage, so a reload starts afresh (with a same-site sandbox it is stored, still per widget)",
  );
});

test("auto height: the frame follows the widget's content as it grows", async ({ page }) => {
  await openHost(page);
  const widget = await show(page, "show_todos", {});
  const frame = frameOf(page, 1);
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  const before = (await frame.boundingBox())!.height;
  for (const text of ["Knead the dough", "Heat the stone", "Slice the basil"]) {
    await widget.getByTestId("todo-input").fill(text);
    await widget.getByTestId("add-todo").click();
  }
  await expect(widget.getByTestId("todo-item")).toHaveCount(3);
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(before + 60);
  // Nothing cut off: the frame is at least as tall as the widget's content.
  const content = await widget.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(content - 1);
  record("autoHeight", "works");
});

test("theme: the host's theme change restyles the widget", async ({ page }) => {
  await openHost(page);
  const widget = await show(page, "inspect_host");
  const root = widget.getByTestId("widget-root");
  await expect(root).toHaveAttribute("data-theme", "light");
  const colors = () =>
    root.evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el.ownerDocument.body).backgroundColor}`);
  const light = await colors();
  await page.evaluate(() => (window as unknown as { mcpUiHost: { theme(t: string): void } }).mcpUiHost.theme("dark"));
  await expect(root).toHaveAttribute("data-theme", "dark");
  await expect.poll(colors).not.toBe(light);
  record("theme", "works", "the host sends no style variables: the widget uses its own palette");
});

test("frame reload: the reloaded widget gets its data again, or says it has not come", async ({ page }) => {
  await openHost(page);
  const widget = await show(page, "show_pizzas", { city: "Naples" });
  await expect(widget.getByTestId("pizza-item")).toHaveCount(4);
  // Reload the widget document inside the sandbox proxy (its srcdoc loaded anew), as a browser
  // reload of that frame would; AppRenderer sees a second ui/initialize.
  const proxy = page
    .frames()
    .find((frame) => frame.parentFrame() === page.mainFrame() && frame.url().includes("sandbox"));
  expect(proxy, "the sandbox proxy frame").toBeTruthy();
  await proxy?.evaluate(() => {
    const inner = document.querySelector("iframe") as HTMLIFrameElement;
    const html = inner.srcdoc;
    inner.removeAttribute("srcdoc");
    inner.srcdoc = html;
  });
  const root = widget.getByTestId("widget-root");
  await expect(root).toHaveAttribute("data-host-kind", "mcp-apps");
  // Either the host sends the result again, or after 5 s the widget says it has not come: never a blank or stuck widget.
  const outcome = widget.getByTestId("pizza-item").first().or(widget.getByTestId("no-result-yet"));
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  if ((await widget.getByTestId("pizza-item").count()) === 4)
    record("reload", "works", "AppRenderer sends the tool result again");
  else
    record(
      "reload",
      "degrades",
      "AppRenderer answers the new handshake but sends no result again: after 5 s the widget says the data has not come",
    );
});
