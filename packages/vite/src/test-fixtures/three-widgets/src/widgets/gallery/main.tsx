import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  <main data-testid="gallery">
    <img alt="pizza" data-testid="photo" src="https://images.example.com/pizza.png" />
  </main>,
);
