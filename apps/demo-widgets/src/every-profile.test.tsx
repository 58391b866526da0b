// Every demo widget in every host profile of @hostbridge/testing/profiles, in jsdom: it shows its
// data or says plainly what the host lacks; never a blank or stuck widget. Claude Code shows no
// widget at all: there the tool's text is what the user reads.
import type { ReactElement } from "react";
import { HostShowsNoWidgetError, renderWidget } from "@hostbridge/testing";
import { HOST_PROFILES, HOST_PROFILE_IDS, type HostProfileId } from "@hostbridge/testing/profiles";
import type { WidgetSample } from "@hostbridge/vite";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { DisplayDemoWidget } from "./widgets/display-demo/display-demo.js";
import { sample as displaySample } from "./widgets/display-demo/sample.js";
import { FileDeskWidget } from "./widgets/file-desk/file-desk.js";
import { sample as fileSample } from "./widgets/file-desk/sample.js";
import { HostInspectorWidget } from "./widgets/host-inspector/host-inspector.js";
import { sample as inspectorSample } from "./widgets/host-inspector/sample.js";
import { PizzaListWidget } from "./widgets/pizza-list/pizza-list.js";
import { sample as pizzaSample } from "./widgets/pizza-list/sample.js";
import { TodoListWidget } from "./widgets/todo-list/todo-list.js";
import { sample as todoSample } from "./widgets/todo-list/sample.js";

const WIDGETS: { name: string; element: () => ReactElement; sample: WidgetSample }[] = [
  { name: "pizza-list", element: () => <PizzaListWidget />, sample: pizzaSample },
  { name: "todo-list", element: () => <TodoListWidget />, sample: todoSample },
  { name: "display-demo", element: () => <DisplayDemoWidget />, sample: displaySample },
  { name: "host-inspector", element: () => <HostInspectorWidget />, sample: inspectorSample },
  { name: "file-desk", element: () => <FileDeskWidget />, sample: fileSample },
];

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  try {
    localStorage.clear();
  } catch {
    // a profile's blocked storage is given back after each test
  }
});

const render = (profile: HostProfileId, widget: (typeof WIDGETS)[number]) =>
  renderWidget(widget.element(), {
    profile,
    toolInput: widget.sample.toolInput ?? undefined,
    toolOutput: widget.sample.toolOutput ?? undefined,
    ...(widget.sample.tools ? { tools: widget.sample.tools } : {}),
  });

describe.each(HOST_PROFILE_IDS)("the demo widgets in profile %s", (profile) => {
  const shown = HOST_PROFILES[profile].rendersUi;

  it.each(WIDGETS.map((widget) => [widget.name, widget] as const))(
    shown ? "%s shows its data, nothing left loading" : "%s: no widget, a typed error with the text",
    async (_name, widget) => {
      if (!shown) {
        const rejection = render(profile, widget);
        await expect(rejection).rejects.toBeInstanceOf(HostShowsNoWidgetError);
        // The text is the result's: here the sample's output as JSON (the demo server writes a sentence).
        const hasResult = widget.sample.toolOutput != null;
        await expect(rejection).rejects.toMatchObject({ textFallback: hasResult ? expect.stringMatching(/\w/) : "" });
        return;
      }
      await render(profile, widget);
      const title = screen.getAllByRole("heading", { level: 1 })[0]?.textContent ?? "";
      expect(title.trim().length, "a title").toBeGreaterThan(0);
      expect(document.querySelector('[aria-busy="true"]'), "nothing stuck loading").toBeNull();
      expect(screen.getByTestId("host-kind").textContent).toBe(HOST_PROFILES[profile].openai ? "ChatGPT" : "MCP Apps");
    },
  );
});

describe("what the widgets say where a host lacks something", () => {
  const todo = WIDGETS[1]!;
  const display = WIDGETS[2]!;

  it("todo-list in the MCP Inspector (no frame storage) says a reload starts afresh", async () => {
    await render("mcp-inspector", todo);
    expect(screen.getByTestId("persistence-note").textContent).toMatch(/no storage, so a reload starts afresh/);
  });

  it("display-demo in hosts without display modes offers none and says so", async () => {
    for (const profile of ["claude-desktop", "github-copilot", "copilotkit", "vscode"] as const) {
      const view = await render(profile, display);
      expect((screen.getByTestId("display-fullscreen") as HTMLButtonElement).disabled, profile).toBe(true);
      expect((screen.getByTestId("display-pip") as HTMLButtonElement).disabled, profile).toBe(true);
      await view.cleanup();
    }
  });

  it("display-demo on ChatGPT mobile: asking for pip says the host gave fullscreen instead", async () => {
    const view = await render("chatgpt-mobile", display);
    fireEvent.click(screen.getByTestId("display-pip"));
    await view.settle();
    expect(screen.getByTestId("display-mode").textContent).toBe("fullscreen");
    expect(screen.getByRole("status").textContent).toContain("The host kept fullscreen instead of pip.");
  });
});
