import type { WidgetCspDeclaration } from "./options.js";

/**
 * What an external URL is loaded as; decides which CSP list must declare its origin. `connect` is a
 * request the code makes (`fetch`, `WebSocket`, `EventSource`, `sendBeacon`, XHR: `connect-src`).
 */
export type ResourceKind = "script" | "style" | "font" | "image" | "media" | "frame" | "connect";

/** The `ui.csp` key that declares origins of each kind. */
export function cspKeyFor(kind: ResourceKind): "resourceDomains" | "frameDomains" | "connectDomains" {
  if (kind === "frame") return "frameDomains";
  return kind === "connect" ? "connectDomains" : "resourceDomains";
}

/** `true` for `https://…`, `http://…`, `wss://…`, `ws://…` and protocol-relative `//…` URLs. */
export function isExternalUrl(url: string): boolean {
  return /^((https?|wss?):)?\/\//i.test(url.trim());
}

/** `true` for URLs that need no network and no file: `data:`, `blob:`, fragments, empty. */
export function isInlineUrl(url: string): boolean {
  const trimmed = url.trim();
  return trimmed === "" || trimmed.startsWith("#") || /^(data|blob|about|javascript):/i.test(trimmed);
}

/** The origin of an external URL (`//cdn.example.com/x` counts as `https:`), or `undefined`. */
export function originOf(url: string): string | undefined {
  try {
    const absolute = url.trim().startsWith("//") ? `https:${url.trim()}` : url.trim();
    return new URL(absolute).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` is covered by one of `domains` the way a CSP source expression covers it:
 * `https://cdn.example.com`, `https://*.example.com` (any subdomain), or a bare host.
 */
export function isDeclared(url: string, domains: readonly string[]): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  const target = new URL(origin);
  return domains.some((domain) => sourceMatches(domain.trim(), target));
}

/** Schemes a source's scheme also allows, as CSP upgrades them (`https:` covers `wss:`). */
const UPGRADES: Record<string, readonly string[]> = {
  http: ["http", "https", "ws", "wss"],
  https: ["https", "wss"],
  ws: ["ws", "wss"],
  wss: ["wss"],
};

function schemeMatches(source: string, target: string): boolean {
  return (UPGRADES[source] ?? [source]).includes(target);
}

function sourceMatches(source: string, target: URL): boolean {
  if (source === "*") return true;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\d+|\*))?\/?$/i.exec(source);
  if (!match) return false;
  const [, scheme, host = "", port] = match;
  if (scheme && !schemeMatches(scheme.toLowerCase(), target.protocol.slice(0, -1))) return false;
  const targetHost = target.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  const hostOk = wanted.startsWith("*.") ? targetHost.endsWith(wanted.slice(1)) : targetHost === wanted;
  if (!hostOk) return false;
  if (port === "*") return true;
  // No port in the source expression means the scheme's default port.
  return port === undefined ? target.port === "" : target.port === port;
}

/** The declared origins that can load a `kind` resource. */
export function declaredFor(kind: ResourceKind, csp: WidgetCspDeclaration): readonly string[] {
  return csp[cspKeyFor(kind)] ?? [];
}
