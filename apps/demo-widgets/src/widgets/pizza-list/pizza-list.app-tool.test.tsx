import { render, screen } from "@testing-library/react";
import { createHost } from "@hostbridge/core";
import { linkedPorts } from "@hostbridge/core/testing";
import { HostProvider } from "@hostbridge/react";
import { expect, it } from "vitest";
import { PIZZAS } from "../../test-support/fixtures.js";
import { PizzaListWidget } from "./pizza-list.js";

/** A host side over linked ports that answers the handshake and can send the view requests. */
function scriptedHost() {
  const { viewPort, hostPort } = linkedPorts();
  const answers = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  let initializeParams: { appCapabilities?: unknown } | undefined;
  hostPort.listen((message) => {
    const { id, method, params, result, error } = message as {
      id: number;
      method?: string;
      params?: { appCapabilities?: unknown };
      result?: unknown;
      error?: unknown;
    };
    if (method === "ui/initialize") {
      initializeParams = params;
      hostPort.post({
        jsonrpc: "2.0",
        id,
        result: { protocolVersion: "2026-01-26", hostCapabilities: {}, hostContext: {} },
      });
    } else if (method === undefined && answers.has(id)) answers.get(id)!({ result, error });
  });
  let nextId = 1000;
  const request = (method: string, params: unknown) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      hostPort.post({ jsonrpc: "2.0", id, method, params });
    });
  const notify = (method: string, params: unknown) => hostPort.post({ jsonrpc: "2.0", method, params });
  return { viewPort, request, notify, initializeParams: () => initializeParams };
}

it("pizza-list offers get_visible_pizzas: the host lists it and calls it", async () => {
  const peer = scriptedHost();
  const host = createHost({ port: peer.viewPort, storage: null, notice: false, appCapabilities: { tools: {} } });
  await host.ready;
  expect(peer.initializeParams()?.appCapabilities).toMatchObject({ tools: {} });
  peer.notify("ui/notifications/tool-result", { structuredContent: PIZZAS, content: [] });
  render(
    <HostProvider host={host}>
      <PizzaListWidget />
    </HostProvider>,
  );
  await screen.findAllByTestId("pizza-item");
  const listed = await peer.request("tools/list", {});
  expect((listed.result as { tools: { name: string }[] }).tools.map((tool) => tool.name)).toEqual([
    "get_visible_pizzas",
  ]);
  const called = await peer.request("tools/call", { name: "get_visible_pizzas", arguments: {} });
  expect(called.result).toMatchObject({
    structuredContent: { pizzas: [{ id: "p1" }, { id: "p2" }], selectedId: null },
  });
  await host.close();
});
