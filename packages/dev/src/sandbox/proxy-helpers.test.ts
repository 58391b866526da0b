import { describe, expect, it } from "vitest";
import { allowAttribute, hostOrigin, methodOf, withCsp } from "./proxy-helpers.js";

describe("sandbox proxy helpers", () => {
  it("takes the host origin from ?host=, else from the referrer, and nothing from junk", () => {
    expect(hostOrigin("?host=http%3A%2F%2Flocalhost%3A5310", "")).toBe("http://localhost:5310");
    expect(hostOrigin("", "http://localhost:5310/some/page?x=1")).toBe("http://localhost:5310");
    expect(hostOrigin("?host=not a url", "")).toBeNull();
    expect(hostOrigin("", "")).toBeNull();
  });

  it("recognises JSON-RPC methods only (the openai envelope has none)", () => {
    expect(methodOf({ jsonrpc: "2.0", method: "ui/notifications/sandbox-resource-ready" })).toBe("ui/notifications/sandbox-resource-ready");
    expect(methodOf({ __hostbridgeOpenai: "call", fn: "uploadFile" })).toBeUndefined();
    expect(methodOf({ jsonrpc: "1.0", method: "x" })).toBeUndefined();
    expect(methodOf(null)).toBeUndefined();
  });

  it("puts the CSP first in <head>, not in a <header>, and adds a head when there is none", () => {
    const out = withCsp('<html><body><header>h</header><head data-x="1"><script>a()</script></head></body></html>', undefined);
    expect(out.indexOf("Content-Security-Policy")).toBeGreaterThan(out.indexOf('<head data-x="1">'));
    expect(out.indexOf("Content-Security-Policy")).toBeLessThan(out.indexOf("a()"));
    expect(withCsp("<p>x</p>", undefined).startsWith('<head><meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(withCsp("<html><p>x</p></html>", undefined)).toMatch(/^<html><head><meta [^>]+><\/head><p>/);
  });

  it("maps resource permissions to the iframe allow attribute", () => {
    expect(allowAttribute({ camera: {}, clipboardWrite: {}, bogus: {} })).toBe("camera; clipboard-write");
    expect(allowAttribute(undefined)).toBe("");
  });
});
