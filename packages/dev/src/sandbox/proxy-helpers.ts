/** Pure pieces of the sandbox proxy, kept apart so they can be tested without a page. */
import { NOT_FRAMED_TEXT } from "../node/sandbox-request.js";

export function methodOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { jsonrpc, method } = data as { jsonrpc?: unknown; method?: unknown };
  return jsonrpc === "2.0" && typeof method === "string" ? method : undefined;
}

/** The key of the proxy's own reports to the host (CSP violations); never relayed from the widget. */
export const PROXY_REPORT_KEY = "__hostbridgeSandbox";

/** Whether a message claims to be one of the proxy's own reports (the widget may not forge them). */
export function isProxyReport(data: unknown): boolean {
  return typeof data === "object" && data !== null && PROXY_REPORT_KEY in data;
}

export interface EmbeddingFacts {
  /** The dev host origin the sandbox server wrote into the page. */
  expectedOrigin: string;
  referrer: string;
  /** `location.ancestorOrigins` where the browser has it (Chromium), nearest first. */
  ancestorOrigins: readonly string[] | null;
  framed: boolean;
  /** Whether `window.top` could be read: it must not be (the proxy is on another origin). */
  topReachable: boolean;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Why the proxy must refuse to run here, or `null` when the page framing it is the dev host: the
 * proxy must be framed, by the expected origin (referrer and every ancestor), and unable to reach
 * the top window. A page on any other origin gets nothing (no proxy-ready, no relay).
 */
export function embeddingProblem(facts: EmbeddingFacts): string | null {
  if (!facts.framed) return NOT_FRAMED_TEXT;
  if (originOf(facts.referrer) !== facts.expectedOrigin)
    return `Refused: framed by ${originOf(facts.referrer) ?? "an unknown page"}, not by the dev host.`;
  if (
    facts.ancestorOrigins &&
    (facts.ancestorOrigins.length === 0 || facts.ancestorOrigins.some((origin) => origin !== facts.expectedOrigin))
  ) {
    return `Refused: an ancestor is not the dev host (${facts.ancestorOrigins.join(", ")}).`;
  }
  if (facts.topReachable)
    return "Refused: the top window is reachable, so this proxy is not isolated from the host page.";
  return null;
}

const PERMISSION_FEATURES: Record<string, string> = {
  camera: "camera",
  microphone: "microphone",
  geolocation: "geolocation",
  clipboardWrite: "clipboard-write",
};

/** `ui.permissions` as an iframe `allow` attribute (spec values are `{}`; `true` is read the same). */
export function allowAttribute(permissions: Record<string, unknown> | undefined): string {
  return Object.entries(permissions ?? {})
    .filter(([, granted]) => granted !== false && granted !== null && granted !== undefined)
    .map(([key]) => PERMISSION_FEATURES[key])
    .filter((feature): feature is string => Boolean(feature))
    .join("; ");
}

/** What the proxy reports to the host about a blocked load or request. */
export interface CspViolationReport {
  [PROXY_REPORT_KEY]: "csp-violation";
  /** `widget`: the widget's own document; `proxy`: through the proxy's realm (`parent.fetch`, ...). */
  realm: "widget" | "proxy";
  blockedURI: string;
  effectiveDirective: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

/** Sandbox keywords that would let the widget frame reach past the proxy: never granted to it. */
const ESCAPING_SANDBOX_KEYWORDS = new Set([
  "allow-top-navigation",
  "allow-top-navigation-by-user-activation",
  "allow-top-navigation-to-custom-protocols",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
]);

/**
 * The inner frame's `sandbox` attribute: the host's (`sandbox-resource-ready`), else the default,
 * without any keyword that lets the widget navigate the top window or open a window of its own.
 */
export function innerSandbox(requested: unknown, fallback: string): string {
  const asked = typeof requested === "string" && requested.trim() ? requested : fallback;
  return asked
    .split(/\s+/)
    .filter((keyword) => keyword && !ESCAPING_SANDBOX_KEYWORDS.has(keyword.toLowerCase()))
    .join(" ");
}

/** What the proxy tells the host when it cancelled a navigation of its own frame or the widget's. */
export function navigationBlockedReport(
  url: string,
  frame: "widget" | "proxy",
): { [PROXY_REPORT_KEY]: "navigation-blocked"; url: string; frame: "widget" | "proxy" } {
  return { [PROXY_REPORT_KEY]: "navigation-blocked", url, frame };
}

/** What the proxy tells the host when the widget's document reloaded itself (and so is gone). */
export function reloadReport(): { [PROXY_REPORT_KEY]: "widget-reloaded" } {
  return { [PROXY_REPORT_KEY]: "widget-reloaded" };
}

export function violationReport(event: SecurityPolicyViolationEvent, realm: "widget" | "proxy"): CspViolationReport {
  return {
    [PROXY_REPORT_KEY]: "csp-violation",
    realm,
    blockedURI: event.blockedURI,
    effectiveDirective: event.effectiveDirective,
    sourceFile: event.sourceFile,
    lineNumber: event.lineNumber,
    sample: event.sample,
  };
}
