/**
 * Which `ui.csp` entry would allow a load the widget's CSP blocked. Browser-safe (no Node import):
 * the dev host's page reads it through `@hostbridge/check/csp`.
 */

/** A list of `_meta.ui.csp`. */
export type CspListName = "connectDomains" | "resourceDomains" | "frameDomains" | "baseUriDomains";

/** The `ui.csp` list that widens each CSP directive. */
const LIST_OF_DIRECTIVE: Record<string, CspListName> = {
  "connect-src": "connectDomains",
  "script-src": "resourceDomains",
  "script-src-elem": "resourceDomains",
  "style-src": "resourceDomains",
  "style-src-elem": "resourceDomains",
  "img-src": "resourceDomains",
  "font-src": "resourceDomains",
  "media-src": "resourceDomains",
  "frame-src": "frameDomains",
  "child-src": "frameDomains",
  "base-uri": "baseUriDomains",
};

/** The entry to declare (`list` and `origin`), or why no declaration can allow the load. */
export type CspEntry =
  | {
      /** The `ui.csp` list the origin goes into. */
      list: CspListName;
      /** The origin to add to it. */
      origin: string;
    }
  | {
      /** Why no `ui.csp` entry can allow it. */
      reason: string;
    };

/**
 * What `ui.csp` would need for a blocked load or request: the directive tells the list, the blocked
 * URL its origin. Inline code, `eval` and directives `ui.csp` does not widen get a reason instead
 * (the MCP Apps default CSP never allows `eval`).
 */
export function cspEntryFor(directive: string, blockedUri: string): CspEntry {
  if (blockedUri === "eval" || blockedUri === "wasm-eval")
    return {
      reason:
        "eval and new Function are never allowed: the MCP Apps CSP has no 'unsafe-eval', and ui.csp cannot add it",
    };
  if (blockedUri === "inline")
    return { reason: "inline code in an attribute or a blocked inline element; ui.csp cannot allow it" };
  const list = LIST_OF_DIRECTIVE[directive];
  if (!list) return { reason: `${directive} is not widened by ui.csp` };
  let origin: string;
  try {
    origin = new URL(blockedUri).origin;
  } catch {
    return { reason: `${blockedUri} is not a URL with an origin (data: and blob: are not declared in ui.csp)` };
  }
  if (origin === "null") return { reason: `${blockedUri} has no origin to declare` };
  return { list, origin };
}
