import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { findScriptProblems } from "./check-script.js";
import { decodeEscapes, mayHaveScriptProblems } from "./check-script-sites.js";

const library = (code: string) => mayHaveScriptProblems(code, false);

describe("mayHaveScriptProblems", () => {
  it("lets react-dom and react through unparsed: nothing in them is a request or eval", () => {
    const require = createRequire(import.meta.url);
    const packageFolder = (name: string) => dirname(require.resolve(`${name}/package.json`));
    for (const file of [
      join(packageFolder("react-dom"), "cjs/react-dom-client.production.js"),
      join(packageFolder("react"), "cjs/react.production.js"),
    ]) {
      const code = readFileSync(file, "utf8");
      expect(library(code), file).toBe(false);
      expect(findScriptProblems(code, file, false), file).toEqual([]);
    }
  });

  it("rules out what library code does all the time", () => {
    for (const code of [
      'var ns = document.createElementNS("http://www.w3.org/2000/svg", type);',
      'switch (tag) { case "base": case "img": return true; } var base = document.querySelector("base");',
      'var schedule = "function" === typeof setTimeout ? setTimeout : void 0; setTimeout(function () {}, 0);',
      "var proto = node.constructor.prototype; class A { constructor() {} }",
      'var url = "https://react.dev/errors/" + code; if (ns === "http://www.w3.org/1999/xhtml") {}',
      'el.innerHTML = "<script>\\x3c/script>";\nsetAttributeNS(el, "http://www.w3.org/1999/xlink", name);',
    ]) {
      expect(library(code), code).toBe(false);
    }
  });

  it("keeps every spelling the check reports, so skipping never loses a finding", () => {
    const tricks = [
      'fetch("\\x68ttps://api.example.com/a")',
      'fetch(/* the API */ "https://api.example.com/a")',
      'window.fetch?.("https://api.example.com/a")',
      "new \\u0057ebSocket(`wss://live.example.com`)",
      'xhr.open("POST", "https://xhr.example.com/x")',
      'icon.setAttribute("src", "//img.example.com/i.png")',
      'el["src"] = "https://img.example.com/p.png"',
      'el.src /* set */ = "https://img.example.com/p.png"',
      'el.src += "https://img.example.com/p.png"',
      'jsx("img", { src: "https://img.example.com/a.png" })',
      'window["setTimeout"]("alert(1)")',
      'timers[setInterval]("alert(1)")',
      'setTimeout(/* later */ "alert(1)")',
      "\\u0065val('1')",
      'globalThis["ev\\u0061l"]("1")',
      '(() => {})["constructor"]("return 1")()',
      "(function () {}) . constructor('return 1')()",
      'document.createElement(/* tag */ "BASE")',
      'jsx("base", { href: "/" })',
      'el.innerHTML = "<img src=\\"https://img.example.com/a.png\\">"',
      "el.innerHTML = \"<img\\nsrc='https://img.example.com/a.png'>\"",
      "el.innerHTML = \"<img \\\nsrc='https://img.example.com/a.png'>\"",
      `el.innerHTML = \`<im\${""}g src="https://img.example.com/a.png">\``,
      `el.innerHTML = \`<img src="https:/\${""}/img.example.com/a.png">\``,
      `el.innerHTML = \`<ba\${""}se href="/">\``,
      'el.style.cssText = "background: url(https://img.example.com/bg.png)"',
      "el.innerHTML = `<div>\n<img src='https://img.example.com/a.png'>\n</div>`",
    ];
    for (const code of tricks) {
      expect(library(code), code).toBe(true);
      expect(findScriptProblems(code, "library.js", false), code).not.toEqual([]);
    }
  });

  it("in your own code also keeps relative URLs, however the prop is written", () => {
    for (const code of ['jsx("img", { s\\u0072c: "/logo.png" })', `el.innerHTML = \`<im\${""}g src="/logo.png">\``]) {
      expect(mayHaveScriptProblems(code, true), code).toBe(true);
      expect(findScriptProblems(code, "widget.js", true), code).not.toEqual([]);
    }
    expect(mayHaveScriptProblems(`export const title = (name) => \`Hello, \${name}\`;`, true)).toBe(false);
  });

  it("decodes escapes as the parser does, keeping a string on one line", () => {
    expect(decodeEscapes("\\x65v\\u0061\\u{6c}")).toBe("eval");
    expect(decodeEscapes("'a\\nb'")).toBe("'a b'");
    expect(decodeEscapes("'a\\\nb'")).toBe("'ab'");
    expect(decodeEscapes("'\\\\x41'")).toBe("'\\x41'");
  });
});
