import { createRoot } from "react-dom/client";
import { Widget } from "../widgets/apps-sdk-hooks-widget.js";

createRoot(document.getElementById("root")!).render(<Widget />);
