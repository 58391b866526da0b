import { describe, expect, it } from "vitest";
import { buildCspContent } from "./csp.js";

describe("buildCspContent", () => {
  it("is the MCP Apps default CSP when the resource declares nothing", () => {
    const csp = buildCspContent(undefined);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("widens only by the declared origins and drops anything that is not an origin", () => {
    const csp = buildCspContent({
      connectDomains: ["http://127.0.0.1:3311", "https://api.example.com; script-src *"],
      resourceDomains: ["https://*.cdn.example.com"],
    });
    expect(csp).toContain("connect-src http://127.0.0.1:3311");
    expect(csp).not.toContain("script-src *");
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://*.cdn.example.com");
    expect(csp).toContain("font-src https://*.cdn.example.com");
  });
});
