import { afterEach, expect, it } from "vitest";
import type { Host } from "./host-types.js";
import { applyHostStyles } from "./styles.js";
import { connectToBridge } from "./test-support/bridge.js";
import { installFakeOpenAi } from "./test-support/fake-openai.js";
import { createHost } from "./host.js";

let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
const fontsElements = () => document.head.querySelectorAll("style[data-hostbridge-fonts]");

it("applies the host's variables, fonts and color-scheme, follows changes and undoes it all (official AppBridge)", async () => {
  const pair = await connectToBridge({
    hostContext: {
      theme: "dark",
      styles: {
        variables: { "--color-background-primary": "#111", "--font-sans": "Inter", color: "red" } as never,
        css: { fonts: "@font-face { font-family: Inter; src: url(inter.woff2); }" },
      },
    },
  });
  host = pair.host;
  await host.ready;
  const root = document.documentElement;
  const stop = applyHostStyles(host);
  expect(root.style.getPropertyValue("--color-background-primary")).toBe("#111");
  expect(root.style.getPropertyValue("--font-sans")).toBe("Inter");
  expect(root.style.getPropertyValue("color")).toBe(""); // not a custom property: ignored
  expect(root.style.colorScheme).toBe("dark");
  expect(fontsElements()).toHaveLength(1);
  expect(fontsElements()[0]!.textContent).toContain("font-family: Inter");

  pair.bridge.setHostContext({
    theme: "light",
    styles: { variables: { "--color-background-primary": "#fff" } as never },
  });
  await tick();
  expect(root.style.getPropertyValue("--color-background-primary")).toBe("#fff");
  expect(root.style.getPropertyValue("--font-sans")).toBe(""); // gone from the host's set: removed
  expect(root.style.colorScheme).toBe("light");
  expect(fontsElements()).toHaveLength(0);

  stop();
  expect(root.style.getPropertyValue("--color-background-primary")).toBe("");
  expect(root.style.colorScheme).toBe("");
  pair.bridge.setHostContext({ theme: "dark", styles: { variables: { "--x": "1" } as never } });
  await tick();
  expect(root.style.getPropertyValue("--x")).toBe(""); // stopped: no longer follows
});

it("applies to a given element, and in ChatGPT only the theme", async () => {
  const fake = installFakeOpenAi(window, { globals: { theme: "dark" } });
  host = createHost();
  const element = document.createElement("div");
  const stop = applyHostStyles(host, { root: element });
  expect(element.style.colorScheme).toBe("dark");
  expect(document.documentElement.style.colorScheme).toBe("");
  stop();
  fake.uninstall();
});

it("injects the host's fonts once per document, however many callers apply the styles (official AppBridge)", async () => {
  const fonts = "@font-face { font-family: Inter; src: url(inter.woff2); }";
  const pair = await connectToBridge({ hostContext: { theme: "light", styles: { css: { fonts } } } });
  host = pair.host;
  await host.ready;
  const stops = [applyHostStyles(host), applyHostStyles(host), applyHostStyles(host)];
  expect(fontsElements()).toHaveLength(1);
  expect(fontsElements()[0]!.textContent).toBe(fonts);

  // The host drops its fonts and sends them again: still one element.
  pair.bridge.setHostContext({ theme: "light", styles: {} });
  await tick();
  expect(fontsElements()).toHaveLength(0);
  pair.bridge.setHostContext({ theme: "light", styles: { css: { fonts } } });
  await tick();
  expect(fontsElements()).toHaveLength(1);

  // The fonts stay while one caller still applies the styles, and go with the last.
  stops[0]!();
  stops[1]!();
  expect(fontsElements()).toHaveLength(1);
  stops[2]!();
  stops[2]!(); // stopping twice gives back nothing more
  expect(fontsElements()).toHaveLength(0);
});
