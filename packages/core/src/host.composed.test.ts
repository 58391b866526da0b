import { afterEach, describe, expect, it } from "vitest";
import { UnsupportedError } from "./errors.js";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";

let fake: FakeOpenAi | undefined;
let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  fake?.uninstall();
  fake = host = undefined;
});

describe("ChatGPT with both window.openai and the MCP Apps bridge", () => {
  it("prefers the bridge where its capability is offered, window.openai elsewhere", async () => {
    fake = installFakeOpenAi(window, { globals: { toolOutput: { first: true } } });
    const bridgeCalls: string[] = [];
    const pair = await connectToBridge({
      capabilities: { serverTools: {}, openLinks: {} },
      hostOptions: { window },
      setup(b) {
        b.oncalltool = async (p) => (
          bridgeCalls.push(`tools/call ${p.name}`), { content: [], structuredContent: { via: "bridge" } }
        );
        b.onopenlink = async (p) => (bridgeCalls.push(`open-link ${p.url}`), {});
        b.onrequestdisplaymode = async (p) => (bridgeCalls.push(`display ${p.mode}`), { mode: p.mode });
        b.onrequestteardown = () => void bridgeCalls.push("request-teardown");
      },
    });
    host = pair.host;
    expect(host.kind).toBe("chatgpt");
    expect(host.getSnapshot().toolOutput).toEqual({ first: true }); // first render, before any handshake
    await host.ready;
    await pair.initialized;

    expect((await host.callTool("t", {})).structuredContent).toEqual({ via: "bridge" });
    await host.openExternal({ href: "https://a.example" });
    await host.openExternal({ href: "https://b.example", redirectUrl: false }); // only window.openai has it
    await host.sendFollowUpMessage({ prompt: "hi" }); // no `message` capability: window.openai
    await host.requestDisplayMode({ mode: "fullscreen" });
    await host.requestClose(); // window.openai.requestClose is preferred
    await host.setWidgetState({ a: 1 }); // ChatGPT's own widget state
    await new Promise((r) => setTimeout(r, 10));

    expect(bridgeCalls).toEqual(["tools/call t", "open-link https://a.example", "display fullscreen"]);
    expect(fake.calls.map((c) => c[0])).toEqual([
      "openExternal",
      "sendFollowUpMessage",
      "requestClose",
      "setWidgetState",
    ]);
    // A hint, not a gate: the connected bridge is asked; its -32601 answer teaches supports().
    expect(host.supports("updateModelContext")).toBe(true);
    await expect(host.updateModelContext({ content: [] })).rejects.toBeInstanceOf(UnsupportedError);
    expect(host.supports("updateModelContext")).toBe(false);
    expect(host.supports("uploadFile")).toBe(true);
  });

  it("before the handshake, window.openai serves what it can at once", async () => {
    fake = installFakeOpenAi(window);
    const pair = await connectToBridge({ capabilities: { serverTools: {} }, hostOptions: { window } });
    host = pair.host;
    const r = await host.callTool("early", {}); // not waiting for the bridge
    expect(r.structuredContent).toEqual({ name: "early", args: {} });
    expect(host.supports("requestDisplayMode")).toBe(true);
    await host.ready;
  });
});
