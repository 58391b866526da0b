import type { ResourceKind } from "./csp-domains.js";

/** One thing in a widget's code that the MCP Apps default CSP (or the host's origin) would break. */
export type CspFinding =
  | { type: "external"; kind: ResourceKind; url: string; via: string }
  | { type: "relative"; kind: ResourceKind; url: string; via: string }
  | { type: "eval"; via: string }
  | { type: "base"; via: string };
