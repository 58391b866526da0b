import type { ReactNode } from "react";
import { render, type RenderResult } from "@testing-library/react";
import type { Host } from "@hostbridge/core";
import { HostProvider } from "../host-context.js";

/** Renders `ui` under a provider for `host`. */
export const renderWith = (host: Host, ui: ReactNode): RenderResult =>
  render(<HostProvider host={host}>{ui}</HostProvider>);

/** Runs `use` inside a component and returns a getter for its latest result. */
export function captureHook<T>(host: Host, use: () => T): RenderResult & { get(): T } {
  const box: { current?: T } = {};
  function Probe() {
    box.current = use();
    return null;
  }
  const view = renderWith(host, <Probe />);
  return { get: () => box.current as T, ...view };
}
