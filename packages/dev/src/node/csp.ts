/** The resource's declared CSP domains (`_meta.ui.csp`). */
export interface ResourceCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}

/** Keeps only plain origins (and `*.` wildcards), so a resource cannot smuggle directives in. */
function origins(list: string[] | undefined): string[] {
  return (list ?? []).filter((d) => /^https?:\/\/[\w.*-]+(:\d+)?$/.test(d));
}

/**
 * The MCP Apps default CSP, widened only by the domains the resource declares
 * (spec §UI resource: hosts must never loosen it beyond what is declared).
 */
export function buildCspContent(csp: ResourceCsp | undefined): string {
  const resources = origins(csp?.resourceDomains).join(" ");
  const connect = origins(csp?.connectDomains);
  const frames = origins(csp?.frameDomains);
  const base = origins(csp?.baseUriDomains);
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${resources}`.trim(),
    `style-src 'self' 'unsafe-inline' ${resources}`.trim(),
    `img-src 'self' data: ${resources}`.trim(),
    ...(resources ? [`font-src ${resources}`] : []),
    `media-src 'self' data: ${resources}`.trim(),
    `connect-src ${connect.length ? connect.join(" ") : "'none'"}`,
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    `base-uri ${base.length ? base.join(" ") : "'self'"}`,
  ].join("; ");
}
