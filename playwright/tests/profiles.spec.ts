import { expect, test } from "@playwright/test";
import { logEntries, widget } from "./helpers.js";

/**
 * What the host inspector widget shows in each host profile: the profile's `hostInfo`, its style
 * variables, the display modes it offers, the context keys it sends (basic-host sends no time zone),
 * and whether the frame has ChatGPT's window.openai. Expected values are the captured facts the
 * profiles cite (third-party-hosts.md, peer-emulators.md) and the generic host's "everything".
 */
const EXPECTED = [
  {
    id: "mcp-apps",
    kind: "mcp-apps",
    host: "hostbridge-fake-mcp-host 0.1.0",
    variables: "76 applied",
    modes: "inline, pip, fullscreen",
    timeZone: true,
  },
  {
    id: "chatgpt",
    kind: "chatgpt",
    host: "chatgpt-like 1.0.0",
    variables: "none (own palette)",
    modes: "inline, pip, fullscreen",
    timeZone: false,
  },
  {
    id: "basic-host",
    kind: "mcp-apps",
    host: "MCP Apps Host 1.0.0",
    variables: "76 applied",
    modes: "inline, fullscreen",
    timeZone: false,
  },
  {
    id: "claude-ai",
    kind: "mcp-apps",
    host: "claude-ai 1.0.0",
    variables: "76 applied",
    modes: "inline, fullscreen",
    timeZone: true,
  },
  {
    id: "mcp-ui",
    kind: "mcp-apps",
    host: "MCP-UI Host 1.0.0",
    variables: "none (own palette)",
    modes: "inline",
    timeZone: false,
  },
  {
    id: "mcp-inspector",
    kind: "mcp-apps",
    host: "MCP Inspector 2.0.0",
    variables: "26 applied",
    modes: "inline, fullscreen",
    timeZone: false,
  },
] as const;

test("the profile menu offers every profile, grouped, and the state panel shows its quirks", async ({ page }) => {
  await page.goto("/?profile=claude-ai&tool=inspect_host&run=1");
  const groups = page.getByTestId("profile-select").locator("optgroup");
  await expect(groups).toHaveCount(6);
  expect(await groups.evaluateAll((all) => all.map((group) => group.getAttribute("label")))).toEqual([
    "ChatGPT",
    "Claude",
    "Editors and coding apps",
    "Desktop agents",
    "Host libraries",
    "Reference hosts",
  ]);
  await expect(page.getByTestId("profile-select").locator("option")).toHaveCount(18);
  await expect(page.getByTestId("profile-refusal")).toHaveText("inline, no error");
  await expect(page.getByTestId("profile-meta-keys")).toHaveText('_meta["ui/resourceUri"]');
  await expect(page.getByTestId("profile-quirks")).toContainText("remote connectors");
  await page.getByTestId("profile-sources").locator("summary").click();
  await expect(
    page
      .getByTestId("profile-sources")
      .getByRole("link", { name: /anthropics\/claude-ai-mcp\/issues\/60/ })
      .first(),
  ).toBeVisible();
  await page.getByTestId("profile-select").selectOption("vscode");
  await expect(page.getByTestId("profile-summary")).toHaveAttribute("data-profile", "vscode");
  await expect(page.getByTestId("profile-container")).toHaveText("360 px wide, maxHeight 400");
  await page.screenshot({ path: test.info().outputPath("dev-host-profile-vscode.png"), fullPage: true });
});

for (const profile of EXPECTED) {
  test(`profile ${profile.id}: the widget meets that host`, async ({ page }) => {
    await page.goto(`/?profile=${profile.id}&tool=inspect_host&run=1`);
    const w = widget(page);
    const info = (key: string) => w.getByTestId(`info-${key}`);
    await expect(info("host-kind")).toHaveText(profile.kind);
    if (profile.kind === "mcp-apps") await expect(info("host-info")).toHaveText(profile.host);
    await expect(info("style-variables")).toHaveText(profile.variables);
    await expect(info("available-modes")).toHaveText(profile.modes);
    if (profile.timeZone) await expect(info("time-zone")).not.toHaveText("not given");
    else await expect(info("time-zone")).toHaveText("not given");
    await expect(page.getByTestId("profile-select")).toHaveValue(profile.id);
    // the host's own controls offer the profile's modes only
    await expect(page.getByTestId("control-display-mode").getByRole("radio")).toHaveCount(
      profile.modes.split(", ").length,
    );
    const hasOpenAi = await w.locator("html").evaluate(() => "openai" in window);
    expect(hasOpenAi).toBe(profile.id === "chatgpt");
    // The Host state panel says what the host does, its quirks and where each fact comes from.
    await expect(page.getByTestId("profile-summary")).toHaveAttribute("data-profile", profile.id);
    await expect(page.getByTestId("profile-sources")).toContainText("Display modes");
  });
}

test("switching the profile remounts the widget with the same tool result", async ({ page }) => {
  await page.goto("/?profile=mcp-apps&tool=inspect_host&run=1");
  const w = widget(page);
  await expect(w.getByTestId("info-server-time")).not.toHaveText(/not available|waiting/);
  await page.getByTestId("profile-select").selectOption("basic-host");
  await expect(w.getByTestId("info-host-info")).toHaveText("MCP Apps Host 1.0.0");
  await expect(w.getByTestId("info-server-time")).not.toHaveText(/not available|waiting/);
  await expect(logEntries(page, "out", "ui/resource-teardown")).toHaveCount(1);
  await expect(logEntries(page, "in", "ui/initialize")).toHaveCount(2);
});

test("basic-host advertises no message and no logging, but answers a follow-up as the real one does", async ({
  page,
}) => {
  await page.goto("/?profile=basic-host&tool=inspect_host&run=1");
  await expect(widget(page).getByTestId("info-host-kind")).toHaveText("mcp-apps");
  const answer = page
    .locator('[data-testid="log-entry"][data-direction="out"][data-label="response"]')
    .filter({ hasText: "hostCapabilities" });
  await expect(answer).toHaveCount(1);
  const payload = (await answer.locator(".payload").textContent()) ?? "";
  expect(payload).toContain(
    '"hostCapabilities":{"openLinks":{},"serverTools":{"listChanged":true},"serverResources":{"listChanged":true},"updateModelContext":{"text":{}}}',
  );
});
