import { describeValue } from "./describe-value.js";

// Origin checks for CSP entries and widget domains.

const SCHEMES = new Set(["https:", "http:", "wss:", "ws:"]);

/** `probe` as a URL, or `undefined` when it does not parse. */
function parseUrl(probe: string): URL | undefined {
  try {
    return new URL(probe);
  } catch {
    return undefined;
  }
}

/** What is wrong with the parts of a parsed origin (scheme, credentials, path), or `undefined`. */
function partsProblem(value: string, url: URL, probe: string): string | undefined {
  if (!SCHEMES.has(url.protocol)) return `"${value}": scheme must be https, http, wss or ws`;
  if (url.username || url.password) return `"${value}" must not carry credentials`;
  if (url.pathname !== "/" || url.search || url.hash || probe.endsWith("/"))
    return `"${value}" has a path, query or fragment; use only scheme://host[:port]`;
  return undefined;
}

/**
 * Why `value` is not an origin (`scheme://host[:port]`), or `undefined` when it is.
 * `allowWildcard` permits one leading `*.` label (`https://*.example.com`), as `ui.csp` allows.
 */
export function originProblem(value: unknown, allowWildcard: boolean): string | undefined {
  if (typeof value !== "string" || value === "") return `expected an origin string, got ${describeValue(value)}`;
  const wildcard = /^([a-z][a-z0-9+.-]*:\/\/)\*\./i.exec(value);
  if (wildcard && !allowWildcard) return `"${value}": wildcards are not allowed here`;
  // The wildcard label stands in as a plain one, so the URL parser checks the rest.
  const probe = wildcard ? value.replace("*.", "wildcard.") : value;
  if (/^[a-z][a-z0-9+.-]*:\/\/\*/i.test(probe) || probe === "*")
    return `"${value}": a wildcard must be a leading "*." subdomain label`;
  const url = parseUrl(probe);
  if (!url) return `"${value}" is not a URL with a scheme (e.g. https://api.example.com)`;
  const problem = partsProblem(value, url, probe);
  if (problem) return problem;
  const origin = `${url.protocol}//${url.host}`;
  if (origin !== probe)
    return `"${value}" is not in canonical form; write "${wildcard ? origin.replace("wildcard.", "*.") : origin}"`;
  return undefined;
}
