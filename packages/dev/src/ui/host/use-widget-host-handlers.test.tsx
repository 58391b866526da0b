// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { FrameLabel } from "./types.js";
import { useWidgetHostHandlers, type WidgetHostActions } from "./use-widget-host-handlers.js";
import type { WidgetHostHandlers } from "./widget-session.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** The handlers for actions that only count how often the host listed the widget's tools. */
function renderHandlers(): { handlers: Record<FrameLabel, WidgetHostHandlers>; listings: () => number } {
  let listings = 0;
  const actions: WidgetHostActions = {
    log: () => undefined,
    listAppTools: () => {
      listings += 1;
    },
    addFollowUp: () => undefined,
    openLink: () => undefined,
    requestDisplayMode: () => "inline",
    setModelContext: () => undefined,
    requestClose: () => undefined,
    addCspViolation: () => undefined,
    reloadWidget: () => undefined,
  };
  const rendered = {} as { handlers: Record<FrameLabel, WidgetHostHandlers> };
  function Probe() {
    rendered.handlers = useWidgetHostHandlers(actions);
    return null;
  }
  root = createRoot(document.createElement("div"));
  act(() => root?.render(<Probe />));
  return { handlers: rendered.handlers, listings: () => listings };
}

describe("useWidgetHostHandlers", () => {
  it("lists the main widget's tools after its handshake and again when it says they changed", () => {
    const { handlers, listings } = renderHandlers();
    handlers.main.initialized();
    expect(listings()).toBe(1);
    handlers.main.appToolsChanged();
    expect(listings()).toBe(2);
  });

  it("lists nothing for the modal (the panel shows the main widget's tools)", () => {
    const { handlers, listings } = renderHandlers();
    handlers.modal.initialized();
    handlers.modal.appToolsChanged();
    expect(listings()).toBe(0);
  });
});
