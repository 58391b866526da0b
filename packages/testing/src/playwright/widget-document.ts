import type { WidgetResourceMeta } from "./widget-source.js";

/** Puts `markup` first in the document's `<head>` (before any of the widget's own scripts). */
export function injectIntoHead(html: string, markup: string): string {
  if (!markup) return html;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${markup}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${markup}</head>`);
  return `<head>${markup}</head>${html}`;
}

const sources = (domains: string[] | undefined) =>
  (domains ?? []).filter((domain) => /^[a-z0-9*.:/_-]+$/i.test(domain));

/**
 * The MCP Apps default CSP (spec 5.1), widened only by what the resource declares in `_meta.ui.csp`:
 * what a strict host applies to the widget document. Attribute-safe (no quotes but CSP's own).
 */
export function cspFor(csp: WidgetResourceMeta["csp"] = {}): string {
  const resource = sources(csp.resourceDomains);
  const connect = sources(csp.connectDomains);
  const frame = sources(csp.frameDomains);
  const base = sources(csp.baseUriDomains);
  const list = (values: string[], fallback: string) => (values.length ? values.join(" ") : fallback);
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${resource.join(" ")}`.trim(),
    `style-src 'self' 'unsafe-inline' ${resource.join(" ")}`.trim(),
    `img-src 'self' data: ${resource.join(" ")}`.trim(),
    `font-src 'self' data: ${resource.join(" ")}`.trim(),
    `media-src 'self' data: ${resource.join(" ")}`.trim(),
    `connect-src ${list(connect, "'none'")}`,
    `frame-src ${list(frame, "'none'")}`,
    `base-uri ${list(base, "'self'")}`,
  ].join("; ");
}
