import { describe, expect, it } from "vitest";
import { createFakeHost } from "./test-support/fake-host.js";
import { captureHook } from "./test-support/render-with.js";
import { useRequestCheckout } from "./use-request-checkout.js";

describe("useRequestCheckout", () => {
  it("calls host.requestCheckout with the session and says whether the host offers it", async () => {
    const host = createFakeHost();
    host.handlers.requestCheckout = () => ({ status: "completed" });
    const hook = captureHook(host, () => useRequestCheckout());
    expect(hook.get().isSupported).toBe(true);
    await expect(hook.get()({ id: "cs_1" })).resolves.toEqual({ status: "completed" });
    expect(host.calls).toContainEqual(["requestCheckout", { id: "cs_1" }]);
  });

  it("is not supported where the host lacks it", () => {
    const host = createFakeHost({}, { features: ["callTool"] });
    expect(captureHook(host, () => useRequestCheckout()).get().isSupported).toBe(false);
  });
});
