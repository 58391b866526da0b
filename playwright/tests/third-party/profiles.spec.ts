import { HOST_PROFILES, HOST_PROFILE_IDS, type HostProfile } from "@hostbridge/testing/profiles";
import {
  expect,
  HostShowsNoWidgetError,
  test,
  type BrowserWidget,
  type OpenWidgetOptions,
} from "@hostbridge/testing/playwright";
import { COMPAT_FEATURES, recordCompat, type CompatFeature, type CompatStatus } from "./compat.js";
import { DEMO_SERVER_START_MS, startDemoServer, type DemoServer } from "./demo-server.js";

// The demo widgets, served by the demo server, in the testing kit's host page as each host profile
// (@hostbridge/testing/playwright): the rows of the matrix for hosts we can only emulate. Each
// profile plays its host's behaviour: refusals, display-mode answers, frame storage, reload.
let demo: DemoServer;
test.beforeAll(async () => {
  // Starting the demo server from its sources takes a while on a slow, loaded machine.
  test.setTimeout(DEMO_SERVER_START_MS + 30_000);
  demo = await startDemoServer();
});
test.afterAll(async () => {
  await demo?.stop();
});
// Slow, loaded machines: a profile's whole check may take a while.
test.setTimeout(120_000);

type Open = (options: Omit<OpenWidgetOptions, "hostServer">) => Promise<BrowserWidget>;

/** How the display-mode cell reads where the widget cannot change modes. */
function noModesNote(profile: HostProfile): string {
  if (profile.displayModeRefusal === "inline")
    return "inline only (the host answers every request with inline): fullscreen and pip are disabled";
  if (profile.displayModeRefusal === "method-not-found")
    return "the host has no display-mode requests (-32601): fullscreen and pip are disabled, the widget stays inline";
  return "the host offers no display modes: fullscreen and pip are disabled, the widget stays inline";
}

/** How long a size report may take to reach the frame on a slow, loaded machine. */
const SLOW = { timeout: 30_000 };

/** The widget is checked to scroll inside up to this maxHeight (a few rows past it; taller limits would take many). */
const SCROLL_CHECK_MAX_HEIGHT = 1000;

/** The maxHeight the host gives the widget (`containerDimensions`; also ChatGPT's `maxHeight` global), if any. */
function maxHeightOf(profile: HostProfile): number | undefined {
  const dimensions = profile.hostContext.containerDimensions as { maxHeight?: unknown } | undefined;
  return typeof dimensions?.maxHeight === "number" ? dimensions.maxHeight : undefined;
}

for (const [order, host] of HOST_PROFILE_IDS.entries()) {
  const profile = HOST_PROFILES[host];
  const record = (feature: CompatFeature, status: CompatStatus, note?: string) =>
    recordCompat({
      host: `profile:${host}`,
      label: `${profile.name} (profile \`${host}\`)`,
      order,
      feature,
      status,
      ...(note ? { note } : {}),
    });

  test.describe(`profile ${host}`, () => {
    const open = (
      openWidget: Open,
      tool: string,
      args: Record<string, unknown> = {},
      extra: Partial<OpenWidgetOptions> = {},
    ) =>
      openWidget({
        widget: { server: demo.mcpUrl, tool, args },
        profile: host,
        ...(profile.container.width ? { width: profile.container.width } : {}),
        ...extra,
      });

    if (!profile.rendersUi) {
      test("shows no widget: the user reads the tool's text", async ({ openWidget }) => {
        const error = await open(openWidget, "show_pizzas", { city: "Naples" }).then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(HostShowsNoWidgetError);
        const text = (error as HostShowsNoWidgetError).textFallback;
        expect(text).toMatch(/^4 pizza places in Naples: /);
        for (const feature of COMPAT_FEATURES)
          record(
            feature,
            "unsupported",
            feature === "render"
              ? `the host shows no widget; the user reads the tool's text ("${text.slice(0, 40)}…")`
              : "no widget",
          );
      });
      return;
    }

    test("render, tool calls and follow-up", async ({ openWidget }) => {
      const widget = await open(openWidget, "show_pizzas", { city: "Naples" });
      const root = widget.frame.getByTestId("widget-root");
      await expect(root).toHaveAttribute("data-host-kind", profile.openai ? "chatgpt" : "mcp-apps");
      await expect(widget.frame.getByTestId("pizza-item")).toHaveCount(4);
      record("render", "works", profile.container.width ? `in a ${profile.container.width} px wide frame` : undefined);

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
        record("displayModes", "unsupported", noModesNote(profile));
        return;
      }
      await widget.frame.getByTestId("display-fullscreen").click();
      await expect(widget.frame.getByTestId("display-mode")).toHaveText("fullscreen");
      expect((await widget.records()).displayMode).toBe("fullscreen");
      const pip = widget.frame.getByTestId("display-pip");
      if (!profile.displayModes.includes("pip")) {
        await expect(pip).toBeDisabled();
        record("displayModes", "works", profile.displayModes.join(", "));
        return;
      }
      await widget.frame.getByTestId("display-inline").click();
      await expect(widget.frame.getByTestId("display-mode")).toHaveText("inline");
      await pip.click();
      const coerced = profile.coercedDisplayModes.pip;
      if (coerced) {
        // The widget says it: "The host kept fullscreen instead of pip."
        await expect(widget.frame.getByTestId("display-mode")).toHaveText(coerced);
        await expect(widget.frame.getByRole("status")).toContainText(`The host kept ${coerced} instead of pip.`);
        record("displayModes", "degrades", `inline, fullscreen; pip is granted as ${coerced} and the widget says so`);
      } else {
        await expect(widget.frame.getByTestId("display-mode")).toHaveText("pip");
        record("displayModes", "works", profile.displayModes.join(", "));
      }
    });

    test("widget state per widget, and auto height", async ({ openWidget }) => {
      // Rows are added one by one until the widget scrolls: slow on a loaded machine.
      test.setTimeout(240_000);
      const first = await open(openWidget, "show_todos", { listName: "Weekend" });
      const root = first.frame.getByTestId("widget-root");
      const limit = maxHeightOf(profile);
      // The document's height; the root's box, and the content it holds (more than the box once it scrolls).
      const layout = () =>
        root.evaluate((element) => ({
          document: Math.ceil(element.ownerDocument.documentElement.getBoundingClientRect().height),
          box: Math.ceil(element.getBoundingClientRect().height),
          content: element.scrollHeight,
        }));
      // The frame follows the widget's size reports: as tall as its document (it starts at a default height).
      const frameOffDocument = async () => Math.abs((await first.frameHeight()) - (await layout()).document);
      await expect.poll(frameOffDocument, SLOW).toBeLessThanOrEqual(1);
      const before = await layout();
      expect(before.box).toBeGreaterThan(100);
      let added = 0;
      const addTodo = async (text: string) => {
        await first.frame.getByTestId("todo-input").fill(text);
        await first.frame.getByTestId("add-todo").click();
        added += 1;
        await expect(first.frame.getByTestId("todo-item")).toHaveCount(added);
      };
      for (const text of ["Buy basil", "Heat the stone", "Slice the basil"]) await addTodo(text);
      // Three more rows: the content grows, and the frame with it (up to the host's maxHeight).
      await expect.poll(async () => (await layout()).content, SLOW).toBeGreaterThan(before.content + 60);
      await expect.poll(frameOffDocument, SLOW).toBeLessThanOrEqual(1);
      if (limit !== undefined && limit <= SCROLL_CHECK_MAX_HEIGHT) {
        // Past the host's maxHeight the widget keeps to it and scrolls inside (never a taller frame).
        while ((await layout()).content <= limit + 10 && added < 20) await addTodo(`Todo ${added + 1}`);
        await expect.poll(frameOffDocument, SLOW).toBeLessThanOrEqual(1);
        const capped = await layout();
        expect(capped.content).toBeGreaterThan(limit);
        expect(capped.box).toBeGreaterThanOrEqual(limit - 1);
        expect(capped.box).toBeLessThanOrEqual(limit);
        expect(await first.frameHeight()).toBeLessThanOrEqual(limit + 1);
        record("autoHeight", "works", `up to the host's maxHeight (${limit} px), then the widget scrolls inside`);
      } else {
        record("autoHeight", "works");
      }

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
        await expect(reopened.frame.getByTestId("todo-item")).toHaveCount(added);
        record("widgetState", "works", "kept by the host (window.openai.widgetState) across a reload");
      } else {
        expect(note).toMatch(/reload starts afresh/i);
        record(
          "widgetState",
          "degrades",
          profile.frameStorage === "none"
            ? "kept per widget in memory: the host's frame has an opaque origin (no storage), so a reload starts afresh"
            : "kept per widget in memory: Chromium gives the cross-site frame no storage, so a reload starts afresh",
        );
      }
    });

    test("theme", async ({ openWidget }) => {
      const widget = await open(openWidget, "inspect_host");
      const root = widget.frame.getByTestId("widget-root");
      await expect(root).toHaveAttribute("data-theme", "light");
      if (profile.hostContext.theme === undefined) {
        await expect(widget.frame.getByTestId("info-host-kind")).toHaveText("mcp-apps");
        record("theme", "unsupported", "the host sends no theme: the widget keeps its own light palette");
        return;
      }
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

    test("reload of the widget frame", async ({ openWidget }) => {
      // Two widget starts and a 5 s wait for the note: the mcp-inspector run hit 120 s in CI.
      test.setTimeout(240_000);
      const widget = await open(openWidget, "show_pizzas", { city: "Naples" });
      await expect(widget.frame.getByTestId("pizza-item")).toHaveCount(4);
      await widget.reloadFrame();
      switch (profile.reload) {
        case "resends-result":
          await expect(widget.frame.getByTestId("pizza-item")).toHaveCount(4);
          record("reload", "works", "the host sends the tool result again");
          break;
        case "replays-emptied-result":
          await expect(widget.frame.getByTestId("empty-result")).toContainText("Ask again in the chat");
          record("reload", "degrades", "the host replays an emptied result: the widget says its data is gone");
          break;
        case "sends-nothing":
          await expect(widget.frame.getByTestId("no-result-yet")).toBeVisible({ timeout: 30_000 });
          record(
            "reload",
            "degrades",
            "the host sends no result again: after 5 s the widget says the data has not come",
          );
          break;
        case "frame-not-restored":
          await expect(widget.frame.getByTestId("widget-root")).toHaveCount(0);
          record("reload", "unsupported", "the host leaves a reloaded frame empty");
          break;
      }
    });
  });
}
