import { describe, expect, it } from "vitest";
import { devHostProfile } from "../host/profiles.js";
import { clientHints } from "./call-server-tool.js";

describe("clientHints", () => {
  it("gives ChatGPT's openai/locale, openai/userAgent and openai/session", () => {
    expect(clientHints(devHostProfile("chatgpt"), "fr-FR", "Agent/1")).toEqual({
      "openai/locale": "fr-FR",
      "openai/userAgent": "Agent/1",
      "openai/session": "playground-session",
    });
  });

  it("gives none for an MCP Apps host", () => {
    expect(clientHints(devHostProfile("mcp-apps"), "fr-FR", "Agent/1")).toBeUndefined();
  });
});
