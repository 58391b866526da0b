import type { WidgetSample } from "@hostbridge/vite";

// What the dev page's fake host (ChatGPT or MCP Apps) gives the widget opened on its own.
export const sample: WidgetSample = {
  toolInput: { city: "Naples" },
  toolOutput: {
    pizzas: [
      { id: "margherita", name: "Margherita", photo: "https://images.example.com/margherita.jpg" },
      { id: "marinara", name: "Marinara", photo: "https://images.example.com/marinara.jpg" },
    ],
  },
};
