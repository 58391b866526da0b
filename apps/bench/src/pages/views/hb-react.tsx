import { createRoot } from "react-dom/client";
import { Widget } from "../../widgets/hostbridge-widget.js";

createRoot(document.getElementById("root")!).render(<Widget />);
