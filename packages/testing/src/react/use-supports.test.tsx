import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/core";
import { createMcpAppsHost } from "../index.js";
import { useSupports } from "@hostbridge/react";
import { captureHook } from "../test-support/react-helpers.js";

describe("useSupports on a real core host", () => {
  it("re-renders when the handshake ends, though the host context equals the defaults", async () => {
    // basic-host's capabilities exactly, and a context that changes no snapshot value.
    const mcp = createMcpAppsHost({
      capabilities: { openLinks: {}, serverTools: {}, serverResources: {}, updateModelContext: { text: {} } },
      hostContext: { theme: "light", displayMode: "inline" },
    });
    const host = createHost({ port: mcp.port, storage: null, notice: false });
    const callTool = captureHook(host, () => useSupports("callTool"));
    const message = captureHook(host, () => useSupports("sendFollowUpMessage"));
    expect(callTool.get()).toBe(false); // pending: nothing looks supported yet
    await act(() => host.ready);
    expect(callTool.get()).toBe(true);
    expect(message.get()).toBe(true); // `message` is not advertised: a hint, not a gate
    await act(() => host.close());
    expect(callTool.get()).toBe(false);
  });

  it("turns false once the host answers -32601", async () => {
    const mcp = createMcpAppsHost({ capabilities: { serverTools: {} } }); // no `message`: the fake answers -32601
    const host = createHost({ port: mcp.port, storage: null, notice: false });
    const message = captureHook(host, () => useSupports("sendFollowUpMessage"));
    await act(() => host.ready);
    expect(message.get()).toBe(true);
    await act(() => host.sendFollowUpMessage({ prompt: "x" }).catch(() => {}));
    expect(message.get()).toBe(false);
    await host.close();
  });
});
