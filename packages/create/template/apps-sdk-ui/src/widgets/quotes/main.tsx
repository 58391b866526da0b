import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QuotesWidget } from "./quotes.js";
import "../../styles/design-system.css";

// The widget's entry: @hostbridge/vite builds it into dist/widgets/quotes.html (everything inline,
// the design system's CSS too) and serves it at /widgets/quotes.html in development.
const root = document.getElementById("root");
if (!root) throw new Error("The widget page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <QuotesWidget />
  </StrictMode>,
);
