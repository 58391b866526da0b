import { act, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { expect, it } from "vitest";
import { useKeptToolOutput } from "./restore.js";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";
import { renderWith } from "./test-support/render-with.js";

const TOOL_INFO = { id: "call_1", tool: { name: "show_pizzas", inputSchema: { type: "object" as const } } };

// The default storage, jsdom's localStorage, outlives the hosts of the test as it outlives a reload.
function Pizzas() {
  const { toolOutput, restored } = useKeptToolOutput<{ pizzas: string[] }>({ appName: "pizzas" });
  return <p data-testid="out">{`${toolOutput?.pizzas?.join(",") ?? "none"}${restored ? " (restored)" : ""}`}</p>;
}

it("useKeptToolOutput shows the saved output, marked restored, after a reload with an emptied replay", async () => {
  localStorage.clear();
  const first = await mcpAppsHost({ hostContext: { toolInfo: TOOL_INFO } });
  const view = renderWith(first.host, <Pizzas />);
  await act(async () => {
    await first.bridge.sendToolResult({ content: [], structuredContent: { pizzas: ["margherita"] } });
  });
  await waitFor(() => expect(view.getByTestId("out").textContent).toBe("margherita"));
  view.unmount();
  await first.host.close();

  const reload = await mcpAppsHost({ hostContext: { toolInfo: TOOL_INFO } });
  const again = renderWith(
    reload.host,
    <StrictMode>
      <Pizzas />
    </StrictMode>,
  );
  expect(again.getByTestId("out").textContent).toBe("margherita (restored)");
  await act(async () => {
    await reload.bridge.sendToolResult({ content: [{ type: "text", text: "{}" }], structuredContent: {} });
  });
  await waitFor(() => expect(reload.host.getSnapshot().toolOutput).toEqual({}));
  expect(again.getByTestId("out").textContent).toBe("margherita (restored)");
  // A real result is shown as it is, in StrictMode too (the keeper still follows the host).
  await act(async () => {
    await reload.bridge.sendToolResult({ content: [], structuredContent: { pizzas: ["diavola"] } });
  });
  await waitFor(() => expect(again.getByTestId("out").textContent).toBe("diavola"));
  again.unmount();
  await reload.host.close();
});
