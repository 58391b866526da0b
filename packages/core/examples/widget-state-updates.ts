// The `@example`s of `latestWidgetState` and `updateWidgetState` (src/update-widget-state.ts).
import { createHost } from "@hostbridge/core";
import { latestWidgetState, updateWidgetState } from "@hostbridge/core/widget-state";

const host = createHost({ appInfo: { name: "pizza-cart", version: "1.0.0" } });

// #region latestWidgetState
// The newest state, even while a write is still on its way to the host: build on this one.
const saved = latestWidgetState(host) as { selectedId: string } | null;
if (saved) document.getElementById(saved.selectedId)?.classList.add("selected");
// #endregion latestWidgetState

// #region updateWidgetState
type Cart = { items: string[] };
const add = (item: string) => updateWidgetState<Cart>(host, (cart) => ({ items: [...(cart?.items ?? []), item] }));
add("margherita");
add("diavola"); // builds on the first: { items: ["margherita", "diavola"] }
// #endregion updateWidgetState
