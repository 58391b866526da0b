// @vitest-environment jsdom
import type { Client } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { devHostProfile } from "./profiles.js";
import type { FrameLabel } from "./types.js";
import { type WidgetHostHandlers, WidgetSession } from "./widget-session.js";

// Only where the frame points is looked at: every handler does nothing.
const handlers = new Proxy({} as WidgetHostHandlers, { get: () => () => undefined });

const sessions: WidgetSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.dispose()));
  document.body.replaceChildren();
});

/** The URL a started session points its frame at. */
async function frameUrl(label: FrameLabel): Promise<URL> {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const session = new WidgetSession({
    label,
    frame,
    sandboxUrl: "http://s0123456789ab.localhost:5311/sandbox.html",
    client: { getServerCapabilities: () => ({}) } as unknown as Client,
    profile: devHostProfile("chatgpt"),
    html: "<!doctype html>",
    csp: { connectDomains: ["https://api.example.com"] },
    hostContext: {},
    toolInput: null,
    toolResult: null,
    handlers,
  });
  sessions.push(session);
  await session.start();
  return new URL(frame.src);
}

describe("WidgetSession: each frame on its own sandbox origin", () => {
  it("loads the widget on the server's origin and its modal on another site, both with the declared CSP", async () => {
    const main = await frameUrl("main");
    const modal = await frameUrl("modal");
    expect(main.origin).toBe("http://s0123456789ab.localhost:5311");
    expect(modal.origin).toBe("http://s0123456789ab-modal.localhost:5311");
    for (const url of [main, modal]) {
      expect(url.pathname).toBe("/sandbox.html");
      expect(JSON.parse(url.searchParams.get("csp") ?? "null")).toEqual({
        connectDomains: ["https://api.example.com"],
      });
    }
  });
});
