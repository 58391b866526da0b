// @vitest-environment jsdom
import type { Tool } from "@modelcontextprotocol/client";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_APP_TOOLS } from "../host/app-tools.js";
import { DEFAULT_CONTROLS } from "../host/initial-controls.js";
import { devHostProfile, HOST_PROFILE_IDS, PROFILE_LABELS } from "../host/profiles.js";
import type { DevHostConfig, ToolRun } from "../host/types.js";
import type { DevSession } from "../host/use-dev-session.js";
import type { ServerConnection } from "../mcp/server-connection.js";
import { DevHostLayout } from "./dev-host-layout.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const config: DevHostConfig = {
  serverLabel: "http://localhost:3000/mcp",
  mcpPath: "/mcp",
  transport: "http",
  serverOrigin: null,
  sandboxUrl: "http://localhost:5174/sandbox.html",
  profile: HOST_PROFILE_IDS[0]!,
  theme: "light",
  locale: "en-US",
};

const tool: Tool = { name: "show_pizzas", inputSchema: { type: "object" } };

const doNothing = () => {};
const doNothingLater = async () => {};

/** A session at rest (nothing run, no widget), with `patch` on top. */
function sessionOf(patch: Partial<DevSession> = {}): DevSession {
  const profileId = HOST_PROFILE_IDS[0]!;
  return {
    profileId,
    profile: devHostProfile(profileId),
    switchProfile: doNothingLater,
    server: {
      connection: null,
      status: { state: "connecting" },
      generation: 0,
      reconnect: doNothing,
      retryAt: null,
      reconnected: false,
    },
    hostControls: {
      controls: DEFAULT_CONTROLS,
      change: doNothing,
      requestDisplayMode: () => "inline",
      exitToInline: doNothing,
      fitProfile: doNothing,
    },
    selection: {
      selectedName: tool.name,
      selectedTool: null,
      argsText: "{}",
      setArgsText: doNothing,
      select: doNothing,
      choose: doNothing,
      unknownName: null,
    },
    toolRun: {
      run: null,
      starting: false,
      argsError: null,
      currentRun: () => null,
      start: doNothingLater,
      approve: doNothing,
      cancel: doNothing,
      sendNextPartial: doNothing,
      reloadWidget: doNothingLater,
    },
    runSelectedTool: doNothing,
    history: { entries: [], record: doNothing, name: doNothing, remove: doNothing, storageProblem: null },
    rerun: doNothingLater,
    frames: {
      resource: null,
      closed: false,
      modal: null,
      intrinsicHeights: { main: null, modal: null },
      setResource: doNothing,
      reopen: doNothing,
      showModal: doNothing,
      dropModal: doNothing,
      setIntrinsicHeight: doNothing,
      teardown: doNothingLater,
      close: doNothingLater,
      attach: doNothing,
      mainSession: () => null,
    },
    activity: {
      followUps: [],
      links: [],
      modelContext: null,
      widgetStates: {},
      openInAppUrl: null,
      files: [],
      closeRequests: 0,
      cspViolations: [],
      addFollowUp: doNothing,
      addLink: doNothing,
      setModelContext: doNothing,
      setWidgetState: doNothing,
      setOpenInAppUrl: doNothing,
      addFile: doNothing,
      countCloseRequest: doNothing,
      addCspViolation: doNothing,
      clearForNewRun: doNothing,
    },
    appTools: { view: NO_APP_TOOLS, refresh: doNothingLater, call: doNothingLater, reset: doNothing },
    log: { entries: [], clear: doNothing, expanded: false, toggleExpanded: doNothing },
    viewportHeight: 800,
    inputs: {
      hostContext: {},
      modalHostContext: {},
      toolInput: null,
      toolResult: null,
      mainGlobals: {},
      modalGlobals: {},
    },
    // No frame is mounted in these tests, so no handler is asked anything.
    widgetHandlers: {} as DevSession["widgetHandlers"],
    openAiHandlers: {} as DevSession["openAiHandlers"],
    onMainSession: doNothing,
    onModalSession: doNothing,
    widgetShown: false,
    mainWidgetState: null,
    ...patch,
  };
}

function runOf(patch: Partial<ToolRun>): ToolRun {
  return {
    id: "call_1",
    tool,
    args: {},
    approved: true,
    result: null,
    error: null,
    cancelled: null,
    templateUri: "ui://widget/pizzas.html",
    mountKey: 0,
    pending: false,
    partialsSent: 0,
    ...patch,
  };
}

describe("DevHostLayout", () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const render = (session: DevSession) =>
    act(() => root.render(<DevHostLayout config={config} session={session} frameScript={null} />));
  const byTestId = (testId: string) => container.querySelector(`[data-testid="${testId}"]`);

  it("lays out the page the end-to-end specs select on", () => {
    render(
      sessionOf({ hostControls: { ...sessionOf().hostControls, controls: { ...DEFAULT_CONTROLS, theme: "dark" } } }),
    );
    const page = byTestId("playground")!;
    expect(page.className).toBe("app theme-dark device-desktop");
    expect(page.getAttribute("data-theme")).toBe("dark");
    expect(page.querySelector(":scope > .layout > aside.sidebar")).not.toBeNull();
    expect(page.querySelector(":scope > .layout > main.chat")?.textContent).toBe(
      "Pick a tool and run it: its widget appears here.",
    );
    expect(page.querySelector(":scope > .layout > aside.inspector")?.className).toBe("inspector");
    expect(byTestId("checks-status")?.textContent).toBe("Run a tool with a widget to check it.");
  });

  it("widens the log when the session says it is expanded", () => {
    render(sessionOf({ log: { ...sessionOf().log, expanded: true } }));
    expect(container.querySelector("aside.inspector")?.className).toBe("inspector log-expanded");
  });

  it("names the tools the server has when the URL's tool is not one of them", () => {
    const connection = { tools: [tool] } as unknown as ServerConnection;
    render(
      sessionOf({
        server: { ...sessionOf().server, connection },
        selection: { ...sessionOf().selection, unknownName: "nope" },
      }),
    );
    expect(byTestId("available-tools")?.textContent).toBe(
      "Its tools: show_pizzas. Pick one and run it: its widget appears here.",
    );
  });

  it("shows a run's widget card, and reloads through the session", () => {
    const reloadWidget = vi.fn(doNothingLater);
    const base = sessionOf();
    render(sessionOf({ toolRun: { ...base.toolRun, run: runOf({}), reloadWidget } }));
    expect(byTestId("tool-call")?.textContent).toContain("show_pizzas");
    expect(byTestId("widget-profile")?.textContent).toBe(PROFILE_LABELS[base.profileId]);
    act(() => (byTestId("reload-widget") as HTMLButtonElement).click());
    expect(reloadWidget).toHaveBeenCalledOnce();
  });
});
