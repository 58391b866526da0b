import { describe, expect, it } from "vitest";
import { injectOpenAi } from "./inject-openai.js";

describe("injectOpenAi", () => {
  it("puts the init and the frame script before the widget's own scripts", () => {
    const html = '<!doctype html><html><head><script type="module">widget()</script></head><body></body></html>';
    const out = injectOpenAi(html, { globals: { theme: "dark" } }, "frame()");
    const init = out.indexOf("window.__hostbridgeOpenaiInit=");
    const frame = out.indexOf("frame()");
    const own = out.indexOf("widget()");
    expect(init).toBeGreaterThan(out.indexOf("<head>"));
    expect(init).toBeLessThan(frame);
    expect(frame).toBeLessThan(own);
    expect(out).toContain('{"globals":{"theme":"dark"}}');
  });

  it("cannot be broken out of by a global value or by the script", () => {
    const out = injectOpenAi(
      "<p>hi</p>",
      { globals: { toolOutput: { name: "</script><img src=x onerror=alert(1)>" } } },
      "a('</script>')",
    );
    expect(out.match(/<\/script>/g)).toHaveLength(2);
    expect(out).toContain("\\u003c/script>");
    expect(out.endsWith("<p>hi</p>")).toBe(true);
  });
});
