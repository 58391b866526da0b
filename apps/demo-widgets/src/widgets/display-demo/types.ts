/** One card of `show_display_demo`'s output. */
export interface DemoCard {
  id: string;
  title: string;
  body: string;
}

/** The modal template the display demo opens, and its params. */
export const MODAL_TEMPLATE = "ui://widget/modal-details.html";
export interface ModalParams {
  cardId: string;
}

export function readCards(value: unknown): DemoCard[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((c): c is DemoCard => !!c && typeof c === "object" && typeof (c as DemoCard).id === "string")
    .map((c) => ({
      id: c.id,
      title: typeof c.title === "string" ? c.title : c.id,
      body: typeof c.body === "string" ? c.body : "",
    }));
}
