// The `@example` of `installFakeOpenAi` (src/fake-openai.ts), as a test would use it.
import { createHost } from "@hostbridge/core";
import { installFakeOpenAi } from "@hostbridge/core/testing";

// #region installFakeOpenAi
const fake = installFakeOpenAi(window, { globals: { theme: "dark" } });
const host = createHost(); // finds the fake: kind "chatgpt"
fake.set({ displayMode: "fullscreen" });
console.log(host.getSnapshot().displayMode); // "fullscreen": the host's snapshot follows
await host.callTool("search", { q: "pizza" });
console.log(fake.calls); // [["callTool", "search", { q: "pizza" }]]
await host.close();
fake.uninstall();
// #endregion installFakeOpenAi
