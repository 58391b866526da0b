import { describe, expectTypeOf, it } from "vitest";
import { defineWidget } from "./widget.js";

// Type tests (run by `vitest --typecheck`): the permissions a widget may declare.

describe("defineWidget permissions", () => {
  it("accepts WebMCP's tools permission beside the four of ext-apps 2.0.4", () => {
    const widget = defineWidget({
      uri: "ui://widget/a.html",
      html: "<!doctype html><html></html>",
      permissions: { tools: {}, camera: {}, clipboardWrite: {} },
    });
    expectTypeOf(widget.uri).toBeString();
    // @ts-expect-error an unknown permission is still refused
    defineWidget({ uri: "ui://widget/b.html", html: "", permissions: { teleport: {} } });
  });
});
