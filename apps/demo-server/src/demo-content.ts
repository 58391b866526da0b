/** Fixed demo content for the display, todo and file tools. */
export interface DisplayCard {
  id: string;
  title: string;
  body: string;
}

export const DISPLAY_CARDS: DisplayCard[] = [
  {
    id: "inline",
    title: "Inline",
    body: "The widget sits in the conversation and grows with its content, up to the host's max height.",
  },
  {
    id: "pip",
    title: "Picture-in-picture",
    body: "A small floating window that stays visible while the conversation scrolls.",
  },
  {
    id: "fullscreen",
    title: "Fullscreen",
    body: "The widget takes over the viewport; good for maps, editors and long lists.",
  },
  { id: "modal", title: "Modal", body: "A host-controlled dialog rendering another template with its own params." },
];

export const TODO_SUGGESTIONS: Record<string, string[]> = {
  Groceries: ["Buy San Marzano tomatoes", "Pick up fior di latte", "Get fresh basil", "Restock 00 flour"],
  "Pizza night": [
    "Proof the dough for 48 hours",
    "Preheat the oven to 290°C",
    "Invite the neighbours",
    "Chill the drinks",
  ],
};

export const DEFAULT_TODO_LIST = "Pizza night";

export function todoSuggestions(listName: string | undefined): { listName: string; suggestions: string[] } {
  const name = listName?.trim() || DEFAULT_TODO_LIST;
  return { listName: name, suggestions: TODO_SUGGESTIONS[name] ?? TODO_SUGGESTIONS[DEFAULT_TODO_LIST] ?? [] };
}
