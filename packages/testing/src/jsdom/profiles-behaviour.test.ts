// Every host profile played by the official AppBridge (createMcpAppsHost({ preset })): the methods
// it answers or refuses with -32601, how it answers a display mode request, and what it sends a
// widget whose frame reloaded.
import { createHost, type Host } from "@hostbridge/core";
import { afterEach, describe, expect, it } from "vitest";
import { HOST_PROFILES, HOST_PROFILE_IDS, type HostProfileId } from "../model/host-profiles.js";
import { methodsRefusedBy } from "../model/profile-refusals.js";
import { cleanup } from "./cleanup.js";
import { createMcpAppsHost, type McpAppsHost } from "./mcp-apps-host.js";

const hosts: Host[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  await cleanup();
});

const content = [{ type: "text", text: "hello" }];
/** One harmless request per method a widget may send to its host. */
const REQUESTS: Record<string, unknown> = {
  "tools/call": { name: "echo", arguments: {} },
  "resources/read": { uri: "ui://widget/known.html" },
  "ui/message": { role: "user", content },
  "ui/open-link": { url: "https://example.com/" },
  "ui/download-file": { contents: [] },
  "ui/update-model-context": { content },
  "ui/request-display-mode": { mode: "inline" },
};

type Answer = { id?: number; result?: Record<string, unknown>; error?: { code: number; message: string } };

/** Connects a widget (hostbridge core) to the profile's host and sends raw requests, as any SDK would. */
async function connect(preset: HostProfileId, extra: Parameters<typeof createMcpAppsHost>[0] = {}) {
  const mcp = createMcpAppsHost({
    preset,
    tools: { echo: () => ({ content: [{ type: "text", text: "echoed" }] }) },
    resources: { "ui://widget/known.html": "<p>known</p>" },
    ...extra,
  });
  const host = createHost({ port: mcp.port, storage: null });
  hosts.push(host);
  await host.ready;
  await mcp.initialized;
  return { mcp, host };
}

let nextId = 7000;
async function request(mcp: McpAppsHost, method: string, params: unknown): Promise<Answer> {
  const id = nextId++;
  const answers: Answer[] = [];
  const unlisten = mcp.port.listen((frame) => answers.push(frame as Answer));
  mcp.port.post({ jsonrpc: "2.0", id, method, params });
  try {
    for (let i = 0; i < 400; i++) {
      const answer = answers.find((a) => a.id === id);
      if (answer) return answer;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`No answer to ${method}`);
  } finally {
    unlisten();
  }
}

/** What the profile's data says the host does with `method`: answer it, or refuse it with -32601. */
const expectedAnswered = (preset: HostProfileId, method: string) =>
  !methodsRefusedBy(HOST_PROFILES[preset]).includes(method);

const SHOWN = HOST_PROFILE_IDS.filter((id) => HOST_PROFILES[id].rendersUi);

describe.each(SHOWN)("profile %s, played by the official AppBridge", (preset) => {
  it("answers the methods its host answers and refuses the others with -32601", async () => {
    const { mcp } = await connect(preset);
    for (const [method, params] of Object.entries(REQUESTS)) {
      const answer = await request(mcp, method, params);
      if (expectedAnswered(preset, method)) expect(answer.error, `${preset} ${method}`).toBeUndefined();
      else expect(answer.error?.code, `${preset} ${method}`).toBe(-32601);
    }
  });
});

describe("profile behaviour a widget notices", () => {
  it("GitHub Copilot answers only tools/call, ui/open-link and ui/message", async () => {
    const { mcp } = await connect("github-copilot");
    const refused: string[] = [];
    for (const [method, params] of Object.entries(REQUESTS))
      if ((await request(mcp, method, params)).error?.code === -32601) refused.push(method);
    expect(refused.sort()).toEqual([
      "resources/read",
      "ui/download-file",
      "ui/request-display-mode",
      "ui/update-model-context",
    ]);
  });

  it("claude.ai answers a pip request with inline and no error", async () => {
    const { mcp, host } = await connect("claude-ai");
    expect((await request(mcp, "ui/request-display-mode", { mode: "pip" })).result).toEqual({ mode: "inline" });
    await expect(host.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "inline" });
    expect((await request(mcp, "ui/request-display-mode", { mode: "fullscreen" })).result).toEqual({
      mode: "fullscreen",
    });
  });

  it("VS Code answers every display mode request with inline", async () => {
    const { mcp } = await connect("vscode");
    for (const mode of ["fullscreen", "pip"])
      expect((await request(mcp, "ui/request-display-mode", { mode })).result).toEqual({ mode: "inline" });
    expect(mcp.hostContext.containerDimensions).toEqual({ maxWidth: 360, maxHeight: 400 });
  });

  it("ChatGPT on mobile grants pip as fullscreen", async () => {
    const { mcp } = await connect("chatgpt-mobile");
    expect((await request(mcp, "ui/request-display-mode", { mode: "pip" })).result).toEqual({ mode: "fullscreen" });
    expect(mcp.hostContext.displayMode).toBe("fullscreen");
    expect(mcp.hostContext.platform).toBe("mobile");
  });

  it("Claude Desktop, CopilotKit and assistant-ui have no display modes and no model context: -32601", async () => {
    for (const preset of ["claude-desktop", "copilotkit", "assistant-ui"] as const) {
      const { mcp, host } = await connect(preset);
      for (const method of ["ui/request-display-mode", "ui/update-model-context"])
        expect((await request(mcp, method, REQUESTS[method])).error?.code, `${preset} ${method}`).toBe(-32601);
      // The host offers no modes: the widget's SDK does not ask, and the widget stays inline.
      await expect(host.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "inline" });
      expect(mcp.requestsOf("ui/request-display-mode").map((r) => r.params?.mode)).toEqual(["inline"]);
    }
  });

  it("Goose sends viewport instead of containerDimensions; CopilotKit sends no theme", async () => {
    const goose = await connect("goose");
    expect(goose.mcp.hostContext).toHaveProperty("viewport");
    expect(goose.mcp.hostContext).not.toHaveProperty("containerDimensions");
    const copilotkit = await connect("copilotkit");
    expect(copilotkit.mcp.hostContext).not.toHaveProperty("theme");
    expect(copilotkit.mcp.hostContext).not.toHaveProperty("styles");
  });
});

describe("a widget whose frame reloaded (it connects again)", () => {
  const result = {
    content: [{ type: "text", text: '{"city":"Naples"}' }],
    structuredContent: { city: "Naples" },
    _meta: { viewUUID: "1234" },
  };

  /** The tool results the host sent after the widget connected the second time. */
  async function resultsAfterReload(preset: HostProfileId) {
    const mcp = createMcpAppsHost({ preset, toolInput: { city: "Naples" }, toolResult: result });
    const first = createHost({ port: mcp.port, storage: null });
    await first.ready;
    await mcp.idle();
    // The first document has the result before it goes: frames still in flight would reach the second.
    await expect.poll(() => first.getSnapshot().toolOutput).toEqual({ city: "Naples" });
    await first.close();
    const before = mcp.sent.length;
    const second = createHost({ port: mcp.port, storage: null });
    hosts.push(second);
    await second.ready;
    for (let i = 0; i < 100 && mcp.reconnects === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    await mcp.idle();
    expect(mcp.reconnects).toBe(1);
    return {
      second,
      results: mcp.sent
        .slice(before)
        .filter((frame) => (frame as { method?: string }).method === "ui/notifications/tool-result")
        .map((frame) => (frame as unknown as { params: Record<string, unknown> }).params),
    };
  }

  it("ChatGPT replays an emptied result: structuredContent {}, a text block of {}, no _meta", async () => {
    const { results, second } = await resultsAfterReload("chatgpt");
    expect(results).toEqual([{ content: [{ type: "text", text: "{}" }], structuredContent: {} }]);
    await expect.poll(() => second.getSnapshot().toolResult).toEqual(results[0]);
  });

  it("the MCP Inspector sends nothing again; the generic host sends the result again", async () => {
    expect((await resultsAfterReload("mcp-inspector")).results).toEqual([]);
    const generic = await resultsAfterReload("mcp-apps");
    expect(generic.results).toEqual([result]);
    await expect.poll(() => generic.second.getSnapshot().toolOutput).toEqual({ city: "Naples" });
  });
});
