import { describe, expect, it } from "vitest";
import { buildWidgetCsp, invalidSources, parseCspParam, validSources } from "./csp.js";

describe("buildWidgetCsp", () => {
  it("is the MCP Apps default CSP when the resource declares nothing", () => {
    expect(buildWidgetCsp(undefined)).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; base-uri 'self'",
    );
  });

  it("applies every declared list to its directives, ws: and wss: connect domains included", () => {
    const csp = buildWidgetCsp({
      connectDomains: ["http://127.0.0.1:3311", "wss://live.example.com", "ws://localhost:*"],
      resourceDomains: ["https://*.cdn.example.com"],
      frameDomains: ["https://www.youtube.com"],
      baseUriDomains: ["https://base.example.com/"],
    });
    expect(csp).toContain("connect-src http://127.0.0.1:3311 wss://live.example.com ws://localhost:*");
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://*.cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://*.cdn.example.com");
    expect(csp).toContain("img-src 'self' data: https://*.cdn.example.com");
    expect(csp).toContain("font-src https://*.cdn.example.com");
    expect(csp).toContain("media-src 'self' data: https://*.cdn.example.com");
    expect(csp).toContain("frame-src https://www.youtube.com");
    expect(csp).toContain("base-uri https://base.example.com");
  });

  it("drops what is not a source, so nothing can be smuggled in", () => {
    const declared = [
      "https://api.example.com; script-src *",
      "'unsafe-eval'",
      "*",
      "https://a.example.com 'unsafe-inline'",
      "javascript:alert(1)",
      42,
    ];
    expect(validSources(declared)).toEqual([]);
    expect(invalidSources(declared)).toHaveLength(declared.length);
    const csp = buildWidgetCsp({ connectDomains: declared as string[], resourceDomains: declared as string[] });
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src \*/);
    expect(csp).toContain("connect-src 'none'");
  });
});

describe("parseCspParam", () => {
  it("reads the JSON of ui.csp and ignores junk", () => {
    expect(parseCspParam('{"connectDomains":["https://a.example.com"]}')).toEqual({
      connectDomains: ["https://a.example.com"],
    });
    expect(parseCspParam("not json")).toBeUndefined();
    expect(parseCspParam("[1]")).toBeUndefined();
    expect(parseCspParam(null)).toBeUndefined();
  });
});
