import { createHash } from "node:crypto";

// `ui.domain` is host-specific (the MCP Apps spec leaves its format to the host), so one value does
// not fit every host:
// - ChatGPT reads `openai/widgetDomain` (and `ui.domain`) as an https origin, e.g.
//   `https://pizza.example.com` (the Apps SDK reference).
// - Claude reads `ui.domain` and rejects anything but `{hash}.claudemcpcontent.com`, where hash is
//   the first 32 hex digits of the SHA-256 of the MCP server's URL ("Invalid ui.domain format";
//   Claude's MCP Apps docs, "cross-compatibility", domain handling; ext-apps#671).
// - Other MCP Apps hosts may ignore it and pick their own sandbox origin.

/** One domain for every host, or one per dialect where the hosts want different forms. */
export interface WidgetDomainPerHost {
  /** For ChatGPT: an https origin, written to `_meta["openai/widgetDomain"]`. */
  chatgpt: string;
  /**
   * For standard MCP Apps hosts, in the form the target host wants, written to `_meta.ui.domain`:
   * for Claude the host name `claudeWidgetDomain(serverUrl)` gives.
   */
  mcpApps: string;
}

/** The `ui.domain` Claude requires for the MCP server at `serverUrl` (its full URL, e.g. `https://pizza.example.com/mcp`). */
export function claudeWidgetDomain(serverUrl: string): string {
  return `${createHash("sha256").update(serverUrl).digest("hex").slice(0, 32)}.claudemcpcontent.com`;
}

/** What goes to `ui.domain` and to `openai/widgetDomain`. */
export function domainsOf(domain: string | WidgetDomainPerHost): { ui: string; openai: string } {
  return typeof domain === "string" ? { ui: domain, openai: domain } : { ui: domain.mcpApps, openai: domain.chatgpt };
}
