import type { Finding } from "../finding.js";
import { CHECK_RULES } from "../rule-catalogue.js";

/** What a widget document ships. */
export interface ShippedBytes {
  /** The whole HTML document, UTF-8 bytes. */
  html: number;
  /** The inline `<script>` bodies, UTF-8 bytes (external scripts are counted by the CSP rules instead). */
  script: number;
}

/** Counts the bytes of `html` and of its inline scripts. */
export function shippedBytes(html: string): ShippedBytes {
  let script = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi))
    script += Buffer.byteLength(match[1] ?? "");
  return { html: Buffer.byteLength(html), script };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `bytes`: one figure per widget. */
export function bytesFinding(subject: string, html: string): Finding {
  const bytes = shippedBytes(html);
  const rule = CHECK_RULES.bytes;
  return {
    rule: "bytes",
    severity: rule.severity,
    subject,
    message: `Ships ${kilobytes(bytes.html)} of HTML, ${kilobytes(bytes.script)} of it JavaScript.`,
    fix: rule.fix,
  };
}
