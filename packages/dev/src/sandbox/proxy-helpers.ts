/** Pure pieces of the sandbox proxy, kept apart so they can be tested without a page. */
import { buildCspContent, type ResourceCsp } from "./csp.js";

export function methodOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { jsonrpc, method } = data as { jsonrpc?: unknown; method?: unknown };
  return jsonrpc === "2.0" && typeof method === "string" ? method : undefined;
}

/** The host page's origin: given by the host in `?host=`, else taken from the referrer. */
export function hostOrigin(search: string, referrer: string): string | null {
  const fromQuery = new URLSearchParams(search).get("host");
  const candidate = fromQuery || referrer;
  try {
    return candidate ? new URL(candidate).origin : null;
  } catch {
    return null;
  }
}

const PERMISSION_FEATURES: Record<string, string> = {
  camera: "camera",
  microphone: "microphone",
  geolocation: "geolocation",
  clipboardWrite: "clipboard-write",
};

export function allowAttribute(permissions: Record<string, object | undefined> | undefined): string {
  return Object.keys(permissions ?? {})
    .map((k) => PERMISSION_FEATURES[k])
    .filter(Boolean)
    .join("; ");
}

/** Puts the CSP meta tag first in `<head>`, so it governs every script of the View. */
export function withCsp(html: string, csp: ResourceCsp | undefined): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildCspContent(csp)}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
  const htmlTag = /<html(\s[^>]*)?>/i.exec(html);
  if (htmlTag) return `${html.slice(0, htmlTag.index + htmlTag[0].length)}<head>${meta}</head>${html.slice(htmlTag.index + htmlTag[0].length)}`;
  return `<head>${meta}</head>${html}`;
}
