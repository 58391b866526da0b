/** The resource's declared CSP domains (`_meta.ui.csp` of a UI resource, MCP Apps spec). */
export interface ResourceCsp {
  /** fetch/XHR/WebSocket origins. */
  connectDomains?: string[];
  /** Origins for images, fonts, scripts, styles. */
  resourceDomains?: string[];
  /** Origins allowed in nested iframes. */
  frameDomains?: string[];
  /** `base-uri` origins. */
  baseUriDomains?: string[];
}

/**
 * A source the widget may declare: a scheme (http, https, ws, wss) with a host (optionally `*.`
 * wildcard) and an optional port or `:*`. Anything else (spaces, quotes, `;`, paths with
 * keywords) is dropped, so a resource cannot smuggle directives or keywords into the policy.
 */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?\/?$/i;

/** The entries of one `ui.csp` list that are valid sources, in their declared order. */
export function validSources(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is string => typeof entry === "string" && SOURCE.test(entry))
    .map((entry) => entry.replace(/\/$/, ""));
}

/** The entries of one `ui.csp` list that were dropped (shown to the developer, never applied). */
export function invalidSources(list: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  return list.filter((entry) => typeof entry !== "string" || !SOURCE.test(entry));
}

/**
 * The widget's Content-Security-Policy: the MCP Apps default (spec §UI resource: `default-src
 * 'none'`, inline scripts and styles, `data:` images and media, no network, no frames), widened by
 * exactly the sources the resource declares and nothing else. No `'unsafe-eval'`, ever: the same
 * header governs the proxy page, so `parent.fetch` and `new parent.Function` are held too.
 */
export function buildWidgetCsp(csp: ResourceCsp | undefined): string {
  const resources = validSources(csp?.resourceDomains);
  const connect = validSources(csp?.connectDomains);
  const frames = validSources(csp?.frameDomains);
  const base = validSources(csp?.baseUriDomains);
  const join = (fixed: string[], extra: string[]) => [...fixed, ...extra].join(" ");
  return [
    "default-src 'none'",
    `script-src ${join(["'self'", "'unsafe-inline'"], resources)}`,
    `style-src ${join(["'self'", "'unsafe-inline'"], resources)}`,
    `img-src ${join(["'self'", "data:"], resources)}`,
    ...(resources.length ? [`font-src ${resources.join(" ")}`] : []),
    `media-src ${join(["'self'", "data:"], resources)}`,
    `connect-src ${connect.length ? connect.join(" ") : "'none'"}`,
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    `base-uri ${base.length ? base.join(" ") : "'self'"}`,
  ].join("; ");
}

/** Reads the `csp` query parameter of a sandbox URL (JSON of `ui.csp`); junk counts as nothing declared. */
export function parseCspParam(value: string | null): ResourceCsp | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ResourceCsp)
      : undefined;
  } catch {
    return undefined;
  }
}
