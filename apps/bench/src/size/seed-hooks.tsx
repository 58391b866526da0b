import { createRoot } from "react-dom/client";
import { Widget } from "../widgets/seed-hooks-widget.js";

createRoot(document.getElementById("root")!).render(<Widget />);
