import { cspEntryFor } from "@hostbridge/check/csp";
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

/**
 * What `ui.csp` would need for a blocked load or request (the rule `hostbridge check` applies): the
 * directive tells the list, the blocked URL its origin; inline code, `eval` and directives that
 * `ui.csp` does not widen get a reason instead.
 */
export function cspFix(effectiveDirective: string, blockedURI: string): CspViolation["fix"] {
  const entry = cspEntryFor(effectiveDirective, blockedURI);
  return "list" in entry ? { key: entry.list, entry: entry.origin } : entry;
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
