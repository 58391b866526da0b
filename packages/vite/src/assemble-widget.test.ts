import { describe, expect, it } from "vitest";
import { assembleWidget, type WidgetAssemblyInput, type WidgetAssemblyOptions } from "./assemble-widget.js";
import { htmlHash } from "./manifest.js";
import type { ResolvedWidget } from "./options.js";

const ROOT = "/project";
const GALLERY: ResolvedWidget = {
  name: "gallery",
  entry: `${ROOT}/src/widgets/gallery/main.tsx`,
  declarationFile: `${ROOT}/src/widgets/gallery/widget.ts`,
  title: "Gallery",
  csp: { resourceDomains: ["https://images.example.com"] },
};
const OPTIONS: WidgetAssemblyOptions = {
  root: ROOT,
  outputFile: `${ROOT}/dist/widgets/gallery.html`,
  lang: "en",
  cspCheck: "error",
  unresolvedImports: new Map(),
};

/** The gallery with a script, no stylesheets and nothing found, changed by `overrides`. */
const inputWith = (overrides: Partial<WidgetAssemblyInput> = {}): WidgetAssemblyInput => ({
  widget: GALLERY,
  script: { code: 'console.log("gallery");', externalImports: [] },
  styles: [],
  moduleFindings: [],
  ...overrides,
});

describe("assembleWidget", () => {
  it("inlines the script and the stylesheets into one document, and describes it in the manifest entry", () => {
    const assembled = assembleWidget(
      inputWith({
        script: { code: 'document.body.append("</script>");', externalImports: [] },
        styles: [".a{}", ".b{}"],
      }),
      OPTIONS,
    );
    expect(assembled.html).toContain("<title>Gallery</title>");
    expect(assembled.html).toContain('<html lang="en">');
    expect(assembled.html).toContain("<style>.a{}</style>\n    <style>.b{}</style>");
    expect(assembled.html).toContain('<script type="module">document.body.append("<\\/script>");</script>');
    expect(assembled.manifestEntry).toEqual({
      file: "gallery.html",
      hash: htmlHash(assembled.html),
      bytes: Buffer.byteLength(assembled.html, "utf8"),
      title: "Gallery",
      csp: GALLERY.csp,
    });
    expect(assembled.problems).toEqual([]);
    expect(assembled.missingImports).toEqual([]);
  });

  it("reports a module's undeclared origin with the fix in the declaration file, and passes a declared one", () => {
    const { problems } = assembleWidget(
      inputWith({
        moduleFindings: [
          {
            file: `${ROOT}/src/widgets/gallery/main.tsx`,
            findings: [
              { type: "external", kind: "image", url: "https://images.example.com/a.png", via: "<img src>" },
              { type: "external", kind: "connect", url: "https://api.example.com/items", via: "fetch()" },
            ],
          },
        ],
      }),
      OPTIONS,
    );
    expect(problems).toEqual([
      {
        widget: "gallery",
        file: "src/widgets/gallery/main.tsx",
        reason:
          'fetch() connects to https://api.example.com (https://api.example.com/items), which the widget does not declare: add "https://api.example.com" to csp.connectDomains in src/widgets/gallery/widget.ts',
      },
    ]);
  });

  it("names the plugin option as the place to declare an origin when the widget has no declaration file", () => {
    const { declarationFile: _declarationFile, ...fromOptions } = GALLERY;
    const { problems } = assembleWidget(
      inputWith({
        widget: { ...fromOptions, csp: {} },
        moduleFindings: [
          {
            file: "/elsewhere/shared.js",
            findings: [{ type: "external", kind: "image", url: "https://images.example.com/a.png", via: "<img src>" }],
          },
        ],
      }),
      OPTIONS,
    );
    // A module outside the root keeps its absolute path.
    expect(problems).toMatchObject([{ file: "/elsewhere/shared.js" }]);
    expect(problems[0]?.reason).toContain(
      "to csp.resourceDomains in the widgets.gallery.csp option, or inline the file",
    );
  });

  it("reports relative URLs left in the stylesheets and the markup, not external ones or the inlined elements' text", () => {
    const { problems } = assembleWidget(
      inputWith({
        script: { code: 'el.innerHTML = "<img src=/in-script.png>";', externalImports: [] },
        styles: [".a { background: url(/assets/bg.png) } .b { background: url(https://cdn.example.com/b.png) }"],
      }),
      OPTIONS,
    );
    expect(problems).toEqual([
      {
        widget: "gallery",
        file: "dist/widgets/gallery.html",
        reason:
          'CSS url() loads the relative URL "/assets/bg.png": the widget is rendered from the host\'s origin, so that file is not there; import the file so the build inlines it',
      },
    ]);
  });

  it("tells imports nothing resolved from ones the config left external, each once", () => {
    const { problems, missingImports } = assembleWidget(
      inputWith({ script: { code: "", externalImports: ["react", "./missing.js", "react", "./missing.js"] } }),
      { ...OPTIONS, unresolvedImports: new Map([["./missing.js", `${ROOT}/src/widgets/gallery/main.tsx`]]) },
    );
    expect(missingImports).toEqual([
      { widget: "gallery", specifier: "./missing.js", importer: "src/widgets/gallery/main.tsx" },
    ]);
    expect(problems).toEqual([
      {
        widget: "gallery",
        file: "dist/widgets/gallery.html",
        reason: "the script still imports react (external in the build config?): a widget must carry all its code",
      },
    ]);
  });

  it("with cspCheck off, checks neither the document nor what it imports, but still finds missing imports", () => {
    const assembled = assembleWidget(
      inputWith({
        script: { code: "", externalImports: ["react", "./missing.js"] },
        styles: [".a { background: url(/assets/bg.png) }"],
      }),
      { ...OPTIONS, cspCheck: "off", unresolvedImports: new Map([["./missing.js", `${ROOT}/src/main.tsx`]]) },
    );
    expect(assembled.problems).toEqual([]);
    expect(assembled.missingImports).toEqual([
      { widget: "gallery", specifier: "./missing.js", importer: "src/main.tsx" },
    ]);
  });
});
