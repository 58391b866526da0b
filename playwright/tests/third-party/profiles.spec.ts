import { HOST_PROFILES, HOST_PROFILE_IDS } from "@hostbridge/testing/profiles";
import { expect, test, type BrowserWidget, type OpenWidgetOptions } from "@hostbridge/testing/playwright";
import { recordCompat, type CompatFeature, type CompatStatus } from "./compat.js";
import { startDemoServer, type DemoServer } from "./demo-server.js";

// The demo widgets, served by the demo server, in the testing kit's host page as each host profile
// (@hostbridge/testing/playwright): the rows of the matrix for hosts we can only emulate.
let demo: DemoServer;
test.beforeAll(async () => {
  demo = await startDemoServer();
});
test.afterAll(async () => {
  await demo?.stop();
});

for (const host of HOST_PROFILE_IDS) {
  const profile = HOST_PROFILES[host];
  const record = (feature: CompatFeature, status: CompatStatus, note?: string) =>
    recordCompat({
      host: `profile:${host}`,
      label: `${profile.name} (profile \`${host}\`)`,
      feature,
      status,
      ...(note ? { note } : {}),
    });

  test.describe(`profile ${host}`, () => {
    const open = (
      openWidget: (options: Omit<OpenWidgetOptions, "hostServer">) => Promise<BrowserWidget>,
      tool: string,
      args: Record<string, unknown> = {},
      extra: Partial<OpenWidgetOptions> = {},
    ) => openWidget({ widget: { server: demo.mcpUrl, tool, args }, host, ...extra });

    test("render, tool calls and follow-up", async ({ openWidget }) => {
      const widget = await open(openWidget, "show_pizzas", { city: "Naples" });
      const root = widget.frame.getByTestId("widget-root");
      await expect(root).toHaveAttribute("data-host-kind", profile.openai ? "chatgpt" : "mcp-apps");
      await expect(widget.frame.getByTestId("pizza-item")).toHaveCount(4);
      record("render", "works");

      await widget.frame.getByTestId("load-more").click();
      await expect(widget.frame.getByTestId("pizza-item")).toHaveCount(5);
      expect((await widget.toolCalls()).map((call) => call.name)).toContain("load_more_pizzas");
      record("toolCalls", "works");

      await widget.frame.getByTestId("select-pizza").nth(1).click();
      await expect(widget.frame.getByTestId("order-pizza")).toBeEnabled();
      await widget.frame.getByTestId("order-pizza").click();
      await expect.poll(() => widget.followUps()).toHaveLength(1);
      expect((await widget.followUps())[0]).toContain("Gino Sorbillo");
      const advertised = profile.capabilities.message !== undefined || profile.openai;
      record("followUp", "works", advertised ? undefined : "the host answers ui/message without advertising `message`");
    });

    test("links and display modes", async ({ openWidget }) => {
      const widget = await open(openWidget, "show_display_demo");
      await widget.frame.getByTestId("open-external").click();
      await expect
        .poll(async () => (await widget.openedLinks()).map((url) => url.split("?")[0]))
        .toEqual(["https://example.com/hostbridge/docs"]);
      record("links", "works");

      if (!profile.displayModes.includes("fullscreen")) {
        await expect(widget.frame.getByTestId("display-fullscreen")).toBeDisabled();
        await expect(widget.frame.getByTestId("display-pip")).toBeDisabled();
        record(
          "displayModes",
          "unsupported",
          "the host offers no display modes: fullscreen and pip are disabled, the widget stays inline",
        );
        return;
      }
      await widget.frame.getByTestId("display-fullscreen").click();
      await expect(widget.frame.getByTestId("display-mode")).toHaveText("fullscreen");
      expect((await widget.records()).displayMode).toBe("fullscreen");
      const pip = widget.frame.getByTestId("display-pip");
      if (profile.displayModes.includes("pip")) await expect(pip).toBeEnabled();
      else await expect(pip).toBeDisabled();
      record("displayModes", "works", profile.displayModes.join(", "));
    });

    test("widget state per widget, and auto height", async ({ openWidget }) => {
      const first = await open(openWidget, "show_todos", { listName: "Weekend" });
      const contentHeight = () =>
        first.frame.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      // The host has applied the widget's own size report (the frame starts at a default height).
      await expect
        .poll(async () => Math.abs((await first.frameHeight()) - (await contentHeight())))
        .toBeLessThanOrEqual(1);
      const before = await first.frameHeight();
      expect(before).toBeGreaterThan(100);
      for (const text of ["Buy basil", "Heat the stone", "Slice the basil"]) {
        await first.frame.getByTestId("todo-input").fill(text);
        await first.frame.getByTestId("add-todo").click();
      }
      await expect(first.frame.getByTestId("todo-item")).toHaveCount(3);
      await expect.poll(() => first.frameHeight()).toBeGreaterThan(before + 60);
      const content = await contentHeight();
      await expect.poll(() => first.frameHeight()).toBeGreaterThanOrEqual(content - 1);
      record("autoHeight", "works");

      const note = (await first.frame.getByTestId("persistence-note").textContent()) ?? "";
      const saved = (await first.records()).widgetState;
      // Another call of the same tool is another widget: it starts empty.
      const second = await open(openWidget, "show_todos", { listName: "Weekday" });
      await expect(second.frame.getByTestId("add-suggestion").first()).toBeVisible();
      await expect(second.frame.getByTestId("todo-item")).toHaveCount(0);
      if (profile.openai) {
        // ChatGPT keeps widget state on the host: the same widget, reopened with it, has its list back.
        const reopened = await open(
          openWidget,
          "show_todos",
          { listName: "Weekend" },
          { widgetState: saved as Record<string, unknown> | null },
        );
        await expect(reopened.frame.getByTestId("todo-item")).toHaveCount(3);
        record("widgetState", "works", "kept by the host (window.openai.widgetState) across a reload");
      } else {
        expect(note).toMatch(/reload starts afresh/i);
        record(
          "widgetState",
          "degrades",
          "kept per widget in memory: Chromium gives the cross-site frame no storage, so a reload starts afresh",
        );
      }
    });

    test("theme", async ({ openWidget }) => {
      const widget = await open(openWidget, "inspect_host");
      const root = widget.frame.getByTestId("widget-root");
      await expect(root).toHaveAttribute("data-theme", "light");
      const colors = () =>
        root.evaluate(
          (el) => `${getComputedStyle(el).color} ${getComputedStyle(el.ownerDocument.body).backgroundColor}`,
        );
      const light = await colors();
      await widget.update({ theme: "dark" });
      await expect(root).toHaveAttribute("data-theme", "dark");
      await expect.poll(colors).not.toBe(light);
      const variables = Object.keys(profile.hostContext.styles?.variables ?? {}).length;
      record(
        "theme",
        "works",
        variables
          ? `with the host's ${variables} style variables`
          : "the host sends no style variables: the widget uses its own palette",
      );
    });
  });
}
