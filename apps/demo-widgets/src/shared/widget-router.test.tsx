import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { WidgetRouter, widgetBasename } from "./widget-router.js";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const DETAIL = /\/pizza\/[^/]*\/?$/;

describe("widgetBasename", () => {
  it("keeps the document's own path and strips an in-widget route after a reload", () => {
    expect(widgetBasename("/sandbox.html", DETAIL)).toBe("/sandbox.html");
    expect(widgetBasename("/sandbox.html/pizza/p1", DETAIL)).toBe("/sandbox.html");
    expect(widgetBasename("/", DETAIL)).toBe("");
    expect(widgetBasename("/widgets/", undefined)).toBe("/widgets");
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

describe("WidgetRouter", () => {
  it("routes under the path the document was served from", () => {
    window.history.replaceState(null, "", "/frames/widget.html/pizza/p7");
    render(
      <WidgetRouter inWidgetRoute={DETAIL}>
        <Routes>
          <Route path="/pizza/:id" element={<Where />} />
          <Route path="*" element={<p>list</p>} />
        </Routes>
      </WidgetRouter>,
    );
    expect(screen.getByTestId("where").textContent).toBe("/pizza/p7");
  });
});
