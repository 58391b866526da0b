import type { PizzaListOutput, MorePizzasOutput } from "../widgets/pizza-list/types.js";

export const PIZZAS: PizzaListOutput = {
  city: "Naples",
  nextCursor: "page-2",
  pizzas: [
    {
      id: "p1",
      name: "Margherita",
      description: "Tomato, mozzarella and basil.",
      price: 9.5,
      rating: 4.8,
      toppings: ["tomato", "mozzarella", "basil"],
    },
    {
      id: "p2",
      name: "Diavola",
      description: "Spicy salami on a thin crust.",
      price: 11,
      rating: 4.6,
      toppings: ["tomato", "salami", "chili"],
    },
  ],
};

export const MORE_PIZZAS: MorePizzasOutput = {
  nextCursor: null,
  pizzas: [
    {
      id: "p3",
      name: "Marinara",
      description: "Garlic and oregano, no cheese.",
      price: 7,
      rating: 4.5,
      toppings: ["tomato", "garlic", "oregano"],
    },
  ],
};

export const CARDS = {
  title: "Trip ideas",
  cards: [
    { id: "c1", title: "Lisbon", body: "Trams, tiles and pastries." },
    { id: "c2", title: "Kyoto", body: "Temples and quiet gardens." },
  ],
};

export const FILES = {
  files: [{ fileId: "f-report", fileName: "report.pdf", mimeType: "application/pdf" }],
};
