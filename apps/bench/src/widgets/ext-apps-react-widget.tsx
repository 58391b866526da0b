import { useState } from "react";
import { useApp, type App } from "@modelcontextprotocol/ext-apps/react";

/**
 * The measured widget with the official React entry: `useApp` connects, `ontoolresult` gives the
 * output; MCP Apps has no widget state, so the state is React state mirrored to the model with
 * `updateModelContext` (the closest official equivalent).
 */
export function Widget({ onAppCreated, autoResize }: { onAppCreated?: (app: App) => void; autoResize?: boolean }) {
  const [output, setOutput] = useState<{ title?: string } | null>(null);
  const [state, setLocal] = useState({ count: 0 });
  const { app } = useApp({
    appInfo: { name: "bench-widget", version: "1.0.0" },
    capabilities: {},
    autoResize,
    onAppCreated: (created) => {
      created.ontoolresult = (result) => setOutput((result.structuredContent as { title?: string }) ?? null);
      onAppCreated?.(created);
    },
  });
  const setState = (next: { count: number }) => {
    setLocal(next);
    void app?.updateModelContext({ structuredContent: next });
  };
  return (
    <button data-bench="output" onClick={() => setState({ count: state.count + 1 })}>
      {output?.title} {state.count}
    </button>
  );
}
