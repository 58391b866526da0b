import { findCssProblems } from "./check-css.js";
import { isExternalUrl, isInlineUrl, type ResourceKind } from "./csp-domains.js";
import type { CspFinding } from "./csp-findings.js";

/** Which attribute of which element loads what (the rest of a tag's attributes are not fetched). */
export const LOADING_ATTRIBUTES: Record<string, Record<string, ResourceKind>> = {
  script: { src: "script" },
  img: { src: "image", srcset: "image" },
  source: { src: "media", srcset: "image" },
  video: { src: "media", poster: "image" },
  audio: { src: "media" },
  track: { src: "media" },
  iframe: { src: "frame" },
  link: { href: "style" },
  image: { href: "image" },
};

/** The kind of resource a `<link rel=...>` loads, or `undefined` for links that load nothing. */
export function linkKind(rel: string | undefined, preloadAs: string | undefined): ResourceKind | undefined {
  const rels = (rel ?? "").toLowerCase().split(/\s+/);
  if (rels.includes("stylesheet")) return "style";
  if (rels.includes("icon") || rels.includes("apple-touch-icon")) return "image";
  if (rels.includes("modulepreload")) return "script";
  if (rels.includes("preload"))
    return preloadAs === "font" ? "font" : preloadAs === "style" ? "style" : preloadAs === "image" ? "image" : "script";
  return undefined;
}

/** One attribute of an element that loads something. */
export interface LoadingAttribute {
  /** The attribute's name, e.g. `src`. */
  attribute: string;
  /** What it loads. */
  kind: ResourceKind;
  /** Its value as written. */
  value: string;
}

/**
 * The attributes of an element that load something (`src`, `srcset`, `href`, `poster`), with the
 * kind of resource each loads; a `<link>`'s kind comes from its `rel` and `as`.
 */
export function loadingAttributesOf(tag: string, attributes: Readonly<Record<string, string>>): LoadingAttribute[] {
  const loading = LOADING_ATTRIBUTES[tag];
  if (!loading) return [];
  const loads: LoadingAttribute[] = [];
  for (const [attribute, defaultKind] of Object.entries(loading)) {
    const value = attributes[attribute];
    if (value === undefined) continue;
    const kind = tag === "link" ? linkKind(attributes.rel, attributes.as) : defaultKind;
    if (kind) loads.push({ attribute, kind, value });
  }
  return loads;
}

/** Classifies one URL an element loads; pushes nothing for inline URLs. */
export function classifyUrl(
  findings: CspFinding[],
  kind: ResourceKind,
  url: string,
  via: string,
  relativeUrls: boolean,
): void {
  if (isInlineUrl(url)) return;
  if (isExternalUrl(url)) findings.push({ type: "external", kind, url, via });
  else if (relativeUrls) findings.push({ type: "relative", kind, url, via });
}

/** The first URL of a `srcset` is enough to know where the set loads from. */
function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

const TAG = /<([a-z][a-z0-9-]*)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes[name] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attributes;
}

/**
 * External, relative and `<base>` problems in HTML markup (a document, or a string of markup in
 * code), inline `style` attributes included. Contents of `<script>` and `<style>` elements must be removed by the caller.
 */
export function findHtmlProblems(html: string, relativeUrls: boolean): CspFinding[] {
  const findings: CspFinding[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? "").toLowerCase();
    findings.push(...elementProblems(tag, match[2] ?? "", relativeUrls));
  }
  return findings;
}

/** The problems of one start tag: a `<base>`, its inline style, the URLs its attributes load. */
function elementProblems(tag: string, attributeSource: string, relativeUrls: boolean): CspFinding[] {
  if (tag === "base") return [{ type: "base", via: "a <base> tag" }];
  const findings: CspFinding[] = [];
  const attributes = attributesOf(attributeSource);
  // An inline style loads what its url() names, on any element.
  if (attributes.style) findings.push(...findCssProblems(attributes.style, relativeUrls));
  for (const { attribute, kind, value } of loadingAttributesOf(tag, attributes)) {
    const urls = attribute === "srcset" ? srcsetUrls(value) : [value];
    for (const url of urls) classifyUrl(findings, kind, url, `<${tag} ${attribute}>`, relativeUrls);
  }
  return findings;
}
