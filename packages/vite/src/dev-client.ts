/**
 * `@hostbridge/vite/dev-client`: runs in the browser, dev server only (the build never includes
 * it). A widget page inside a real host (any parent frame) just runs the widget. Opened on its
 * own, the page becomes a fake host around the widget in a frame: the testing kit's fake ChatGPT
 * host, or its fake MCP Apps host (`?host=mcp-apps`), fed with the widget's sample data.
 */
import type { OpenAiFrameInit } from "@hostbridge/testing/browser";
import { DEV_FRAME_PARAM, INIT_REQUEST, INIT_REPLY, isDevMessage } from "./dev-protocol.js";
import type { WidgetSampleModule } from "./sample.js";

export type { WidgetSample } from "./sample.js";

/** What the plugin's per-widget dev module passes in. */
export interface DevWidgetOptions {
  /** The widget's name (its folder under `src/widgets`). */
  name: string;
  /** The widget's title, for the dev page. */
  title: string;
  /** Imports the widget's entry module (which renders it). */
  entry: () => Promise<unknown>;
  /** Imports the widget's sample module, when it has one. */
  sample?: () => Promise<WidgetSampleModule>;
}

/** Asks the dev shell around this frame for the fake `window.openai`'s starting globals. */
function requestOpenAiInit(): Promise<OpenAiFrameInit> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || !isDevMessage(event.data, INIT_REPLY)) return;
      window.removeEventListener("message", onMessage);
      resolve((event.data as { init: OpenAiFrameInit }).init);
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage({ __hostbridgeDev: INIT_REQUEST }, location.origin);
  });
}

/** Starts a widget page in the dev server: as a widget in a host, or as the fake host around it. */
export async function startDevWidget(options: DevWidgetOptions): Promise<void> {
  const frameHost = new URLSearchParams(location.search).get(DEV_FRAME_PARAM);
  // The fake hosts are imported only where they are used: inside a real host the page loads
  // nothing but the widget (the testing kit's MCP peer probes for eval, which a host's CSP reports).
  if (frameHost === "chatgpt") {
    const [{ installOpenAiInFrame }, init] = await Promise.all([
      import("@hostbridge/testing/browser"),
      requestOpenAiInit(),
    ]);
    installOpenAiInFrame(init);
    await options.entry();
    return;
  }
  const insideHost = window.parent !== window || "openai" in window;
  if (frameHost === "mcp-apps" || insideHost) {
    await options.entry();
    return;
  }
  const { startDevShell } = await import("./dev-shell.js");
  await startDevShell(options);
}
