// biome-ignore-all format: the README shows these lines as one would write them in a host page
// #region readme
import { connectOpenAiFrame } from "@hostbridge/testing/browser";
const chatgpt = connectOpenAiFrame(() => iframe.contentWindow, { theme: "dark", handlers: { /* ... */ } });
chatgpt.init;            // the object to put in window.__hostbridgeOpenaiInit (current globals)
chatgpt.set({ theme: "light" });
chatgpt.calls;
chatgpt.dispose();
// #endregion readme

/** The widget's frame in the host page. */
declare const iframe: HTMLIFrameElement;
