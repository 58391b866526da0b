import { afterEach, expect, it } from "vitest";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";

let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

const TOOL = {
  name: "show_pizzas",
  inputSchema: { type: "object" as const },
  _meta: { ui: { resourceUri: "ui://pizza" } },
};

it("exposes the raw host context pieces: userAgent string, toolInfo, containerDimensions, capabilities", async () => {
  const pair = await connectToBridge({
    capabilities: { openLinks: {}, serverTools: { listChanged: true } },
    hostContext: {
      theme: "dark",
      userAgent: "Claude/1.0",
      toolInfo: { id: 7, tool: TOOL },
      containerDimensions: { height: 400, maxWidth: 720 },
      extraKey: { kept: true },
    } as never,
  });
  host = pair.host;
  await host.ready;
  const snapshot = host.getSnapshot();
  expect(snapshot.hostUserAgent).toBe("Claude/1.0");
  expect(snapshot.userAgent.device.type).toBe("unknown"); // window.openai's object keeps its own shape
  expect(snapshot.toolInfo).toEqual({ id: 7, tool: TOOL });
  expect(snapshot.containerDimensions).toEqual({ height: 400, maxWidth: 720 });
  expect(snapshot.hostCapabilities).toEqual({ openLinks: {}, serverTools: { listChanged: true } });
  expect(snapshot.hostContext).toMatchObject({ userAgent: "Claude/1.0", extraKey: { kept: true } });
});

it("follows host-context changes and ignores a malformed toolInfo or userAgent", async () => {
  const pair = await connectToBridge({ hostContext: { theme: "light", toolInfo: { id: "c1", tool: TOOL } } });
  host = pair.host;
  await host.ready;
  const changed: string[][] = [];
  host.subscribe((keys) => changed.push([...keys]));
  pair.bridge.setHostContext({ theme: "light", toolInfo: { tool: { name: 5 } }, userAgent: 42 } as never);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(host.getSnapshot().toolInfo).toEqual({ id: "c1", tool: TOOL });
  expect(host.getSnapshot().hostUserAgent).toBeNull();
  pair.bridge.setHostContext({ theme: "light", userAgent: "Host/2" } as never);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(host.getSnapshot().hostUserAgent).toBe("Host/2");
  expect(changed.flat()).toContain("hostUserAgent");
});
