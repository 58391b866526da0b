import { isExternalUrl, isInlineUrl, type ResourceKind } from "./csp-domains.js";
import type { CspFinding } from "./csp-findings.js";

const COMMENT = /\/\*[\s\S]*?\*\//g;
const IMPORT = /@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;
const URL_FUNCTION = /url\(\s*(["']?)([^"')]*?)\1\s*\)/gi;

/**
 * External and relative URLs in a stylesheet: `@import` loads a style, `url()` inside
 * `@font-face` a font, any other `url()` an image. `relativeUrls: false` skips relative ones
 * (in source CSS Vite resolves and inlines them).
 */
export function findCssProblems(css: string, relativeUrls: boolean): CspFinding[] {
  const text = css.replace(COMMENT, "");
  const findings: CspFinding[] = [];
  const add = (kind: ResourceKind, url: string, via: string) => {
    if (isInlineUrl(url)) return;
    if (isExternalUrl(url)) findings.push({ type: "external", kind, url, via });
    else if (relativeUrls) findings.push({ type: "relative", kind, url, via });
  };
  for (const match of text.matchAll(IMPORT)) add("style", match[2] ?? "", "CSS @import");
  const fontFaces = [...text.matchAll(FONT_FACE)].map((match) => match[0]);
  for (const block of fontFaces)
    for (const match of block.matchAll(URL_FUNCTION)) add("font", match[2] ?? "", "@font-face src");
  const rest = fontFaces.reduce((remaining, block) => remaining.replace(block, ""), text).replace(IMPORT, "");
  for (const match of rest.matchAll(URL_FUNCTION)) add("image", match[2] ?? "", "CSS url()");
  return findings;
}
