import { createHash } from "node:crypto";
import type { WidgetCspDeclaration } from "./options.js";

/**
 * `dist/widgets/manifest.json`: what `@hostbridge/server`'s manifest reader reads. The format is
 * the server's `WidgetManifest` (the reader validates it); this copy lets the plugin write it without
 * depending on the server package, and `manifest.test.ts` fails the typecheck if the two differ.
 */
export interface WidgetManifest {
  /** Format version of this file. */
  version: 1;
  /** Every built widget, by name. */
  widgets: Record<string, WidgetManifestEntry>;
}

/** One built widget in the manifest. */
export interface WidgetManifestEntry {
  /** File name beside the manifest, e.g. `pizza-list.html`. */
  file: string;
  /** 12 hex digits of the SHA-256 of the file: changes whenever the HTML does (for a cache-busting `ui://` URI). */
  hash: string;
  /** Size of the file in bytes (UTF-8). */
  bytes: number;
  /** The widget's title. */
  title: string;
  /** The widget's CSP declaration as the build checked it. */
  csp: WidgetCspDeclaration;
}

/** 12 hex digits of the SHA-256 of `text`. */
export function htmlHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

/** The manifest entry of one built widget document. */
export function manifestEntry(
  name: string,
  html: string,
  title: string,
  csp: WidgetCspDeclaration,
): WidgetManifestEntry {
  return { file: `${name}.html`, hash: htmlHash(html), bytes: Buffer.byteLength(html, "utf8"), title, csp };
}
