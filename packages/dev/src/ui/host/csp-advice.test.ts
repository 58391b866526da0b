import { describe, expect, it } from "vitest";
import { cspFix, describeFix, readViolation } from "./csp-advice.js";

describe("CSP advice", () => {
  it("names the ui.csp list and entry that would allow a blocked URL", () => {
    expect(cspFix("connect-src", "https://api.example.com/v1/items?q=1")).toEqual({
      key: "connectDomains",
      entry: "https://api.example.com",
    });
    expect(cspFix("connect-src", "wss://live.example.com:8443/socket")).toEqual({
      key: "connectDomains",
      entry: "wss://live.example.com:8443",
    });
    expect(cspFix("img-src", "https://cdn.example.com/a.png")).toEqual({
      key: "resourceDomains",
      entry: "https://cdn.example.com",
    });
    expect(cspFix("script-src-elem", "https://cdn.example.com/x.js")).toEqual({
      key: "resourceDomains",
      entry: "https://cdn.example.com",
    });
    expect(cspFix("frame-src", "https://www.youtube.com/embed/x")).toEqual({
      key: "frameDomains",
      entry: "https://www.youtube.com",
    });
    expect(describeFix(cspFix("connect-src", "http://127.0.0.1:9/x"))).toBe(
      'ui.csp.connectDomains: ["http://127.0.0.1:9"]',
    );
  });

  it("says why when ui.csp cannot help", () => {
    expect(describeFix(cspFix("script-src", "eval"))).toMatch(/never allowed/);
    expect(describeFix(cspFix("script-src-attr", "inline"))).toMatch(/inline/);
    expect(describeFix(cspFix("worker-src", "https://a.example.com/w.js"))).toMatch(/not widened/);
    expect(describeFix(cspFix("img-src", "data"))).toMatch(/not a URL/);
  });

  it("reads only the proxy's reports", () => {
    expect(
      readViolation({
        __hostbridgeSandbox: "csp-violation",
        blockedURI: "https://a.example.com/x",
        effectiveDirective: "connect-src",
        realm: "proxy",
      }),
    ).toMatchObject({
      realm: "proxy",
      fix: { key: "connectDomains", entry: "https://a.example.com" },
    });
    expect(readViolation({ jsonrpc: "2.0" })).toBeNull();
    expect(readViolation("x")).toBeNull();
  });
});
