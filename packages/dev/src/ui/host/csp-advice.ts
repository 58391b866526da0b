import type { ResourceCsp } from "../../node/csp.js";

/** A CSP violation the sandbox proxy saw, with what the widget's `ui.csp` would need to allow it. */
export interface CspViolation {
  /** Order of arrival in this page (a stable key for lists). */
  id: number;
  blockedURI: string;
  effectiveDirective: string;
  /** `widget`: the widget's document; `proxy`: through the proxy's realm (`parent.fetch`, ...). */
  realm: "widget" | "proxy";
  sourceFile: string;
  lineNumber: number;
  /** The `ui.csp` entry that would allow it, or why none can. */
  fix: { key: keyof ResourceCsp; entry: string } | { reason: string };
}

const DIRECTIVE_KEYS: Record<string, keyof ResourceCsp> = {
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

/**
 * What `ui.csp` would need for a blocked load or request: the directive tells the list, the
 * blocked URL its origin. Inline code, `eval` and directives that `ui.csp` does not widen get a
 * reason instead (the MCP Apps default CSP never allows `eval`).
 */
export function cspFix(effectiveDirective: string, blockedURI: string): CspViolation["fix"] {
  if (blockedURI === "eval" || blockedURI === "wasm-eval")
    return {
      reason:
        "eval and new Function are never allowed: the MCP Apps CSP has no 'unsafe-eval', and ui.csp cannot add it",
    };
  if (blockedURI === "inline")
    return { reason: "inline code in an attribute or a blocked inline element; ui.csp cannot allow it" };
  const key = DIRECTIVE_KEYS[effectiveDirective];
  if (!key) return { reason: `${effectiveDirective} is not widened by ui.csp` };
  let origin: string;
  try {
    origin = new URL(blockedURI).origin;
  } catch {
    return { reason: `${blockedURI} is not a URL with an origin (data: and blob: are not declared in ui.csp)` };
  }
  if (origin === "null") return { reason: `${blockedURI} has no origin to declare` };
  return { key, entry: origin };
}

/** A violation report from the proxy, checked; `null` for anything else. */
let nextViolationId = 1;

export function readViolation(data: unknown): CspViolation | null {
  if (typeof data !== "object" || data === null) return null;
  const report = data as Record<string, unknown>;
  if (report.__hostbridgeSandbox !== "csp-violation") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const blockedURI = text(report.blockedURI);
  const effectiveDirective = text(report.effectiveDirective);
  return {
    id: nextViolationId++,
    blockedURI,
    effectiveDirective,
    realm: report.realm === "proxy" ? "proxy" : "widget",
    sourceFile: text(report.sourceFile),
    lineNumber: typeof report.lineNumber === "number" ? report.lineNumber : 0,
    fix: cspFix(effectiveDirective, blockedURI),
  };
}

/** The fix as one line, e.g. `ui.csp.connectDomains: ["https://api.example.com"]`. */
export function describeFix(fix: CspViolation["fix"]): string {
  return "key" in fix ? `ui.csp.${fix.key}: ["${fix.entry}"]` : fix.reason;
}
