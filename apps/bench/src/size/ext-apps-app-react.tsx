import { createRoot } from "react-dom/client";
import { Widget } from "../widgets/ext-apps-app-widget.js";

createRoot(document.getElementById("root")!).render(<Widget />);
