// biome-ignore-all format: the README shows these lines with their comments aligned
import { createChatGptHost, type OpenAi } from "@hostbridge/testing";

// The fake installs window.openai; this module alone types it.
declare const window: Window & typeof globalThis & { openai: OpenAi };

// #region readme
const chatgpt = createChatGptHost({ toolOutput: { city: "Paris" }, locale: "fr-FR", device: "mobile" });
window.openai.toolOutput;                        // { city: "Paris" }
chatgpt.set({ theme: "dark" });                  // assigns, then dispatches openai:set_globals
await window.openai.sendFollowUpMessage({ prompt: "Hi" });
chatgpt.messages;                                // [{ prompt: "Hi", scrollToBottom: true }]
chatgpt.calls;                                   // [{ fn: "sendFollowUpMessage", args: [{ prompt: "Hi" }] }]
chatgpt.uninstall();
// #endregion readme
