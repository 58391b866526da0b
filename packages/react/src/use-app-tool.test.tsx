import { useState } from "react";
import { act } from "@testing-library/react";
import { expect, it } from "vitest";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";
import { renderWith } from "./test-support/render-with.js";
import { useAppTool } from "./tools.js";

it("useAppTool offers a tool to the official AppBridge while mounted, running the latest handler", async () => {
  const { host, bridge } = await mcpAppsHost({ hostOptions: { appCapabilities: { tools: {} } } });
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
