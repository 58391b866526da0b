import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "./host.js";
import type { Host } from "./host-types.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi, type FakeOpenAi } from "./test-support/fake-openai.js";

// ChatGPT mounts a widget opened by `requestModal` with `displayMode: "modal"` and
// `view: { mode: "modal", params }` (field-hosts.md §2): a mode the host sets, never one requested.

let fake: FakeOpenAi | undefined;
let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  fake?.uninstall();
  fake = host = undefined;
});

describe("the modal display mode", () => {
  it("a widget mounted in ChatGPT's modal sees displayMode modal and the modal's params", () => {
    const params = { pizzaId: "margherita", step: 2 };
    fake = installFakeOpenAi(window, { globals: { displayMode: "modal", view: { mode: "modal", params } } });
    host = createHost();
    expect(host.getSnapshot().displayMode).toBe("modal");
    expect(host.getSnapshot().view).toEqual({ mode: "modal", params });
  });

  it("follows ChatGPT into the modal and out of it", () => {
    fake = installFakeOpenAi(window);
    host = createHost();
    expect(host.getSnapshot().displayMode).toBe("inline");
    fake.set({ displayMode: "modal", view: { mode: "modal", params: { id: 7 } } });
    expect(host.getSnapshot()).toMatchObject({ displayMode: "modal", view: { mode: "modal", params: { id: 7 } } });
    fake.set({ displayMode: "inline", view: { mode: "inline" } });
    expect(host.getSnapshot()).toMatchObject({ displayMode: "inline", view: { mode: "inline" } });
  });

  it("is never requested: a request for it is refused before anything is sent", async () => {
    fake = installFakeOpenAi(window, { globals: { displayMode: "modal", view: { mode: "modal" } } });
    host = createHost();
    await expect(host.requestDisplayMode({ mode: "modal" as never })).rejects.toMatchObject({
      code: "invalid_argument",
    });
    expect(fake.calls).toEqual([]);
    // A mode request made inside the modal answers with the mode in effect when the host keeps it.
    fake.answers.requestDisplayMode = async () => ({ mode: "modal" });
    expect(await host.requestDisplayMode({ mode: "fullscreen" })).toEqual({ mode: "modal" });
  });

  it("an MCP Apps host may set it too (official AppBridge), and other unknown modes are still ignored", async () => {
    const pair = await connectToBridge({ hostContext: { theme: "light", displayMode: "modal" as never } });
    host = pair.host;
    await host.ready;
    expect(host.getSnapshot().displayMode).toBe("modal");
    pair.bridge.setHostContext({ theme: "light", displayMode: "sidebar" as never });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.getSnapshot().displayMode).toBe("modal");
  });
});
