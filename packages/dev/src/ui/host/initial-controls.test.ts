import { describe, expect, it } from "vitest";
import { DEFAULT_CONTROLS, initialControls } from "./initial-controls.js";

describe("initialControls", () => {
  it("takes theme and locale from the URL over the command line", () => {
    const controls = initialControls(new URLSearchParams("theme=dark&locale=fr-FR"), {
      theme: "light",
      locale: "en-US",
    });
    expect(controls).toEqual({ ...DEFAULT_CONTROLS, theme: "dark", locale: "fr-FR" });
  });

  it("falls back to the command line, and reads any theme but dark as light", () => {
    expect(initialControls(new URLSearchParams(), { theme: "dark", locale: "de-DE" })).toMatchObject({
      theme: "dark",
      locale: "de-DE",
    });
    expect(initialControls(new URLSearchParams("theme=sepia"), { theme: "dark", locale: "de-DE" }).theme).toBe("light");
  });
});
