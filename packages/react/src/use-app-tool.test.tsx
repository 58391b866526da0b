import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import { createHost } from "@hostbridge/core";
import { linkedPorts } from "@hostbridge/core/testing";
import { useState } from "react";
import { act } from "@testing-library/react";
import { expect, it } from "vitest";
import { portTransport } from "./test-support/port-transport.js";
import { renderWith } from "./test-support/render-with.js";
import { useAppTool } from "./tools.js";

it("useAppTool offers a tool to the official AppBridge while mounted, running the latest handler", async () => {
  const { viewPort, hostPort } = linkedPorts();
  const bridge = new AppBridge(null, { name: "TestHost", version: "1" }, {}, { hostContext: {} });
  await bridge.connect(portTransport(hostPort));
  const host = createHost({ port: viewPort, storage: null, notice: false, appCapabilities: { tools: {} } });
  await host.ready;
  let select: (count: number) => void = () => {};
  function Widget() {
    const [count, setCount] = useState(1);
    select = setCount;
    useAppTool({
      name: "get_selection",
      description: "How many items the user selected",
      handler: () => ({ content: [{ type: "text", text: `${count} selected` }] }),
    });
    return null;
  }
  const view = renderWith(host, <Widget />);
  expect((await bridge.listTools({})).tools.map((tool) => tool.name)).toEqual(["get_selection"]);
  expect(await bridge.callTool({ name: "get_selection", arguments: {} })).toMatchObject({
    content: [{ type: "text", text: "1 selected" }],
  });
  act(() => select(3));
  expect(await bridge.callTool({ name: "get_selection", arguments: {} })).toMatchObject({
    content: [{ type: "text", text: "3 selected" }],
  });
  view.unmount();
  expect((await bridge.listTools({})).tools).toEqual([]);
  await host.close();
});
