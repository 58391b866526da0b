import type { WidgetCspDeclaration } from "./options.js";

/** What an external URL is loaded as; decides which CSP list must declare its origin. */
export type ResourceKind = "script" | "style" | "font" | "image" | "media" | "frame";

/** The `ui.csp` key that declares origins of each kind. */
export function cspKeyFor(kind: ResourceKind): "resourceDomains" | "frameDomains" {
  return kind === "frame" ? "frameDomains" : "resourceDomains";
}

/** `true` for `https://…`, `http://…` and protocol-relative `//…` URLs. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
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

function sourceMatches(source: string, target: URL): boolean {
  if (source === "*") return true;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\d+|\*))?\/?$/i.exec(source);
  if (!match) return false;
  const [, scheme, host = "", port] = match;
  if (scheme && `${scheme.toLowerCase()}:` !== target.protocol) return false;
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
