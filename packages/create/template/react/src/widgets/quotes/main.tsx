import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QuotesWidget } from "./quotes.js";
import "../../styles/widget.css";
import "./quotes.css";

// The widget's entry: @hostbridge/vite builds it into dist/widgets/quotes.html (everything inline)
// and serves it at /widgets/quotes.html in development. The page has a #root to render into.
const root = document.getElementById("root");
if (!root) throw new Error("The widget page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <QuotesWidget />
  </StrictMode>,
);
