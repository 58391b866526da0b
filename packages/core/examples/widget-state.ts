import { createHost } from "@hostbridge/core";
import { latestWidgetState, updateWidgetState } from "@hostbridge/core/widget-state";

const host = createHost({ appInfo: { name: "pizza-cart", version: "1.0.0" } });
type Cart = { items: string[] };

// Each click builds on the newest cart, even when two land before the host answers.
export const addToCart = (item: string) =>
  updateWidgetState<Cart>(host, (cart) => ({ items: [...(cart?.items ?? []), item] }));

export const cartSize = () => (latestWidgetState(host) as Cart | null)?.items.length ?? 0;
