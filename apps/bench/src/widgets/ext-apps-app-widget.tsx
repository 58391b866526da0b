import { useEffect, useState } from "react";
import { App } from "@modelcontextprotocol/ext-apps";

// One App per document, as the official examples do outside React's lifecycle.
const app = new App({ name: "bench-widget", version: "1.0.0" });

/**
 * The measured widget with the official main entry (`App`) driven from React: output from
 * `ontoolresult`, state in React mirrored to the model with `updateModelContext`.
 */
export function Widget() {
  const [output, setOutput] = useState<{ title?: string } | null>(null);
  const [state, setLocal] = useState({ count: 0 });
  useEffect(() => {
    app.ontoolresult = (result) => setOutput((result.structuredContent as { title?: string }) ?? null);
    void app.connect();
  }, []);
  const setState = (next: { count: number }) => {
    setLocal(next);
    void app.updateModelContext({ structuredContent: next });
  };
  return (
    <button data-bench="output" onClick={() => setState({ count: state.count + 1 })}>
      {output?.title} {state.count}
    </button>
  );
}
