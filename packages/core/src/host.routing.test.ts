import { afterEach, describe, expect, it } from "vitest";
import {
  InvalidArgumentError,
  InvalidResultError,
  ProtocolVersionError,
  TimeoutError,
  UnsupportedError,
} from "./errors.js";
import { DISPLAY_MODES } from "./globals.js";
import { createHost } from "./host.js";
import type { Feature, Host } from "./host-types.js";
import { linkedPorts } from "./linked-ports.js";
import { normalizeOrigins } from "./port.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
let open: Host[] = [];
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await Promise.all(open.map((host) => host.close()));
  open = [];
  fake?.uninstall();
  fake = undefined;
});

// Exactly what the official ext-apps basic-host and MCP-UI's AppRenderer advertise
// (findings/third-party-hosts.md), with the sparse host contexts they send.
const BASIC_HOST = {
  capabilities: {
    openLinks: {},
    serverTools: { listChanged: true },
    serverResources: { listChanged: true },
    updateModelContext: { text: {} },
  },
  hostContext: {
    theme: "light" as const,
    displayMode: "inline" as const,
    availableDisplayModes: ["inline" as const, "fullscreen" as const],
    containerDimensions: { maxHeight: 6000 },
  },
};
const MCP_UI = {
  capabilities: { openLinks: {}, serverTools: {}, serverResources: {} },
  hostContext: { theme: "light" as const },
};

const ALL_FEATURES: Feature[] = [
  "callTool",
  "sendFollowUpMessage",
  "setWidgetState",
  "uploadFile",
  "selectFiles",
  "getFileDownloadUrl",
  "requestDisplayMode",
  "requestModal",
  "requestClose",
  "notifyIntrinsicHeight",
  "openExternal",
  "setOpenInAppUrl",
  "requestCheckout",
  "updateModelContext",
  "readResource",
  "log",
  "downloadFile",
];

/** A host side scripted by hand over linked ports: `answer` decides the ui/initialize result. */
function scriptedPeer(answer: (request: { id: number }) => unknown, delayMs = 0) {
  const { viewPort, hostPort } = linkedPorts();
  const seen: any[] = [];
  const results = new Map<string, unknown>();
  hostPort.listen((message: any) => {
    seen.push(message);
    if (message.method === "ui/initialize") {
      const result = answer(message);
      if (result !== undefined) setTimeout(() => hostPort.post({ jsonrpc: "2.0", id: message.id, result }), delayMs);
    } else if (message.id !== undefined && results.has(message.method)) {
      hostPort.post({ jsonrpc: "2.0", id: message.id, result: results.get(message.method) });
    }
  });
  return { port: viewPort, seen, results };
}
const GOOD_ANSWER = {
  protocolVersion: "2026-01-26",
  hostInfo: { name: "Scripted", version: "1" },
  hostCapabilities: {},
  hostContext: {},
};

describe.each([
  ["basic-host", BASIC_HOST],
  ["MCP-UI AppRenderer", MCP_UI],
])("in the %s (official AppBridge, its capabilities exactly)", (_name, profile) => {
  it("sends ui/message and notifications/message though message/logging are not advertised", async () => {
    const received: unknown[] = [];
    const pair = await connectToBridge({
      ...profile,
      setup(bridge) {
        bridge.onmessage = async (params) => (received.push(params), {});
        bridge.onloggingmessage = (params) => void received.push(params);
      },
    });
    open.push(pair.host);
    expect(pair.host.getSnapshot().handshake).toBe("pending");
    expect(pair.host.supports("sendFollowUpMessage")).toBe(false); // nothing looks supported before the answer
    await pair.host.ready;
    expect(pair.host.getSnapshot().handshake).toBe("ready");
    expect(pair.host.getSnapshot().hostCapabilities).toEqual(profile.capabilities);
    expect(pair.host.supports("sendFollowUpMessage")).toBe(true);
    expect(pair.host.supports("log")).toBe(true);
    await pair.host.sendFollowUpMessage({ prompt: "more please" });
    await pair.host.log({ level: "info", data: { n: 1 } });
    await tick();
    expect(received).toEqual([
      { role: "user", content: [{ type: "text", text: "more please" }] },
      { level: "info", data: { n: 1 } },
    ]);
  });

  it("a -32601 answer becomes UnsupportedError, and supports() says false from then on", async () => {
    const pair = await connectToBridge(profile); // no onmessage handler: the bridge answers -32601
    open.push(pair.host);
    await pair.host.ready;
    const changes: string[][] = [];
    pair.host.subscribe((changed) => changes.push([...changed]));
    await expect(pair.host.sendFollowUpMessage({ prompt: "x" })).rejects.toBeInstanceOf(UnsupportedError);
    expect(pair.host.supports("sendFollowUpMessage")).toBe(false);
    expect(changes).toContainEqual(["unsupportedFeatures"]);
    await expect(pair.host.sendFollowUpMessage({ prompt: "y" })).rejects.toBeInstanceOf(UnsupportedError);
  });

  it("declares all display modes by default and never asks for a mode the host does not offer", async () => {
    const asked: unknown[] = [];
    const pair = await connectToBridge({
      ...profile,
      setup: (bridge) =>
        (bridge.onrequestdisplaymode = async (params) => (asked.push(params.mode), { mode: params.mode })),
    });
    open.push(pair.host);
    await pair.initialized;
    expect(pair.bridge.getAppCapabilities()).toEqual({ availableDisplayModes: [...DISPLAY_MODES] });
    expect(await pair.host.requestDisplayMode({ mode: "pip" })).toEqual({ mode: "inline" });
    const offersFullscreen = profile === BASIC_HOST;
    expect(await pair.host.requestDisplayMode({ mode: "fullscreen" })).toEqual({
      mode: offersFullscreen ? "fullscreen" : "inline",
    });
    expect(asked).toEqual(offersFullscreen ? ["fullscreen"] : []);
  });
});

describe("supports() follows the snapshot", () => {
  it("a host context equal to the defaults still turns callTool on, with a change to hear", async () => {
    const pair = await connectToBridge({
      capabilities: { serverTools: {} },
      hostContext: { theme: "light", displayMode: "inline" },
    });
    open.push(pair.host);
    const heard: string[] = [];
    pair.host.subscribe((changed) => heard.push(...changed));
    expect(pair.host.supports("callTool")).toBe(false);
    await pair.host.ready;
    expect(heard).toContain("handshake");
    expect(pair.host.supports("callTool")).toBe(true);
  });

  it("a framed page with only window.openai: nothing looks supported while pending that is not after failure", async () => {
    fake = installFakeOpenAi(window);
    const { viewPort } = linkedPorts(); // a parent that never answers ui/initialize
    const host = createHost({ window, port: viewPort, handshakeTimeoutMs: 30, storage: null });
    open.push(host);
    const whilePending = ALL_FEATURES.filter((feature) => host.supports(feature));
    await expect(host.ready).rejects.toBeInstanceOf(TimeoutError);
    expect(host.getSnapshot().handshake).toBe("failed");
    const afterFailure = ALL_FEATURES.filter((feature) => host.supports(feature));
    expect(whilePending).toEqual(afterFailure);
    expect(afterFailure).not.toContain("updateModelContext");
    await expect(host.requestClose()).resolves.toBeUndefined(); // window.openai's
  });

  it("close() turns every feature off", async () => {
    const pair = await connectToBridge(BASIC_HOST);
    await pair.host.ready;
    await pair.host.close();
    expect(ALL_FEATURES.filter((feature) => pair.host.supports(feature))).toEqual([]);
    expect(pair.host.getSnapshot().closed).toBe(true);
  });
});

describe("the handshake", () => {
  it("fails clearly on a protocol version this SDK does not speak, and sends no initialized", async () => {
    const peer = scriptedPeer(() => ({ ...GOOD_ANSWER, protocolVersion: "2099-01-01" }));
    const host = createHost({ port: peer.port, storage: null });
    open.push(host);
    const error = await host.ready.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolVersionError);
    expect((error as ProtocolVersionError).protocolVersion).toBe("2099-01-01");
    expect(host.getSnapshot().handshake).toBe("failed");
    expect(host.supports("callTool")).toBe(false);
    await tick();
    expect(peer.seen.map((message) => message.method)).toEqual(["ui/initialize"]);
  });

  it("recovers when the host answers after the timeout, then sends initialized", async () => {
    const peer = scriptedPeer(() => GOOD_ANSWER, 40);
    peer.results.set("tools/call", { content: [], structuredContent: { late: true } });
    const host = createHost({ port: peer.port, handshakeTimeoutMs: 10, storage: null });
    open.push(host);
    await expect(host.ready).rejects.toBeInstanceOf(TimeoutError);
    expect(host.getSnapshot().handshake).toBe("failed");
    expect(peer.seen.map((message) => message.method)).toEqual(["ui/initialize"]);
    await expect.poll(() => host.getSnapshot().handshake).toBe("ready");
    expect(peer.seen.map((message) => message.method)).toEqual(["ui/initialize", "ui/notifications/initialized"]);
    expect((await host.callTool("t")).structuredContent).toEqual({ late: true });
  });
});

describe("results and arguments are checked", () => {
  it.each([5, null, "text", { content: "x" }, { structuredContent: [1] }])(
    "callTool rejects the answer %j",
    async (answer) => {
      const peer = scriptedPeer(() => GOOD_ANSWER);
      peer.results.set("tools/call", answer);
      const host = createHost({ port: peer.port, storage: null, timeoutMs: 500 });
      open.push(host);
      await host.ready;
      await expect(host.callTool("t")).rejects.toBeInstanceOf(InvalidResultError);
    },
  );

  it.each([5, null, {}, { contents: [{ text: "no uri" }] }])("readResource rejects the answer %j", async (answer) => {
    const peer = scriptedPeer(() => GOOD_ANSWER);
    peer.results.set("resources/read", answer);
    const host = createHost({ port: peer.port, storage: null, timeoutMs: 500 });
    open.push(host);
    await host.ready;
    await expect(host.readResource({ uri: "ui://x" })).rejects.toBeInstanceOf(InvalidResultError);
  });

  it("window.openai.callTool answering something that is not a result rejects too", async () => {
    fake = installFakeOpenAi(window, { overrides: { callTool: async () => "just text" } });
    const host = createHost({ window, storage: null });
    open.push(host);
    await expect(host.callTool("t")).rejects.toBeInstanceOf(InvalidResultError);
  });

  it("log() with data that cannot be cloned rejects", async () => {
    const pair = await connectToBridge(BASIC_HOST);
    open.push(pair.host);
    await pair.host.ready;
    await expect(pair.host.log({ level: "info", data: () => 1 })).rejects.toThrow();
  });

  it("allowedOrigins are normalised and validated", () => {
    expect(normalizeOrigins(["https://host.example/", "http://localhost:3400"])).toEqual([
      "https://host.example",
      "http://localhost:3400",
    ]);
    expect(normalizeOrigins(["*"])).toEqual(["*"]);
    expect(normalizeOrigins(["null"])).toEqual(["null"]);
    for (const bad of [["bad"], ["https://a.example/path"], ["*", "https://a.example"], ["https://a.example", "*"]]) {
      expect(() => normalizeOrigins(bad), bad.join()).toThrow(InvalidArgumentError);
    }
    const iframe = document.createElement("iframe");
    document.body.appendChild(iframe);
    expect(() => createHost({ window: iframe.contentWindow!, allowedOrigins: ["bad"], storage: null })).toThrow(
      InvalidArgumentError,
    );
    iframe.remove();
  });
});

describe("ChatGPT with both bridges", () => {
  it("toolResponseMetadata stays window.openai's; the bridge's _meta has its own key", async () => {
    const metadata = {
      status: "ok",
      call_tool_result: { structuredContent: { n: 1 } },
      mcp_tool_result: { structuredContent: { n: 1 } },
    };
    fake = installFakeOpenAi(window, { globals: { toolOutput: { n: 1 }, toolResponseMetadata: metadata } });
    const pair = await connectToBridge({ hostOptions: { window } });
    open.push(pair.host);
    await pair.initialized;
    await pair.bridge.sendToolResult({ content: [], structuredContent: { n: 1 }, _meta: { viewUUID: "v-1" } });
    await expect.poll(() => pair.host.getSnapshot().toolResultMeta).toEqual({ viewUUID: "v-1" });
    expect(pair.host.getSnapshot().toolResponseMetadata).toEqual(metadata);
    fake.set({ theme: "dark" });
    expect(pair.host.getSnapshot().toolResponseMetadata).toEqual(metadata);
  });
});
