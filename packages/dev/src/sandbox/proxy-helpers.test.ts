import { describe, expect, it } from "vitest";
import { allowAttribute, embeddingProblem, isProxyReport, methodOf } from "./proxy-helpers.js";

const host = "http://127.0.0.1:5310";
const framedByHost = {
  expectedOrigin: host,
  referrer: `${host}/`,
  ancestorOrigins: [host],
  framed: true,
  topReachable: false,
};

describe("sandbox proxy helpers", () => {
  it("runs only when the dev host frames it", () => {
    expect(embeddingProblem(framedByHost)).toBeNull();
    expect(embeddingProblem({ ...framedByHost, ancestorOrigins: null })).toBeNull();
    expect(embeddingProblem({ ...framedByHost, framed: false })).toMatch(/only works inside/);
    expect(embeddingProblem({ ...framedByHost, referrer: "http://evil.localhost:5310/" })).toMatch(
      /framed by http:\/\/evil.localhost:5310/,
    );
    expect(embeddingProblem({ ...framedByHost, referrer: "" })).toMatch(/unknown page/);
    expect(embeddingProblem({ ...framedByHost, ancestorOrigins: [host, "http://evil.example"] })).toMatch(/ancestor/);
    expect(embeddingProblem({ ...framedByHost, topReachable: true })).toMatch(/top window/);
  });

  it("recognises JSON-RPC methods only (the openai envelope has none)", () => {
    expect(methodOf({ jsonrpc: "2.0", method: "ui/notifications/sandbox-resource-ready" })).toBe(
      "ui/notifications/sandbox-resource-ready",
    );
    expect(methodOf({ __hostbridgeOpenai: "call", fn: "uploadFile" })).toBeUndefined();
    expect(methodOf({ jsonrpc: "1.0", method: "x" })).toBeUndefined();
    expect(methodOf(null)).toBeUndefined();
  });

  it("knows its own reports, so a widget cannot forge one", () => {
    expect(isProxyReport({ __hostbridgeSandbox: "csp-violation" })).toBe(true);
    expect(isProxyReport({ jsonrpc: "2.0" })).toBe(false);
  });

  it("maps resource permissions to the iframe allow attribute", () => {
    expect(allowAttribute({ camera: {}, clipboardWrite: {}, bogus: {} })).toBe("camera; clipboard-write");
    expect(allowAttribute({ microphone: true, geolocation: false })).toBe("microphone");
    expect(allowAttribute(undefined)).toBe("");
  });
});
