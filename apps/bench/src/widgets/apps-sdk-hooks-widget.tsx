import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

// The floor: the plain `window.openai` hooks every ChatGPT app starts from (the `useOpenAiGlobal`
// pattern, written here from the Apps SDK reference's examples). No MCP Apps support, no fallbacks.
type Globals = { toolOutput: { title?: string } | null; widgetState: Record<string, unknown> | null };
type OpenAi = Globals & { setWidgetState(state: unknown): Promise<void> };
// A local view of window.openai (no global augmentation, which would leak into other packages' types).
const openai = () => (window as unknown as { openai?: OpenAi }).openai;

function useOpenAiGlobal<K extends keyof Globals>(key: K): Globals[K] {
  return useSyncExternalStore(
    (onChange) => {
      const handler = (event: Event) => {
        if ((event as CustomEvent<{ globals: Partial<Globals> }>).detail.globals[key] !== undefined) onChange();
      };
      window.addEventListener("openai:set_globals", handler, { passive: true });
      return () => window.removeEventListener("openai:set_globals", handler);
    },
    () => {
      const api = openai();
      if (!api) throw new Error("This hook requires a ChatGPT app host.");
      return api[key];
    },
  );
}

function useWidgetState<T extends Record<string, unknown>>(defaultState: T) {
  const fromHost = useOpenAiGlobal("widgetState") as T | null;
  const [state, setLocal] = useState<T>(fromHost ?? defaultState);
  useEffect(() => {
    if (fromHost) setLocal(fromHost);
  }, [fromHost]);
  const setState = useCallback((next: T) => {
    setLocal(next);
    void openai()?.setWidgetState(next);
  }, []);
  return [state, setState] as const;
}

export function Widget() {
  const output = useOpenAiGlobal("toolOutput");
  const [state, setState] = useWidgetState({ count: 0 });
  return (
    <button data-bench="output" onClick={() => setState({ count: state.count + 1 })}>
      {output?.title} {state.count}
    </button>
  );
}
