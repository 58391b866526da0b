import { describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/core";
import { registerAppTools } from "@hostbridge/core/tools";
import { useAppTool } from "@hostbridge/react/tools";
import { AppToolsNotDeclaredError } from "../model/app-tools.js";
import { createMcpAppsHost } from "./mcp-apps-host.js";
import { renderWidget } from "./render-widget.js";

function Selection() {
  useAppTool({
    name: "get_selection",
    description: "The pizzas the user selected",
    handler: () => ({ content: [{ type: "text", text: "2 pizzas" }] }),
  });
  return <p>widget</p>;
}

const methodsSent = (sent: readonly unknown[]) =>
  sent.map((frame) => (frame as { method?: string }).method).filter((method) => method !== undefined);

describe("the fake MCP Apps host and the widget's own tools", () => {
  it("sends no tools/list or tools/call to a widget whose handshake declared no tools, as real hosts", async () => {
    const view = await renderWidget(<Selection />, { host: "mcp-apps" });
    const bridge = view.mcp!.bridge;
    expect(view.mcp!.appCapabilities?.tools).toBeUndefined();
    await expect(bridge.listTools({})).rejects.toBeInstanceOf(AppToolsNotDeclaredError);
    await expect(bridge.listTools({})).rejects.toThrow(/declared no tools .*appCapabilities: \{ tools/);
    await expect(bridge.callTool({ name: "get_selection", arguments: {} })).rejects.toMatchObject({
      code: "app_tools_not_declared",
      method: "tools/call",
      reason: "not-declared",
    });
    expect(methodsSent(view.mcp!.sent)).not.toContain("tools/list");
    expect(methodsSent(view.mcp!.sent)).not.toContain("tools/call");
  });

  it("lists and calls them once the widget declared appCapabilities.tools", async () => {
    const view = await renderWidget(<Selection />, {
      host: "mcp-apps",
      hostOptions: { appCapabilities: { tools: { listChanged: true } } },
    });
    const bridge = view.mcp!.bridge;
    const { tools } = await bridge.listTools({});
    expect(tools.map((tool) => tool.name)).toEqual(["get_selection"]);
    await expect(bridge.callTool({ name: "get_selection", arguments: {} })).resolves.toMatchObject({
      content: [{ type: "text", text: "2 pizzas" }],
    });
  });

  it("appTools() and callAppTool() asked before the handshake wait for it, then reach the widget's tools", async () => {
    const mcp = createMcpAppsHost();
    const listed = mcp.appTools();
    const called = mcp.callAppTool("count", { of: "pizzas" });
    const host = createHost({ port: mcp.port, storage: null, appCapabilities: { tools: {} } });
    registerAppTools(host, [
      {
        name: "count",
        inputSchema: { type: "object", properties: { of: { type: "string" } } },
        handler: (args) => ({ content: [{ type: "text", text: `2 ${String(args.of)}` }] }),
      },
    ]);
    try {
      expect(await listed).toEqual([
        { name: "count", inputSchema: { type: "object", properties: { of: { type: "string" } } } },
      ]);
      expect(await called).toEqual({ content: [{ type: "text", text: "2 pizzas" }] });
    } finally {
      await host.close();
    }
  });
});
