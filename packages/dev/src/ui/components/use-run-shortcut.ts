import { useEffect } from "react";

/** How the Run button's shortcut reads on this platform. */
export const SHORTCUT_LABEL = /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘↵" : "Ctrl+↵";

/** Ctrl+Enter (⌘+Enter on a Mac) anywhere on the page submits `form`, as the Run button does. */
export function useRunShortcut(form: { current: HTMLFormElement | null }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || !form.current) return;
      const run = form.current.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!run || run.disabled) return;
      event.preventDefault();
      form.current.requestSubmit(run);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [form]);
}
