// First: the design system's CSS declares the cascade layers (theme, base, components, utilities)
// before its components' own CSS (in `components`) comes in, or Tailwind's base would override them.
import "../../styles/design-system.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QuotesWidget } from "./quotes.js";

// The widget's entry: @hostbridge/vite builds it into dist/widgets/quotes.html (everything inline,
// the design system's CSS too) and serves it at /widgets/quotes.html in development.
const root = document.getElementById("root");
if (!root) throw new Error("The widget page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <QuotesWidget />
  </StrictMode>,
);
