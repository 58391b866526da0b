import { lazy, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { Greeting } from "../../shared/greeting.js";

// A dynamic import: the build inlines it into the widget's one script.
const Details = lazy(() => import("./details.js"));

createRoot(document.getElementById("root")!).render(
  <main data-testid="counter">
    <Greeting who="counter widget" />
    <Suspense fallback={<p>loading</p>}>
      <Details />
    </Suspense>
  </main>,
);
