import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { createHost, type Host } from "@hostbridge/core";
import { useRef } from "react";
import { useDisplayMode, useTheme, useToolOutput } from "@hostbridge/react";
import { useHostStyles } from "@hostbridge/react/styles";
import { cleanup } from "./cleanup.js";
import { HOST_PROFILES, HOST_PROFILE_IDS } from "../model/host-profiles.js";
import { STANDARD_STYLE_VARIABLES } from "../model/host-style-variables.js";
import { createMcpAppsHost, initialHostContext } from "./mcp-apps-host.js";
import { renderWidget } from "./render-widget.js";

const hosts: Host[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  await cleanup();
});

/** The `ui/initialize` answer as it went over the wire to the widget. */
function initializeAnswer(sent: readonly unknown[]) {
  const answer = sent.find((frame) => (frame as { result?: { hostCapabilities?: unknown } }).result?.hostCapabilities);
  return (answer as { result: { hostCapabilities: unknown; hostContext: Record<string, unknown>; hostInfo: unknown } })
    .result;
}

describe.each(HOST_PROFILE_IDS)("createMcpAppsHost({ preset: %s })", (preset) => {
  it("answers ui/initialize with the profile's capabilities, host info and context", async () => {
    const mcp = createMcpAppsHost({ preset });
    const host = createHost({ port: mcp.port, storage: null });
    hosts.push(host);
    await host.ready;
    const profile = HOST_PROFILES[preset];
    const answer = initializeAnswer(mcp.sent);
    expect(answer.hostCapabilities).toEqual(profile.capabilities);
    expect(answer.hostInfo).toEqual(profile.hostInfo);
    expect(answer.hostContext).toEqual(profile.hostContext);
    expect(host.getSnapshot().hostInfo).toMatchObject(profile.hostInfo);
    expect(host.getSnapshot().availableDisplayModes.length).toBeGreaterThan(0);
  });
});

describe("presets: what a widget notices", () => {
  function Widget() {
    const theme = useTheme();
    const output = useToolOutput<{ city: string }>();
    const display = useDisplayMode();
    return (
      <section data-testid="root" data-theme={theme}>
        <h1>{output?.city ?? "no data"}</h1>
        <p data-testid="mode">{display.mode}</p>
        <button onClick={() => void display.request("fullscreen")}>Expand</button>
      </section>
    );
  }

  it("basic-host grants fullscreen and sends its 76 style variables and 6000 px cap", async () => {
    const view = await renderWidget(<Widget />, {
      host: "mcp-apps",
      toolOutput: { city: "Naples" },
      mcp: { preset: "basic-host" },
    });
    expect(screen.getByRole("heading").textContent).toBe("Naples");
    const snapshot = view.host.getSnapshot();
    expect(Object.keys(snapshot.styles?.variables ?? {})).toHaveLength(76);
    expect(snapshot.maxHeight).toBe(6000);
    expect(snapshot.availableDisplayModes).toEqual(["inline", "fullscreen"]);
    fireEvent.click(screen.getByText("Expand"));
    await view.settle();
    expect(screen.getByTestId("mode").textContent).toBe("fullscreen");
  });

  it("MCP-UI: theme only, the widget stays inline, a theme change still arrives", async () => {
    const view = await renderWidget(<Widget />, {
      host: "mcp-apps",
      toolOutput: { city: "Rome" },
      mcp: { preset: "mcp-ui" },
    });
    const snapshot = view.host.getSnapshot();
    expect(snapshot.styles).toBeNull();
    expect(snapshot.maxHeight).toBeNull();
    expect(snapshot.timeZone).toBeNull();
    fireEvent.click(screen.getByText("Expand"));
    await view.settle();
    expect(screen.getByTestId("mode").textContent).toBe("inline");
    expect(view.mcp?.requestsOf("ui/request-display-mode")).toEqual([]);
    await view.update({ theme: "dark" });
    expect(screen.getByTestId("root").dataset.theme).toBe("dark");
  });

  it("a preset host answers what the real host answers without advertising it (ui/message), and nothing more", async () => {
    const mcp = createMcpAppsHost({ preset: "mcp-ui" });
    const host = createHost({ port: mcp.port, storage: null });
    hosts.push(host);
    await host.ready;
    // Raw frames, as a widget would send them whatever its SDK decides.
    const answers: Array<{ id?: number; result?: unknown; error?: { code: number } }> = [];
    mcp.port.listen((frame) => answers.push(frame as (typeof answers)[number]));
    const content = [{ type: "text", text: "Order a Margherita" }];
    mcp.port.post({ jsonrpc: "2.0", id: 9001, method: "ui/message", params: { role: "user", content } });
    mcp.port.post({ jsonrpc: "2.0", id: 9002, method: "ui/update-model-context", params: { content } });
    for (let i = 0; i < 100 && answers.filter((a) => a.id === 9001 || a.id === 9002).length < 2; i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(answers.find((a) => a.id === 9001)?.result).toEqual({});
    expect(mcp.messages).toEqual([{ role: "user", content }]);
    expect(answers.find((a) => a.id === 9002)?.error?.code).toBe(-32601);
  });

  it("options on top of a preset change only what they name", () => {
    expect(initialHostContext({ preset: "mcp-ui", locale: "it-IT" })).toEqual({ theme: "light", locale: "it-IT" });
    expect(initialHostContext({ preset: "basic-host", maxHeight: 400 }).containerDimensions).toEqual({
      maxHeight: 400,
    });
  });

  it("without a preset the host is the mcp-apps profile: every capability, the full context, its style variables", async () => {
    expect(initialHostContext()).toEqual(HOST_PROFILES["mcp-apps"].hostContext);
    expect(initialHostContext({ theme: "dark", device: "mobile" })).toMatchObject({
      theme: "dark",
      platform: "mobile",
      styles: { variables: STANDARD_STYLE_VARIABLES },
    });

    function Styled() {
      const ref = useRef<HTMLElement>(null);
      useHostStyles(ref);
      return <section ref={ref} data-testid="styled" />;
    }
    const view = await renderWidget(<Styled />, { host: "mcp-apps" });
    expect(Object.keys(view.host.getSnapshot().styles?.variables ?? {})).toHaveLength(76);
    const root = screen.getByTestId("styled");
    expect(root.style.getPropertyValue("--color-background-primary")).toBe(
      STANDARD_STYLE_VARIABLES["--color-background-primary"],
    );
    const answer = initializeAnswer(view.mcp?.sent ?? []);
    expect(answer.hostCapabilities).toEqual(HOST_PROFILES["mcp-apps"].capabilities);
  });
});
