import { describe, expect, it } from "vitest";
import { cspKeyFor, isDeclared, isExternalUrl, isInlineUrl, originOf } from "./csp-domains.js";

describe("CSP source matching", () => {
  it("matches an origin, a wildcard subdomain and a bare host", () => {
    expect(isDeclared("https://cdn.example.com/a.png", ["https://cdn.example.com"])).toBe(true);
    expect(isDeclared("https://img.cdn.example.com/a.png", ["https://*.example.com"])).toBe(true);
    expect(isDeclared("https://example.com/a.png", ["https://*.example.com"])).toBe(false);
    expect(isDeclared("https://cdn.example.com/a.png", ["cdn.example.com"])).toBe(true);
  });

  it("keeps scheme and port apart", () => {
    expect(isDeclared("http://cdn.example.com/a.png", ["https://cdn.example.com"])).toBe(false);
    expect(isDeclared("https://cdn.example.com:8443/a.png", ["https://cdn.example.com"])).toBe(false);
    expect(isDeclared("https://cdn.example.com:8443/a.png", ["https://cdn.example.com:8443"])).toBe(true);
    expect(isDeclared("https://cdn.example.com:8443/a.png", ["https://cdn.example.com:*"])).toBe(true);
  });

  it("lets an https source cover wss, as CSP upgrades schemes, and never the reverse", () => {
    expect(isExternalUrl("wss://live.example.com/socket")).toBe(true);
    expect(isDeclared("wss://live.example.com/socket", ["https://live.example.com"])).toBe(true);
    expect(isDeclared("wss://live.example.com/socket", ["wss://live.example.com"])).toBe(true);
    expect(isDeclared("ws://live.example.com/socket", ["https://live.example.com"])).toBe(false);
    expect(isDeclared("https://live.example.com/a", ["wss://live.example.com"])).toBe(false);
    expect(cspKeyFor("connect")).toBe("connectDomains");
  });

  it("treats protocol-relative URLs as https and tells inline from external", () => {
    expect(originOf("//cdn.example.com/x.js")).toBe("https://cdn.example.com");
    expect(isExternalUrl("//cdn.example.com/x.js")).toBe(true);
    expect(isExternalUrl("/logo.png")).toBe(false);
    expect(isInlineUrl("data:image/png;base64,AAAA")).toBe(true);
    expect(isInlineUrl("#frag")).toBe(true);
    expect(isInlineUrl("logo.png")).toBe(false);
  });
});
