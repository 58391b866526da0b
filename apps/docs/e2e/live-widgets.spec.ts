import { expect, test, type FrameLocator, type Locator, type Page } from "@playwright/test";

/** One side of the live examples: its profile picker and the widget document in its frame. */
function pane(page: Page, index: number): { root: Locator; profile: Locator; widget: FrameLocator } {
  const root = page.getByTestId("live-pane").nth(index);
  return {
    root,
    profile: root.getByTestId("live-profile-select"),
    widget: root.locator("iframe").contentFrame(),
  };
}

/**
 * One pane, scrolled into view first: Chromium paints a frame only inside the viewport, so a
 * screenshot of both panes at once shows the lower frame blank.
 */
async function screenshotPane(root: Locator, path: string): Promise<void> {
  await root.scrollIntoViewIfNeeded();
  await root.screenshot({ path });
}

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

test.describe("the live examples", () => {
  test("show the demo widgets in two hosts side by side, in both themes", async ({ page }, testInfo) => {
    const errors = errorsOf(page);
    await page.goto("/examples/");
    const chatgpt = pane(page, 0);
    const claude = pane(page, 1);
    await expect(chatgpt.profile).toHaveValue("chatgpt");
    const claudeProfile = await claude.profile.inputValue();
    expect(claudeProfile).toMatch(/^claude/);

    // ChatGPT: window.openai and the bridge; Claude: the MCP Apps bridge alone.
    await expect(chatgpt.widget.getByTestId("widget-root")).toHaveAttribute("data-host-kind", "chatgpt");
    await expect(claude.widget.getByTestId("widget-root")).toHaveAttribute("data-host-kind", "mcp-apps");
    await expect(chatgpt.widget.getByTestId("pizza-item")).toHaveCount(3);
    await expect(claude.widget.getByTestId("pizza-item")).toHaveCount(3);

    for (const theme of ["light", "dark"] as const) {
      await page.getByTestId("live-theme-select").selectOption(theme);
      for (const side of [chatgpt, claude]) {
        await expect(side.widget.getByTestId("widget-root")).toHaveAttribute("data-theme", theme);
        await expect(side.root).toHaveAttribute("data-theme", theme);
      }
      for (const [index, side] of [chatgpt, claude].entries())
        await screenshotPane(
          side.root,
          testInfo.outputPath(`pizza-list-${theme}-${index === 0 ? "chatgpt" : "claude"}.png`),
        );
    }

    // A tool call answered from the widget's sample data, in both hosts.
    for (const side of [chatgpt, claude]) {
      await side.widget.getByTestId("load-more").click();
      await expect(side.widget.getByTestId("pizza-item")).toHaveCount(4);
    }
    expect(errors).toEqual([]);
  });

  test("switch each side to another profile and widget", async ({ page }, testInfo) => {
    const errors = errorsOf(page);
    await page.goto("/examples/");
    const left = pane(page, 0);
    const right = pane(page, 1);
    await page.getByTestId("live-widget-select").selectOption("display-demo");
    await left.profile.selectOption("mcp-apps");
    await right.profile.selectOption("mcp-ui");

    // The generic host offers every mode; MCP-UI's AppRenderer none, so the buttons are disabled.
    await expect(left.widget.getByTestId("display-fullscreen")).toBeEnabled();
    await expect(right.widget.getByTestId("display-fullscreen")).toBeDisabled();
    await expect(right.widget.getByTestId("widget-root")).toHaveAttribute("data-host-kind", "mcp-apps");

    await page.getByTestId("live-theme-select").selectOption("dark");
    await expect(left.widget.getByTestId("widget-root")).toHaveAttribute("data-theme", "dark");
    await expect(right.widget.getByTestId("widget-root")).toHaveAttribute("data-theme", "dark");
    await screenshotPane(left.root, testInfo.outputPath("display-demo-dark-left.png"));
    await screenshotPane(right.root, testInfo.outputPath("display-demo-dark-right.png"));
    expect(errors).toEqual([]);
  });
});
