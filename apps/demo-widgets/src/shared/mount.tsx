import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createHost, type DisplayMode } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";
import type { DevSample } from "./dev-host.js";
import "./theme.css";

export interface MountOptions {
  /** The widget's name, sent to MCP Apps hosts as `appInfo.name`. */
  name: string;
  /** The display modes this widget can render (declared in the MCP Apps handshake). */
  displayModes?: DisplayMode[];
  /** Dev server only: sample data for the page opened on its own (pass `undefined` in builds). */
  sample?: () => Promise<{ sample: DevSample }>;
}

/** Creates the widget's host once and renders `app` into `#root`. */
export async function mount(app: ReactNode, { name, displayModes = ["inline"], sample }: MountOptions): Promise<void> {
  if (import.meta.env.DEV && sample) {
    const { installDevHost } = await import("./dev-host.js");
    await installDevHost(sample);
  }
  const host = createHost({
    appInfo: { name: `hostbridge-demo-${name}`, version: "0.1.0" },
    availableDisplayModes: displayModes,
  });
  const element = document.getElementById("root");
  if (!element) throw new Error("The widget page has no #root element.");
  createRoot(element).render(
    <StrictMode>
      <HostProvider host={host}>{app}</HostProvider>
    </StrictMode>,
  );
}
