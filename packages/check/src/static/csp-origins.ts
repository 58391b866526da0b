/** The CSP lists of a widget resource (`_meta.ui.csp`) that `hostbridge check` reads. */
export interface DeclaredCsp {
  /** fetch/XHR/WebSocket origins. */
  connectDomains?: string[];
  /** Origins for scripts, styles, images, fonts and media. */
  resourceDomains?: string[];
  /** Origins of nested frames. */
  frameDomains?: string[];
  /** `base-uri` origins. */
  baseUriDomains?: string[];
}

/** Which `ui.csp` list governs a kind of load. */
export type CspList = keyof DeclaredCsp;

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The `_meta.ui.csp` of a resource content item or list entry (missing lists are empty). */
export function declaredCspOf(meta: unknown): DeclaredCsp {
  const csp = (meta as { ui?: { csp?: Record<string, unknown> } } | undefined)?.ui?.csp ?? {};
  return {
    connectDomains: listOf(csp.connectDomains),
    resourceDomains: listOf(csp.resourceDomains),
    frameDomains: listOf(csp.frameDomains),
    baseUriDomains: listOf(csp.baseUriDomains),
  };
}

/** Whether the CSP source `entry` (an origin, possibly `*.`-wildcarded or with `:*`) allows `origin`. */
export function sourceAllows(entry: string, origin: string): boolean {
  let target: URL;
  let source: URL;
  try {
    target = new URL(origin);
    source = new URL(entry.replace("://*.", "://wildcard.").replace(/:\*$/, ""));
  } catch {
    return false;
  }
  if (source.protocol !== target.protocol) return false;
  const wildcard = entry.includes("://*.");
  const host = wildcard ? source.hostname.slice("wildcard.".length) : source.hostname;
  const hostMatches = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
  const anyPort = /:\*$/.test(entry);
  return hostMatches && (anyPort || source.port === target.port);
}

/** Whether `list` of `csp` allows `origin`. */
export function cspAllows(csp: DeclaredCsp, list: CspList, origin: string): boolean {
  return (csp[list] ?? []).some((entry) => sourceAllows(entry, origin));
}
