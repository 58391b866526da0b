import { describe, expect, it } from "vitest";
import { describeMessage } from "./logged-transport.js";

describe("describeMessage", () => {
  it("labels JSON-RPC requests, responses and the window.openai envelope", () => {
    expect(describeMessage({ jsonrpc: "2.0", id: 1, method: "tools/call" })).toEqual({
      kind: "json-rpc",
      label: "tools/call",
    });
    expect(describeMessage({ jsonrpc: "2.0", id: 1, result: {} })).toEqual({ kind: "json-rpc", label: "response" });
    expect(describeMessage({ jsonrpc: "2.0", id: 1, error: { code: -1, message: "x" } })).toEqual({
      kind: "json-rpc",
      label: "error response",
    });
    expect(describeMessage({ __hostbridgeOpenai: "call", id: 3, fn: "uploadFile", args: [] })).toEqual({
      kind: "openai",
      label: "openai call uploadFile",
    });
    expect(describeMessage("hello")).toEqual({ kind: "other", label: "string" });
  });
});
