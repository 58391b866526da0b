import { describe, expect, it } from "vitest";
import { originProblem } from "./origin.js";

describe("originProblem", () => {
  it.each([
    "https://api.example.com",
    "http://localhost:5173",
    "wss://ws.example.com",
    "https://example.com:8443",
    "http://127.0.0.1:3311",
  ])("accepts %s", (value) => {
    expect(originProblem(value, false)).toBeUndefined();
  });

  it("accepts a leading wildcard label only where allowed", () => {
    expect(originProblem("https://*.example.com", true)).toBeUndefined();
    expect(originProblem("https://*.example.com", false)).toMatch(/wildcards are not allowed/);
  });

  it.each([
    ["api.example.com", /not a URL with a scheme/],
    ["https://api.example.com/", /path, query or fragment/],
    ["https://api.example.com/v1", /path, query or fragment/],
    ["https://api.example.com?x=1", /path, query or fragment/],
    ["https://API.example.com", /write "https:\/\/api\.example\.com"/],
    ["https://example.com:443", /write "https:\/\/example\.com"/],
    ["ftp://files.example.com", /scheme must be/],
    ["https://user:pw@example.com", /credentials/],
    ["https://*", /leading "\*\." subdomain/],
    ["*", /leading "\*\." subdomain/],
    ["", /expected an origin string/],
    [42, /expected an origin string/],
  ])("rejects %s", (value, reason) => {
    expect(originProblem(value, true)).toMatch(reason);
  });
});
