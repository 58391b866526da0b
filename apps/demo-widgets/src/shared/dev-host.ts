import type { ChatGptHostOptions } from "@hostbridge/testing";

/** Sample data for a widget page opened on its own in the Vite dev server. */
export type DevSample = Omit<ChatGptHostOptions, "window">;

/**
 * Dev server only: a page opened on its own (no parent frame, no `window.openai`) gets the testing
 * kit's fake ChatGPT host with sample data, so every button does something. Never in a build:
 * callers pass the loader only when `import.meta.env.DEV`.
 */
export async function installDevHost(load: () => Promise<{ sample: DevSample }>): Promise<void> {
  if (window.parent !== window || "openai" in window) return;
  const [{ createChatGptHost }, { sample }] = await Promise.all([import("@hostbridge/testing"), load()]);
  const theme = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  createChatGptHost({ theme, locale: navigator.language, ...sample, window });
}
