import { describe, expect, it } from "vitest";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { captureHook } from "./test-support/render-with.js";
import { useRequestCheckout } from "./use-request-checkout.js";

describe("useRequestCheckout", () => {
  it("calls host.requestCheckout with the session and says whether the host offers it", async () => {
    const { host, openai } = chatGptHost();
    openai.answers.requestCheckout = () => ({ status: "completed" });
    const hook = captureHook(host, () => useRequestCheckout());
    expect(hook.get().isSupported).toBe(true);
    await expect(hook.get()({ id: "cs_1" })).resolves.toEqual({ status: "completed" });
    expect(openai.calls).toEqual([["requestCheckout", { id: "cs_1" }]]);
  });

  it("is not supported where ChatGPT lacks it", () => {
    const { host } = chatGptHost({ without: ["requestCheckout"] });
    expect(captureHook(host, () => useRequestCheckout()).get().isSupported).toBe(false);
  });
});
