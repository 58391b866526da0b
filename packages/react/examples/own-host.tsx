// The README's "pass your own host" block; `root` and `PizzaList` are those of widget.tsx.
// Typechecked by `pnpm typecheck`, never run.
import type { Root } from "react-dom/client";
import { PizzaList } from "./widget.js";

/** The widget's `createRoot(…)`. */
declare const root: Root;

// #region own-host
import { createHost } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } }); // outside render
root.render(
  <HostProvider host={host}>
    <PizzaList />
  </HostProvider>,
);
// #endregion own-host
