import { useState } from "react";
import { createRoot } from "react-dom/client";
import dot from "../../shared/dot.svg";
import { Greeting } from "../../shared/greeting.js";
import "./hello.css";

function Hello() {
  const [count, setCount] = useState(0);
  return (
    <main data-testid="hello">
      <Greeting who="hello widget" />
      <img alt="dot" src={dot} data-testid="dot" />
      <button onClick={() => setCount(count + 1)}>clicked {count}</button>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Hello />);
