import { CHECK_RULES } from "../rule-catalogue.js";
import type { Finding } from "../finding.js";
import { type CspList, cspAllows, type DeclaredCsp } from "./csp-origins.js";

/** One external origin the HTML loads from or connects to, and the `ui.csp` list that must declare it. */
export interface ExternalReference {
  /** The origin, e.g. `https://cdn.example.com`. */
  origin: string;
  /** The list that allows it. */
  list: CspList;
  /** How the document uses it (`<script src>`, `fetch`, `url()` ...). */
  via: string;
}

const PATTERNS: { pattern: RegExp; list: CspList; via: string }[] = [
  { pattern: /<script\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi, list: "resourceDomains", via: "<script src>" },
  { pattern: /<link\b[^>]*\bhref\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi, list: "resourceDomains", via: "<link href>" },
  {
    pattern: /<(?:img|audio|video|source)\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi,
    list: "resourceDomains",
    via: "media src",
  },
  { pattern: /<iframe\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi, list: "frameDomains", via: "<iframe src>" },
  { pattern: /url\(\s*["']?(https?:\/\/[^"')\s]+)/gi, list: "resourceDomains", via: "CSS url()" },
  { pattern: /@import\s+["'](https?:\/\/[^"']+)/gi, list: "resourceDomains", via: "CSS @import" },
  { pattern: /\bfetch\(\s*["'`](https?:\/\/[^"'`\s]+)/gi, list: "connectDomains", via: "fetch()" },
  { pattern: /\bnew\s+WebSocket\(\s*["'`](wss?:\/\/[^"'`\s]+)/gi, list: "connectDomains", via: "WebSocket" },
  { pattern: /\bnew\s+EventSource\(\s*["'`](https?:\/\/[^"'`\s]+)/gi, list: "connectDomains", via: "EventSource" },
];

/** Every external origin `html` loads from or connects to, found in its markup, styles and string literals. */
export function externalReferences(html: string): ExternalReference[] {
  const found = new Map<string, ExternalReference>();
  for (const { pattern, list, via } of PATTERNS) {
    for (const match of html.matchAll(pattern)) {
      let origin: string;
      try {
        origin = new URL(match[1] ?? "").origin;
      } catch {
        continue;
      }
      const key = `${list} ${origin}`;
      if (!found.has(key)) found.set(key, { origin, list, via });
    }
  }
  return [...found.values()];
}

/** `html-external-origins`: each origin the widget's HTML uses that its `ui.csp` does not declare. */
export function externalOriginFindings(subject: string, html: string, csp: DeclaredCsp): Finding[] {
  const rule = CHECK_RULES["html-external-origins"];
  return externalReferences(html)
    .filter((reference) => !cspAllows(csp, reference.list, reference.origin))
    .map((reference) => ({
      rule: "html-external-origins",
      severity: rule.severity,
      subject,
      message: `The HTML uses ${reference.origin} (${reference.via}), which _meta.ui.csp.${reference.list} does not declare: hosts with the spec's CSP block it.`,
      fix: `Add "${reference.origin}" to _meta.ui.csp.${reference.list} of the resource, or inline what it serves.`,
    }));
}
