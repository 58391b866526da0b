import { describe, expect, it } from "vitest";
import { findCssProblems } from "./check-css.js";

describe("findCssProblems", () => {
  it("tells styles, fonts and images apart", () => {
    const css = `@import url("https://fonts.example.com/css2");
      /* url(https://ignored.example.com/comment.png) */
      @font-face { font-family: X; src: url(https://fonts.example.com/x.woff2) format("woff2"); }
      .a { background: url('https://img.example.com/bg.png'); }
      .b { background: url(data:image/png;base64,AA); }`;
    expect(findCssProblems(css, false)).toEqual([
      { type: "external", kind: "style", url: "https://fonts.example.com/css2", via: "CSS @import" },
      { type: "external", kind: "font", url: "https://fonts.example.com/x.woff2", via: "@font-face src" },
      { type: "external", kind: "image", url: "https://img.example.com/bg.png", via: "CSS url()" },
    ]);
  });

  it("reports relative URLs left in built CSS", () => {
    expect(findCssProblems(".a { background: url(/assets/bg.png) }", true)).toEqual([
      { type: "relative", kind: "image", url: "/assets/bg.png", via: "CSS url()" },
    ]);
    expect(findCssProblems(".a { background: url(/assets/bg.png) }", false)).toEqual([]);
  });
});
