import type { WidgetSample } from "@hostbridge/vite";

/** Dev-server data (the fake host of a page opened on its own) for `show_display_demo`. */
export const sample: WidgetSample = {
  toolOutput: {
    title: "Display modes",
    cards: [
      { id: "inline", title: "Inline", body: "Sits in the conversation and grows with its content." },
      { id: "pip", title: "Picture-in-picture", body: "A small floating window that stays while the chat scrolls." },
      { id: "fullscreen", title: "Fullscreen", body: "Takes over the viewport, for maps, editors and long lists." },
    ],
  },
};
