import { createRoot } from "react-dom/client";
import { Widget } from "../../widgets/ext-apps-react-widget.js";

createRoot(document.getElementById("root")!).render(<Widget />);
