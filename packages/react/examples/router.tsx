// The README's router block, as written there: a bare element. Typechecked, never run.
import type { ReactElement } from "react";

/** The widget's pages. */
declare const List: () => ReactElement;
declare const Details: () => ReactElement;

// #region router
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { WidgetRouterSync } from "@hostbridge/react/router";

<BrowserRouter>
  <WidgetRouterSync /> {/* or call useWidgetRoute() in a component inside the router */}
  <Routes>
    <Route path="/" element={<List />} />
    <Route path="/pizzas/:id" element={<Details />} />
  </Routes>
</BrowserRouter>;
// #endregion router
