import { useToolOutput, useWidgetState } from "@hostbridge/react";

/** The measured widget, hostbridge flavour: reads the tool output and keeps widget state. */
export function Widget() {
  const output = useToolOutput<{ title?: string }>();
  const [state, setState] = useWidgetState({ count: 0 });
  return (
    <button data-bench="output" onClick={() => setState({ count: state.count + 1 })}>
      {output?.title} {state.count}
    </button>
  );
}
