import type { ReactNode } from "react";
import { render, type RenderResult } from "@testing-library/react";
import type { Host } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";

/** A `Storage` backed by a Map: what survives a reload of the widget frame in a test. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** Runs `use` inside a component under a provider for `host` and returns a getter for its latest result. */
export function captureHook<T>(host: Host, use: () => T): RenderResult & { get(): T } {
  const box: { current?: T } = {};
  function Probe() {
    box.current = use();
    return null;
  }
  const view = render(<HostProvider host={host}>{(<Probe />) as ReactNode}</HostProvider>);
  return { get: () => box.current as T, ...view };
}
