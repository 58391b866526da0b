/** Keeps inlined code from closing its element early or opening an HTML comment. */
export function escapeInlineScript(code: string): string {
  return code.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

/** Keeps an inlined stylesheet from closing its `<style>` early. */
export function escapeInlineStyle(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");

/** The parts of one widget document. */
export interface WidgetDocumentParts {
  title: string;
  lang: string;
  /** Stylesheets in load order. */
  styles: readonly string[];
  /** The widget's whole script (an ES module without imports), or the `src` of a dev module. */
  script: { code: string } | { src: string };
  /** Extra markup at the end of `<head>` (dev only). */
  head?: string;
}

/**
 * A widget's HTML document: `#root` to render into, the styles in `<head>` and the module script
 * at the end of `<body>`. No `<base>` and nothing loaded from elsewhere.
 */
export function widgetDocument(parts: WidgetDocumentParts): string {
  const styles = parts.styles.map((css) => `<style>${escapeInlineStyle(css)}</style>`).join("\n    ");
  const script =
    "code" in parts.script
      ? `<script type="module">${escapeInlineScript(parts.script.code)}</script>`
      : `<script type="module" src="${escapeAttribute(parts.script.src)}"></script>`;
  return `<!doctype html>
<html lang="${escapeAttribute(parts.lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeText(parts.title)}</title>
    ${styles}${parts.head ?? ""}
  </head>
  <body>
    <div id="root"></div>
    ${script}
  </body>
</html>
`;
}
