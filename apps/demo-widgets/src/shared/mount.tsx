import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createHost, type DisplayMode, type UnknownObject } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";
import "./theme.css";

export interface MountOptions {
  /** The widget's name, sent to MCP Apps hosts as `appInfo.name`. */
  name: string;
  /** The display modes this widget can render (declared in the MCP Apps handshake). */
  displayModes?: DisplayMode[];
  /** More capabilities for the handshake, e.g. `{ tools: { listChanged: true } }` for a widget that offers tools (`useAppTool`). */
  appCapabilities?: UnknownObject;
}

/**
 * Creates the widget's host once and renders `app` into `#root`. In the dev server a page opened
 * on its own runs inside `@hostbridge/vite`'s fake host, so nothing here knows about dev mode.
 */
export function mount(app: ReactNode, { name, displayModes = ["inline"], appCapabilities }: MountOptions): void {
  const host = createHost({
    appInfo: { name: `hostbridge-demo-${name}`, version: "0.1.0" },
    availableDisplayModes: displayModes,
    appCapabilities,
  });
  const element = document.getElementById("root");
  if (!element) throw new Error("The widget page has no #root element.");
  createRoot(element).render(
    <StrictMode>
      <HostProvider host={host}>{app}</HostProvider>
    </StrictMode>,
  );
}
