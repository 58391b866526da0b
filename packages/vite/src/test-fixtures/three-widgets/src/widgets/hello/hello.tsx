import { useState, useSyncExternalStore } from "react";
import dot from "../../shared/dot.svg";
import { Greeting } from "../../shared/greeting.js";
import { host } from "./host.js";
import "./hello.css";

/** The dev-server test edits the button's label here and expects the count to survive. */
export function Hello() {
  const [count, setCount] = useState(0);
  const toolOutput = useSyncExternalStore(host.subscribe, () => host.getSnapshot().toolOutput);
  return (
    <main data-testid="hello">
      <Greeting who="hello widget" />
      <img alt="dot" src={dot} data-testid="dot" />
      <button onClick={() => setCount(count + 1)}>clicked {count}</button>
      <p data-testid="host">
        {host.kind} {String(toolOutput?.who ?? "no tool output")}
      </p>
    </main>
  );
}
