import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import { act, waitFor } from "@testing-library/react";
import { createHost } from "@hostbridge/core";
import { linkedPorts } from "@hostbridge/core/testing";
import { useRef } from "react";
import { expect, it } from "vitest";
import { portTransport } from "./test-support/port-transport.js";
import { renderWith } from "./test-support/render-with.js";
import { useHostStyles } from "./styles.js";

it("useHostStyles applies the host's variables and color-scheme to the ref, follows changes, undoes on unmount", async () => {
  const { viewPort, hostPort } = linkedPorts();
  const bridge = new AppBridge(
    null,
    { name: "TestHost", version: "1" },
    {},
    {
      hostContext: { theme: "dark", styles: { variables: { "--color-text-primary": "#eee" } as never } },
    },
  );
  await bridge.connect(portTransport(hostPort));
  const host = createHost({ port: viewPort, storage: null, notice: false });
  await host.ready;
  function Widget() {
    const ref = useRef<HTMLDivElement>(null);
    useHostStyles(ref);
    return <div ref={ref} data-testid="root" />;
  }
  const view = renderWith(host, <Widget />);
  const root = view.getByTestId("root");
  expect(root.style.getPropertyValue("--color-text-primary")).toBe("#eee");
  expect(root.style.colorScheme).toBe("dark");
  await act(async () => {
    bridge.setHostContext({ theme: "light", styles: { variables: { "--color-text-primary": "#111" } as never } });
  });
  await waitFor(() => expect(root.style.getPropertyValue("--color-text-primary")).toBe("#111"));
  expect(root.style.colorScheme).toBe("light");
  view.unmount();
  expect(root.style.getPropertyValue("--color-text-primary")).toBe("");
  await host.close();
});
