import { afterEach, expect, it } from "vitest";
import { registerAppTools } from "./app-tools.js";
import { InvalidArgumentError } from "./errors.js";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";

let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

async function withTools() {
  let initializedCapabilities: unknown;
  const pair = await connectToBridge({
    hostOptions: { appCapabilities: { tools: {} } },
    setup: (bridge) => {
      bridge.oninitialized = () => (initializedCapabilities = bridge.getAppCapabilities());
    },
  });
  host = pair.host;
  await host.ready;
  await pair.initialized;
  return { bridge: pair.bridge, capabilities: () => initializedCapabilities };
}

it("the official AppBridge lists and calls the widget's tools", async () => {
  const { bridge, capabilities } = await withTools();
  expect(capabilities()).toMatchObject({ tools: {}, availableDisplayModes: ["inline", "pip", "fullscreen"] });
  const stop = registerAppTools(host!, [
    {
      name: "get_selection",
      description: "The pizzas the user selected",
      handler: (args) => ({
        content: [{ type: "text", text: `selected for ${args.who}` }],
        structuredContent: { ids: [1] },
      }),
    },
    {
      name: "fail",
      inputSchema: { type: "object", properties: { n: { type: "number" } } },
      handler: () => {
        throw new Error("nothing selected");
      },
    },
  ]);
  const listed = await bridge.listTools({});
  expect(listed.tools).toEqual([
    { name: "get_selection", description: "The pizzas the user selected", inputSchema: { type: "object" } },
    { name: "fail", inputSchema: { type: "object", properties: { n: { type: "number" } } } },
  ]);
  const result = await bridge.callTool({ name: "get_selection", arguments: { who: "model" } });
  expect(result).toMatchObject({
    content: [{ type: "text", text: "selected for model" }],
    structuredContent: { ids: [1] },
  });
  const failed = await bridge.callTool({ name: "fail", arguments: {} });
  expect(failed).toMatchObject({ isError: true, content: [{ type: "text", text: "nothing selected" }] });
  await expect(bridge.callTool({ name: "missing", arguments: {} })).rejects.toThrow("Unknown tool: missing");

  stop();
  expect((await bridge.listTools({})).tools).toEqual([]);
});

it("rejects a tool without a handler and a name registered twice", async () => {
  await withTools();
  expect(() => registerAppTools(host!, [{ name: "x" } as never])).toThrow(InvalidArgumentError);
  registerAppTools(host!, [{ name: "x", handler: () => ({ content: [] }) }]);
  expect(() => registerAppTools(host!, [{ name: "x", handler: () => ({ content: [] }) }])).toThrow(
    '"x" is already registered',
  );
});

it("a widget that registers nothing answers tools/list with -32601", async () => {
  const { bridge } = await withTools();
  await expect(bridge.listTools({})).rejects.toThrow();
});

it("announces a change of its tools to the official AppBridge once the host has listed them", async () => {
  let announcements = 0;
  const pair = await connectToBridge({
    hostOptions: { appCapabilities: { tools: { listChanged: true } } },
    setup: (bridge) => bridge.setNotificationHandler("notifications/tools/list_changed", () => void announcements++),
  });
  host = pair.host;
  await pair.initialized;
  const tool = (name: string) => ({ name, handler: () => ({ content: [] }) });
  const removeFirst = registerAppTools(host, [tool("first")]);
  // Nothing is announced before the host holds a list that a change makes stale.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(announcements).toBe(0);

  expect((await pair.bridge.listTools({})).tools.map((listed) => listed.name)).toEqual(["first"]);
  const removeSecond = registerAppTools(host, [tool("second")]);
  await expect.poll(() => announcements).toBe(1);
  expect((await pair.bridge.listTools({})).tools.map((listed) => listed.name)).toEqual(["first", "second"]);
  removeFirst();
  await expect.poll(() => announcements).toBe(2);
  removeFirst(); // already withdrawn: no change, no announcement
  removeSecond();
  await expect.poll(() => announcements).toBe(3);
  expect((await pair.bridge.listTools({})).tools).toEqual([]);
});
