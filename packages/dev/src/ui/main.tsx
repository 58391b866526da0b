import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.js";
import type { DevHostConfig } from "./host/types.js";
import "./styles.css";

async function main(): Promise<void> {
  const root = createRoot(document.getElementById("root")!);
  try {
    const response = await fetch("/hostbridge-dev.json");
    if (!response.ok) throw new Error(`config: HTTP ${response.status}`);
    const config = (await response.json()) as DevHostConfig;
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p style={{ padding: 24 }}>The dev host could not start: {String(error)}</p>);
  }
}

void main();
