import { describe, expect, it } from "vitest";
import { findScriptProblems } from "./check-script.js";

const check = (code: string, relative = true) => findScriptProblems(code, "widget.js", relative);

describe("findScriptProblems", () => {
  it("finds eval, new Function and string timers", () => {
    expect(check("eval('1')").map((f) => f.type)).toEqual(["eval"]);
    expect(check("window.eval('1')")).toHaveLength(1);
    expect(check("new Function('return 1')")).toEqual([{ type: "eval", via: "new Function(...)" }]);
    expect(check("Function('return 1')()")).toHaveLength(1);
    expect(check("setTimeout('alert(1)', 5)")).toHaveLength(1);
    expect(check("setTimeout(() => 1, 5); const evaluate = (x) => x; evaluate(1); obj.eval(2)")).toEqual([]);
  });

  it("finds external URLs in compiled JSX and createElement", () => {
    expect(check('jsx("img", { src: "https://images.example.com/a.png", alt: "" })')).toEqual([
      { type: "external", kind: "image", url: "https://images.example.com/a.png", via: "<img src>" },
    ]);
    expect(check('React.createElement("script", { src: "https://cdn.example.com/x.js" })')[0]).toMatchObject({
      kind: "script",
    });
    expect(check('e("link", { rel: "stylesheet", href: "https://fonts.example.com/css" })')[0]).toMatchObject({
      kind: "style",
    });
    expect(
      check('e("link", { rel: "preload", as: "font", href: "https://fonts.example.com/a.woff2" })')[0],
    ).toMatchObject({ kind: "font" });
    expect(check('e("a", { href: "https://example.com" })')).toEqual([]);
    expect(check('e("iframe", { src: "https://maps.example.com" })')[0]).toMatchObject({ kind: "frame" });
  });

  it("finds markup in strings, <base>, and relative URLs only when asked", () => {
    expect(check('el.innerHTML = `<img src="https://x.example.com/a.png">`')[0]).toMatchObject({
      type: "external",
      kind: "image",
    });
    expect(check('jsx("base", { href: "/" })')).toEqual([expect.objectContaining({ type: "base" })]);
    expect(check('document.createElement("base")')).toEqual([expect.objectContaining({ type: "base" })]);
    expect(check('document.querySelector("base")')).toEqual([]);
    expect(check('jsx("img", { src: "/logo.png" })')).toEqual([
      { type: "relative", kind: "image", url: "/logo.png", via: "<img src>" },
    ]);
    expect(check('jsx("img", { src: "/logo.png" })', false)).toEqual([]);
    expect(check('jsx("img", { src: "data:image/png;base64,AA" })')).toEqual([]);
  });
});
