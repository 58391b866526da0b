import { createRoot } from "react-dom/client";
import { Hello } from "./hello.js";

createRoot(document.getElementById("root")!).render(<Hello />);
