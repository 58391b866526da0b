import { act, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { expect, it } from "vitest";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";
import { renderWith } from "./test-support/render-with.js";
import { useHostStyles } from "./styles.js";

it("useHostStyles applies the host's variables and color-scheme to the ref, follows changes, undoes on unmount", async () => {
  const { host, bridge } = await mcpAppsHost({
    hostContext: { theme: "dark", styles: { variables: { "--color-text-primary": "#eee" } as never } },
  });
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
