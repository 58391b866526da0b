import type { WidgetSample } from "@hostbridge/vite";
import type { Pizza } from "./types.js";

const pizza = (
  id: string,
  name: string,
  price: number,
  rating: number,
  toppings: string[],
  description: string,
): Pizza => ({
  id,
  name,
  price,
  rating,
  toppings,
  description,
});

/** Dev-server data (the fake host of a page opened on its own): what `show_pizzas` and `load_more_pizzas` might return. */
export const sample: WidgetSample = {
  toolInput: { city: "Naples" },
  toolOutput: {
    city: "Naples",
    nextCursor: "2",
    pizzas: [
      pizza(
        "margherita",
        "Margherita",
        8.5,
        4.8,
        ["tomato", "fior di latte", "basil"],
        "The classic: San Marzano tomato, fior di latte, basil, olive oil.",
      ),
      pizza(
        "diavola",
        "Diavola",
        10,
        4.6,
        ["tomato", "salami", "chili"],
        "Spicy salami and chili on a blistered crust.",
      ),
      pizza(
        "marinara",
        "Marinara",
        7,
        4.5,
        ["tomato", "garlic", "oregano"],
        "No cheese: tomato, garlic, oregano and good oil.",
      ),
    ],
  },
  tools: {
    load_more_pizzas: {
      content: [],
      structuredContent: {
        nextCursor: null,
        pizzas: [
          pizza(
            "capricciosa",
            "Capricciosa",
            11.5,
            4.4,
            ["ham", "artichoke", "mushroom", "olive"],
            "A little of everything.",
          ),
        ],
      },
    },
  },
};
