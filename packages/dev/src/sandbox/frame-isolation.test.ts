import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameLabels, frameSandboxOrigins, frameSandboxUrl } from "./frame-origin.js";
import { type ProxyHarness, startProxyHarness } from "./test-support/proxy-harness.js";

describe("widget frame origins", () => {
  const url = "http://s0123456789ab.localhost:5311/sandbox.html";

  it("keeps the main frame on the server's origin and gives the modal another site", () => {
    expect(frameSandboxUrl(url, "main")).toBe(url);
    expect(frameSandboxUrl(url, "modal")).toBe("http://s0123456789ab-modal.localhost:5311/sandbox.html");
    expect(frameSandboxOrigins(url)).toEqual([
      "http://s0123456789ab.localhost:5311",
      "http://s0123456789ab-modal.localhost:5311",
    ]);
    expect(frameLabels("s0123456789ab")).toEqual(["s0123456789ab", "s0123456789ab-modal"]);
  });

  it("leaves a proxy URL that is not on a <label>.localhost name as it is", () => {
    expect(frameSandboxUrl("http://localhost:5174/sandbox.html", "modal")).toBe("http://localhost:5174/sandbox.html");
  });
});

// The widget in the main frame waits for the modal's frames, then tries to read the modal's proxy
// document and the modal widget's own document, and tells the host page what it got.
const ATTACKER = `<!doctype html><html><body><script>
const hostWindow = window.parent.parent;
const outcome = (read) => { try { return read() ? "reachable" : "empty"; } catch { return "cross-origin"; } };
const attack = () => {
  for (let index = 0; index < hostWindow.frames.length; index += 1) {
    const sibling = hostWindow.frames[index];
    if (sibling === window.parent || sibling.frames.length === 0) continue;
    window.parent.postMessage({
      attack: "sibling",
      proxy: outcome(() => sibling.document.body),
      widget: outcome(() => sibling.frames[0].document.body),
      proxyScript: outcome(() => sibling.Function),
    }, "*");
    return;
  }
  setTimeout(attack, 100);
};
attack();
</script></body></html>`;

const VICTIM = `<!doctype html><html><body><p>modal widget</p></body></html>`;

describe("two widget frames of one server in Chromium", () => {
  let harness: ProxyHarness;
  beforeAll(async () => {
    harness = await startProxyHarness();
  });
  afterAll(() => harness?.close());

  it("cannot script each other: the widget cannot reach the modal's proxy nor the modal widget", async () => {
    const page = await harness.open([
      { frame: "modal", html: VICTIM },
      { frame: "main", html: ATTACKER },
    ]);
    await expect
      .poll(async () => (await harness.messages(page)).find((message) => message.frame === "main")?.data, {
        timeout: 30_000,
      })
      .toEqual({ attack: "sibling", proxy: "cross-origin", widget: "cross-origin", proxyScript: "cross-origin" });
    const origins = new Set(
      page
        .frames()
        .filter((frame) => frame.url().endsWith("/sandbox.html"))
        .map((frame) => new URL(frame.url()).origin),
    );
    expect(origins).toEqual(new Set(frameSandboxOrigins(harness.sandboxUrl)));
    await page.close();
  });
});
