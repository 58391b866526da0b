import { afterEach, describe, expect, it } from "vitest";
import { UnsupportedError } from "./errors.js";
import type { Feature, Host } from "./host-types.js";
import { PROBE_REQUESTS, probeHost } from "./probe.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";

// The probe against the official AppBridge configured as sparse hosts do it: one that advertises
// and serves nothing, one that advertises ui/open-link and answers it -32601, one that answers a
// pip request with inline (claude.ai), one that times out or fails (unknown, never absent).

let open: Host[] = [];
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await Promise.all(open.map((host) => host.close()));
  open = [];
  fake?.uninstall();
  fake = undefined;
});

const BRIDGE_FEATURES: Feature[] = [
  "callTool",
  "readResource",
  "openExternal",
  "sendFollowUpMessage",
  "requestDisplayMode",
  "updateModelContext",
  "downloadFile",
];
const supported = (host: Host) => BRIDGE_FEATURES.filter((feature) => host.supports(feature));

describe("probeHost against the official AppBridge", () => {
  it("a host that advertises and serves nothing: only ping and the display mode answer, supports() learns the rest", async () => {
    const { host } = await connectToBridge({ capabilities: {} });
    open.push(host);
    await host.ready;
    expect(supported(host)).toEqual(BRIDGE_FEATURES); // capabilities are hints: everything may be tried
    const changes: string[] = [];
    host.subscribe((changed) => changes.push(...changed));

    const found = await probeHost(host);
    expect(found.methods).toEqual({
      ping: "present",
      "tools/call": "absent",
      "resources/read": "absent",
      "ui/open-link": "absent",
      "ui/message": "absent",
      "ui/request-display-mode": "present",
      "ui/update-model-context": "absent",
      "ui/download-file": "absent",
    });
    expect(found.absent).toEqual([
      "tools/call",
      "resources/read",
      "ui/open-link",
      "ui/message",
      "ui/update-model-context",
      "ui/download-file",
    ]);
    expect(found).toMatchObject({ handshake: "ready", hostCapabilities: {}, hostInfo: { name: "TestHost" } });
    // Through the snapshot: a subscriber (useSupports) hears it, and supports() follows.
    expect(changes).toContain("unsupportedFeatures");
    expect(host.getSnapshot().unsupportedFeatures).toEqual([
      "callTool",
      "readResource",
      "openExternal",
      "sendFollowUpMessage",
      "updateModelContext",
      "downloadFile",
    ]);
    expect(supported(host)).toEqual(["requestDisplayMode"]);
    await expect(host.openExternal({ href: "https://example.com" })).rejects.toBeInstanceOf(UnsupportedError);
  });

  it("a host that advertises ui/open-link but answers it -32601: absent, whatever it advertised", async () => {
    const { host } = await connectToBridge({
      capabilities: { openLinks: {}, message: { text: {} }, serverTools: {} },
      setup(appBridge) {
        // Handlers for ui/message and tools/call; none for ui/open-link, so AppBridge answers -32601.
        appBridge.onmessage = async () => ({});
        appBridge.oncalltool = async () => ({ content: [] });
      },
    });
    open.push(host);
    await host.ready;
    expect(host.supports("openExternal")).toBe(true);
    const found = await probeHost(host);
    expect(found.methods["ui/open-link"]).toBe("absent");
    expect(found.methods["ui/message"]).toBe("present"); // -32602 for the empty params: a handler is there
    expect(found.methods["tools/call"]).toBe("present"); // the tool "" answered
    expect(found.hostCapabilities).toMatchObject({ openLinks: {} });
    expect(host.supports("openExternal")).toBe(false);
    expect(host.supports("sendFollowUpMessage")).toBe(true);
  });

  it("a host that answers pip with inline (claude.ai): the method is present and the mode stays inline", async () => {
    const requested: string[] = [];
    const { host } = await connectToBridge({
      hostContext: { theme: "light", displayMode: "inline", availableDisplayModes: ["inline", "pip"] },
      setup(appBridge) {
        appBridge.onrequestdisplaymode = async ({ mode }) => {
          requested.push(mode);
          return { mode: "inline" };
        };
      },
    });
    open.push(host);
    const found = await probeHost(host, { methods: ["ui/request-display-mode"] });
    expect(found.methods["ui/request-display-mode"]).toBe("present");
    expect(found.methods["ui/open-link"]).toBe("unknown"); // not probed
    expect(requested).toEqual(["inline"]); // the probe asked for the mode already in effect
    expect(host.supports("requestDisplayMode")).toBe(true);
    expect(await host.requestDisplayMode({ mode: "pip" })).toEqual({ mode: "inline" });
    expect(host.getSnapshot().displayMode).toBe("inline");
  });

  it("a resources/read answered 'resource not found' (-32002, as an MCP server answers) is present", async () => {
    const { host } = await connectToBridge({
      capabilities: { serverResources: {} },
      setup(appBridge) {
        appBridge.onreadresource = async ({ uri }) => {
          throw Object.assign(new Error(`Resource not found: ${uri}`), { code: -32002 });
        };
      },
    });
    open.push(host);
    const found = await probeHost(host, { methods: ["resources/read"] });
    expect(found.methods["resources/read"]).toBe("present");
    expect(host.supports("readResource")).toBe(true);
  });

  it("a method that times out or fails otherwise is unknown, never absent", async () => {
    const { host } = await connectToBridge({
      capabilities: { serverTools: {} },
      setup(appBridge) {
        appBridge.oncalltool = () => new Promise(() => {}); // never answers
        appBridge.onrequestdisplaymode = async () => {
          throw new Error("the host broke"); // -32603
        };
      },
    });
    open.push(host);
    const found = await probeHost(host, { timeoutMs: 200, methods: ["tools/call", "ui/request-display-mode"] });
    expect(found.methods["tools/call"]).toBe("unknown");
    expect(found.methods["ui/request-display-mode"]).toBe("unknown");
    expect(found.absent).toEqual([]);
    expect(host.supports("callTool")).toBe(true);
    expect(host.supports("requestDisplayMode")).toBe(true);
  });
});

describe("probeHost without a bridge", () => {
  it("in ChatGPT without the bridge every method is unknown and supports() is unchanged", async () => {
    fake = installFakeOpenAi(window);
    const { createHost } = await import("./host.js");
    const host = createHost({ storage: null, notice: false });
    open.push(host);
    const found = await probeHost(host);
    expect(new Set(Object.values(found.methods))).toEqual(new Set(["unknown"]));
    expect(Object.keys(found.methods)).toEqual(PROBE_REQUESTS.map((request) => request.method));
    expect(found.handshake).toBe("none");
    expect(host.supports("openExternal")).toBe(true);
  });
});
