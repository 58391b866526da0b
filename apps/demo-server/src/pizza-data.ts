/** Demo data for the pizza tools: fixed, so every run (and every test) sees the same list. */
export interface Pizza {
  id: string;
  name: string;
  description: string;
  price: number;
  rating: number;
  toppings: string[];
}

export interface PizzaPage {
  city: string;
  pizzas: Pizza[];
  nextCursor: string | null;
}

/** How many pizzas one call returns; the rest arrive through `load_more_pizzas`. */
export const PIZZA_PAGE_SIZE = 4;

const CITIES: Record<string, Pizza[]> = {
  "San Francisco": [
    {
      id: "sf-1",
      name: "Tony's Pizza Napoletana",
      description: "Wood-fired Margherita from a twelve-time world champion.",
      price: 24,
      rating: 4.7,
      toppings: ["San Marzano tomato", "fior di latte", "basil"],
    },
    {
      id: "sf-2",
      name: "Golden Boy Pizza",
      description: "Focaccia-style squares, sold by the slice in North Beach.",
      price: 6.5,
      rating: 4.6,
      toppings: ["clam", "garlic", "parsley"],
    },
    {
      id: "sf-3",
      name: "Flour + Water Pizzeria",
      description: "Blistered crusts and seasonal toppings in the Mission.",
      price: 22,
      rating: 4.5,
      toppings: ["nduja", "honey", "mozzarella"],
    },
    {
      id: "sf-4",
      name: "Una Pizza Napoletana",
      description: "Five pizzas, naturally leavened dough, nothing else.",
      price: 27,
      rating: 4.8,
      toppings: ["tomato", "buffalo mozzarella", "olive oil"],
    },
    {
      id: "sf-5",
      name: "Little Star Pizza",
      description: "Deep dish with a cornmeal crust, a Divisadero classic.",
      price: 29,
      rating: 4.4,
      toppings: ["spinach", "ricotta", "feta", "mushroom"],
    },
    {
      id: "sf-6",
      name: "Outta Sight Pizza",
      description: "New York slices in the Tenderloin, open late.",
      price: 5,
      rating: 4.5,
      toppings: ["pepperoni", "hot honey"],
    },
    {
      id: "sf-7",
      name: "Pizzeria Delfina",
      description: "Thin, charred and tangy: the clam pie is the move.",
      price: 23,
      rating: 4.5,
      toppings: ["clams", "chili flakes", "pecorino"],
    },
    {
      id: "sf-8",
      name: "Del Popolo",
      description: "Started as a food truck, now a bright room on Bush Street.",
      price: 21,
      rating: 4.3,
      toppings: ["kale", "stracciatella", "lemon"],
    },
    {
      id: "sf-9",
      name: "Zero Zero",
      description: "Named after the flour; pies named after SF streets.",
      price: 20,
      rating: 4.2,
      toppings: ["sausage", "rapini", "provolone"],
    },
    {
      id: "sf-10",
      name: "Arizmendi Bakery",
      description: "A worker-owned co-op with one vegetarian pizza a day.",
      price: 4.5,
      rating: 4.7,
      toppings: ["zucchini", "red onion", "asiago"],
    },
  ],
  "New York": [
    {
      id: "ny-1",
      name: "Joe's Pizza",
      description: "The Greenwich Village slice since 1975.",
      price: 4,
      rating: 4.6,
      toppings: ["tomato", "mozzarella"],
    },
    {
      id: "ny-2",
      name: "Lucali",
      description: "Candle-lit calzones and pies in Carroll Gardens.",
      price: 30,
      rating: 4.7,
      toppings: ["fresh basil", "buffalo mozzarella", "pepperoni"],
    },
    {
      id: "ny-3",
      name: "Prince Street Pizza",
      description: "Square slices with cupped pepperoni.",
      price: 6,
      rating: 4.5,
      toppings: ["spicy pepperoni", "fra diavolo sauce"],
    },
    {
      id: "ny-4",
      name: "L&B Spumoni Gardens",
      description: "Sauce-on-top Sicilian squares in Gravesend.",
      price: 5,
      rating: 4.6,
      toppings: ["tomato", "pecorino"],
    },
    {
      id: "ny-5",
      name: "Di Fara Pizza",
      description: "Hand-cut basil and olive oil over a classic round.",
      price: 7,
      rating: 4.4,
      toppings: ["basil", "grana padano", "olive oil"],
    },
    {
      id: "ny-6",
      name: "Scarr's Pizza",
      description: "House-milled flour on the Lower East Side.",
      price: 5,
      rating: 4.5,
      toppings: ["hot honey", "soppressata"],
    },
  ],
  Naples: [
    {
      id: "na-1",
      name: "L'Antica Pizzeria da Michele",
      description: "Two pizzas on the menu since 1870.",
      price: 6,
      rating: 4.6,
      toppings: ["tomato", "fior di latte"],
    },
    {
      id: "na-2",
      name: "Gino Sorbillo",
      description: "Queues on Via dei Tribunali for a reason.",
      price: 7,
      rating: 4.5,
      toppings: ["provola", "friarielli", "sausage"],
    },
    {
      id: "na-3",
      name: "Pizzeria Starita",
      description: "Fried pizza pioneers in Materdei.",
      price: 8,
      rating: 4.6,
      toppings: ["ricotta", "salami", "tomato"],
    },
    {
      id: "na-4",
      name: "50 Kalò",
      description: "Light, airy doughs and careful sourcing in Mergellina.",
      price: 10,
      rating: 4.7,
      toppings: ["anchovy", "capers", "olives"],
    },
    {
      id: "na-5",
      name: "Concettina ai Tre Santi",
      description: "A Sanità family pizzeria since 1951.",
      price: 9,
      rating: 4.7,
      toppings: ["smoked provola", "pumpkin", "pancetta"],
    },
  ],
};

/** The default city when the caller gives none or one we don't know. */
export const DEFAULT_CITY = "San Francisco";

/** The canonical spelling of a known city (case-insensitive match), else the default city. */
export function resolveCity(city: string | undefined): string {
  const wanted = city?.trim().toLowerCase();
  return Object.keys(CITIES).find((c) => c.toLowerCase() === wanted) ?? DEFAULT_CITY;
}

export function knownCities(): string[] {
  return Object.keys(CITIES);
}

/** One page of pizzas for a city; the cursor is `<city>|<offset>`, opaque to callers. */
export function pizzaPage(city: string, offset = 0): PizzaPage {
  const canonical = resolveCity(city);
  const all = CITIES[canonical] ?? [];
  const end = offset + PIZZA_PAGE_SIZE;
  return {
    city: canonical,
    pizzas: all.slice(offset, end),
    nextCursor: end < all.length ? `${canonical}|${end}` : null,
  };
}

/** The page a cursor points to, or `null` for a cursor we never issued. */
export function pizzaPageFromCursor(cursor: string): PizzaPage | null {
  const [city, rawOffset] = cursor.split("|");
  const offset = Number(rawOffset);
  if (!city || !Number.isInteger(offset) || offset < 0 || !(city in CITIES)) return null;
  return pizzaPage(city, offset);
}
