import { describe, expect, it } from "vitest";
import { findScriptProblems } from "./check-script.js";
import type { CspFinding } from "./csp-findings.js";
import { problemOf } from "./csp-report.js";
import type { ResolvedWidget } from "./options.js";

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

describe("findScriptProblems: what the attack pass smuggled past the check", () => {
  const kinds = (code: string) =>
    check(code, false).map((finding) =>
      finding.type === "external" ? `${finding.kind} ${finding.url}` : finding.type,
    );

  it("finds literal URLs the code connects to (connect-src)", () => {
    expect(kinds('fetch("https://api.example.com/a")')).toEqual(["connect https://api.example.com/a"]);
    expect(kinds('window.fetch("https://api.example.com/b", { method: "POST" })')).toEqual([
      "connect https://api.example.com/b",
    ]);
    expect(kinds('new WebSocket("wss://live.example.com/socket")')).toEqual(["connect wss://live.example.com/socket"]);
    expect(kinds('new EventSource("https://events.example.com/stream")')).toEqual([
      "connect https://events.example.com/stream",
    ]);
    expect(kinds('navigator.sendBeacon("https://beacon.example.com/b", data)')).toEqual([
      "connect https://beacon.example.com/b",
    ]);
    expect(kinds('const xhr = new XMLHttpRequest(); xhr.open("GET", "https://xhr.example.com/x")')).toEqual([
      "connect https://xhr.example.com/x",
    ]);
  });

  it("finds scripts loaded at run time: import(), workers, a script element's src", () => {
    expect(kinds('import("https://cdn.example.com/module.js")')).toEqual(["script https://cdn.example.com/module.js"]);
    expect(kinds('new Worker("https://cdn.example.com/worker.js")')).toEqual([
      "script https://cdn.example.com/worker.js",
    ]);
    expect(
      kinds(
        'const s = document.createElement("script"); s.src = "https://cdn.example.com/x.js"; document.head.append(s)',
      ),
    ).toEqual(["script https://cdn.example.com/x.js"]);
    expect(kinds('const img = new Image(); img.src = "https://img.example.com/p.png"')).toEqual([
      "image https://img.example.com/p.png",
    ]);
    expect(kinds('icon.setAttribute("src", "https://img.example.com/i.png")')).toEqual([
      "image https://img.example.com/i.png",
    ]);
    expect(kinds('const link = document.createElement("link"); link.href = "https://fonts.example.com/css"')).toEqual([
      "style https://fonts.example.com/css",
    ]);
  });

  it("finds url() in styles written from code and in inline style attributes", () => {
    expect(kinds('jsx("div", { style: { backgroundImage: "url(https://img.example.com/bg.png)" } })')).toEqual([
      "image https://img.example.com/bg.png",
    ]);
    expect(kinds('el.innerHTML = `<div style="background:url(https://img.example.com/x.png)"></div>`')).toEqual([
      "image https://img.example.com/x.png",
    ]);
  });

  it("finds eval and Function however they are spelled, short of computing the name", () => {
    expect(kinds('(0, eval)("1")')).toEqual(["eval"]);
    expect(kinds('globalThis["eval"]("1")')).toEqual(["eval"]);
    expect(kinds('const F = Function; new F("return 1")()')).toEqual(["eval"]);
    expect(kinds('const run = window.eval; run("1")')).toEqual(["eval"]);
    expect(kinds('(() => {}).constructor("return 1")()')).toEqual(["eval"]);
    expect(check('new (function () {}.constructor)("x")', false)[0]).toMatchObject({ type: "eval" });
  });

  it("leaves alone what is not a request, a relative request, and what it cannot know", () => {
    expect(kinds('window.open("https://example.com", "_blank")')).toEqual([]);
    expect(kinds('fetch("/api/items")')).toEqual([]);
    expect(kinds('fetch("data:text/plain,x")')).toEqual([]);
    expect(kinds('link.href = "https://example.com"')).toEqual([]);
    // Computed URLs and names: the dev host's live CSP report is the answer.
    expect(kinds('fetch("https://" + host + "/a"); window["ev" + "al"]("1")')).toEqual([]);
  });

  it("judges connect destinations against connectDomains, and says where to declare them", () => {
    const widget: ResolvedWidget = {
      name: "w",
      entry: "src/widgets/w/main.tsx",
      title: "w",
      csp: { connectDomains: ["https://api.example.com"], resourceDomains: ["https://api2.example.com"] },
    };
    const [declared, undeclared] = check('fetch("https://api.example.com/a"); fetch("https://api2.example.com/b")');
    expect(problemOf(declared as CspFinding, widget, "widget.ts")).toBeUndefined();
    expect(problemOf(undeclared as CspFinding, widget, "widget.ts")).toBe(
      'fetch("…") connects to https://api2.example.com (https://api2.example.com/b), which the widget does not declare: add "https://api2.example.com" to csp.connectDomains in widget.ts',
    );
  });
});
