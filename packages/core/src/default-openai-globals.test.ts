import { describe, expect, it } from "vitest";
import { defaultOpenAiGlobals } from "./default-openai-globals.js";
import { installFakeOpenAi } from "./fake-openai.js";
import { OPENAI_GLOBAL_NAMES } from "./globals.js";

/** A window of its own: any EventTarget will do, and nothing leaks into jsdom's window. */
const ownWindow = () => new EventTarget() as unknown as Window;

describe("defaultOpenAiGlobals (@hostbridge/core/testing)", () => {
  it("gives every one of the eleven globals a value, as the Apps SDK reference types them", () => {
    const globals = defaultOpenAiGlobals();
    expect(Object.keys(globals).sort()).toEqual([...OPENAI_GLOBAL_NAMES].sort());
    expect(globals).toMatchObject({ toolInput: {}, toolOutput: null, theme: "light", maxHeight: 500, locale: "en-US" });
  });

  it("is what installFakeOpenAi starts with, under the globals it is given", () => {
    const plain = installFakeOpenAi(ownWindow());
    const dark = installFakeOpenAi(ownWindow(), { globals: { theme: "dark" } });
    const globalsOf = (openai: Record<string, unknown>) =>
      Object.fromEntries(OPENAI_GLOBAL_NAMES.map((name) => [name, openai[name]]));
    expect(globalsOf(plain.openai)).toEqual(defaultOpenAiGlobals());
    expect(globalsOf(dark.openai)).toEqual({ ...defaultOpenAiGlobals(), theme: "dark" });
  });

  it("hands each fake objects of its own, so one fake's change never shows in another", () => {
    const first = installFakeOpenAi(ownWindow());
    const second = installFakeOpenAi(ownWindow());
    (first.openai.safeArea as { insets: { top: number } }).insets.top = 40;
    expect(second.openai.safeArea).toEqual({ insets: { top: 0, bottom: 0, left: 0, right: 0 } });
    expect(defaultOpenAiGlobals().safeArea).toEqual({ insets: { top: 0, bottom: 0, left: 0, right: 0 } });
  });
});
