// @vitest-environment jsdom
import { App } from "@modelcontextprotocol/ext-apps";
import type { Client, JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { devHostProfile } from "./profiles.js";
import { WidgetSession, type WidgetHostHandlers } from "./widget-session.js";

/** Two linked transports: what one end sends, the other receives (as a copy, as postMessage gives). */
function transportPair(): [Transport, Transport] {
  const ends: Transport[] = [];
  const end = (peer: () => Transport | undefined): Transport => ({
    start: async () => undefined,
    send: async (message: JSONRPCMessage) => {
      const copy = structuredClone(message);
      queueMicrotask(() => peer()?.onmessage?.(copy));
    },
    close: async () => undefined,
  });
  ends.push(
    end(() => ends[1]),
    end(() => ends[0]),
  );
  return [ends[0]!, ends[1]!];
}

/** A promise with its resolve, for a handler the test waits on. */
function signal(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The session's MCP client is only read for the server's capabilities (none here: no forwarding). */
const noServer = { getServerCapabilities: () => ({}) } as unknown as Client;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A session whose bridge talks to the official View SDK's App over a linked pair, as a widget would. */
async function sessionWithWidget() {
  const initialized = signal();
  const changes = { count: 0 };
  const handlers: WidgetHostHandlers = {
    log: () => undefined,
    initialized: () => initialized.resolve(),
    appToolsChanged: () => {
      changes.count += 1;
    },
    sizeChanged: () => undefined,
    followUp: () => undefined,
    openLink: () => undefined,
    requestDisplayMode: () => "inline",
    modelContext: () => undefined,
    requestClose: () => undefined,
    reloaded: () => undefined,
    cspViolation: () => undefined,
  };
  const session = new WidgetSession({
    label: "main",
    frame: document.createElement("iframe"),
    sandboxUrl: "http://sandbox.localhost/",
    client: noServer,
    profile: devHostProfile("mcp-apps"),
    html: "<!doctype html>",
    hostContext: {},
    toolInput: null,
    toolResult: null,
    handlers,
  });
  const [hostEnd, viewEnd] = transportPair();
  await session.bridge.connect(hostEnd);
  const app = new App(
    { name: "tool-shelf", version: "1.0.0" },
    { tools: { listChanged: true } },
    { autoResize: false },
  );
  app.registerTool("first_tool", { description: "There from the start" }, async () => ({ content: [] }));
  cleanups.push(async () => {
    await app.close();
    await session.dispose();
  });
  await app.connect(viewEnd);
  await initialized.promise;
  return { session, app, changes };
}

const names = async (session: WidgetSession) => (await session.listAppTools()).map((tool) => tool.name);

describe("WidgetSession: the widget's own tools", () => {
  it("lists the tools the widget registered once its handshake is done", async () => {
    const { session } = await sessionWithWidget();
    expect(session.offersAppTools).toBe(true);
    expect(await names(session)).toEqual(["first_tool"]);
  });

  it("tells the host when the widget says its tools changed, and the next listing has the new tool", async () => {
    const { session, app, changes } = await sessionWithWidget();
    expect(changes.count).toBe(0);
    // The official App sends notifications/tools/list_changed itself for a tool registered after the handshake.
    app.registerTool("second_tool", { description: "Registered later" }, async () => ({ content: [] }));
    await vi.waitFor(() => expect(changes.count).toBe(1));
    expect(await names(session)).toEqual(["first_tool", "second_tool"]);

    // Sent by hand too: each notification is one more change for the host.
    await app.sendToolListChanged();
    await vi.waitFor(() => expect(changes.count).toBe(2));
  });
});
