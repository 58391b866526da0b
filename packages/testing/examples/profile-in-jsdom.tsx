import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";
import { useHostInstance } from "@hostbridge/react";
import { renderWidget } from "@hostbridge/testing";

/** A widget that asks its host for fullscreen. */
function DisplayDemo() {
  const host = useHostInstance();
  return <button onClick={() => void host.requestDisplayMode({ mode: "fullscreen" })}>Fullscreen</button>;
}

// #region readme
// jsdom: the widget meets that host, its quirks included
const view = await renderWidget(<DisplayDemo />, { profile: "vscode" });
fireEvent.click(screen.getByText("Fullscreen"));
await view.settle();
expect(view.host.getSnapshot().displayMode).toBe("inline"); // VS Code answers every mode with inline
// #endregion readme
