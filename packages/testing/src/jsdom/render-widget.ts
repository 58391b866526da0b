import type { ReactNode } from "react";
import type { RenderWidgetOptions, RenderWidgetResult } from "./render-widget-types.js";

// @example-source packages/testing/examples/jsdom-reference.tsx#renderWidget
/**
 * Renders a widget with @testing-library/react inside fake host(s): `"chatgpt"` (`window.openai`),
 * `"mcp-apps"` (the official AppBridge as peer) or `"chatgpt+mcp"` (both, as ChatGPT is today).
 * Resolves after the handshake and the initial data arrived. Cleans up after the test (global
 * `afterEach`, or Vitest's `onTestFinished`), or call `result.cleanup()` / `cleanup()`.
 *
 * React, react-dom, @testing-library/react and @hostbridge/react load on first call, so the rest of
 * this package can be used without them.
 *
 * @example
 * ```tsx
 * const view = await renderWidget(<PizzaList />, {
 *   host: "chatgpt+mcp", // or "chatgpt", "mcp-apps", or profile: "claude-ai"
 *   toolInput: { city: "Naples" },
 *   toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
 * });
 * fireEvent.click(screen.getByText("Order"));
 * await view.settle();
 * expect(view.followUps()).toEqual(["Order the Margherita"]);
 * ```
 */
export async function renderWidget(ui: ReactNode, options: RenderWidgetOptions = {}): Promise<RenderWidgetResult> {
  const { renderWidgetWithReact } = await import("./render-widget-react.js");
  return renderWidgetWithReact(ui, options);
}
