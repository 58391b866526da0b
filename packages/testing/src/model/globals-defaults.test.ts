// Every fake ChatGPT of the repository starts with the same `window.openai` globals: core's
// `defaultOpenAiGlobals()`. A widget must not see one ChatGPT in core's tests and another here.
import { OPENAI_GLOBAL_NAMES } from "@hostbridge/core";
import { defaultOpenAiGlobals, installFakeOpenAi } from "@hostbridge/core/testing";
import { describe, expect, it } from "vitest";
import { connectOpenAiFrame } from "../browser/browser-host.js";
import { installOpenAiInFrame } from "../browser/browser-frame.js";
import { createChatGptHost } from "../jsdom/chatgpt-host.js";
import { initialGlobals } from "./globals-defaults.js";

/** The eleven globals of a `window.openai`, without its functions. */
const globalsOf = (openai: object) =>
  Object.fromEntries(OPENAI_GLOBAL_NAMES.map((name) => [name, (openai as Record<string, unknown>)[name]]));

/** A window of its own (any EventTarget will do), so the fakes do not meet on jsdom's window. */
const ownWindow = () => new EventTarget() as unknown as Window;

describe("one set of window.openai defaults", () => {
  it("starts core's bare fake and the testing kit's ChatGPT hosts with the same globals", () => {
    const bare = installFakeOpenAi(ownWindow());
    const jsdomHost = createChatGptHost({ window: ownWindow() });
    const pageHost = connectOpenAiFrame(() => null, { window: ownWindow() });
    const frame = installOpenAiInFrame(pageHost.init, ownWindow());

    const expected = defaultOpenAiGlobals();
    expect(globalsOf(bare.openai)).toEqual(expected);
    expect(globalsOf(jsdomHost.openai)).toEqual(expected);
    expect(jsdomHost.globals).toEqual(expected);
    expect(pageHost.globals).toEqual(expected);
    expect(globalsOf(frame.openai)).toEqual(expected);
    frame.dispose();
    pageHost.dispose();
  });

  it("takes a device's user agent, and null tool data where ChatGPT has none yet", () => {
    const globals = initialGlobals({ device: "mobile", pendingApproval: true, toolOutput: null, theme: "dark" });
    expect(globals).toEqual({
      ...defaultOpenAiGlobals(),
      toolInput: null,
      theme: "dark",
      userAgent: { device: { type: "mobile" }, capabilities: { hover: false, touch: true } },
    });
  });

  it("keeps the default where an untyped caller passes null for a context signal", () => {
    const untyped = { locale: null, widgetState: null } as unknown as Parameters<typeof initialGlobals>[0];
    const globals = initialGlobals(untyped);
    expect(globals.locale).toBe("en-US");
    expect(globals.widgetState).toBeNull();
  });
});
