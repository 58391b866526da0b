// The host page: one official AppBridge per view iframe, as an MCP Apps web host runs it. The
// same page and the same bridge serve every library, so only the view differs between figures.
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

console.debug = () => {};

export const TOOL_RESULT = {
  content: [{ type: "text" as const, text: "Margherita" }],
  structuredContent: { title: "Margherita" },
};

export interface OpenResult {
  /** From `document.createElement("iframe")` to the view reporting the output on screen, ms. */
  fromCreate: number;
  /** From setting the iframe's `src` to the same moment, ms. */
  fromSrc: number;
  /** On the view's own clock: from its first script to the output in its DOM, ms (no process start-up, page fetch or last message hop). */
  inView: number;
}

interface Current {
  iframe: HTMLIFrameElement;
  bridge: AppBridge;
}
let current: Current | null = null;
let initializedCount = 0;

async function close(): Promise<void> {
  const open = current;
  current = null;
  if (!open) return;
  await open.bridge.close().catch(() => {});
  open.iframe.remove();
}

/** Opens `url` in a fresh sandboxed iframe behind a fresh AppBridge; resolves when the view shows the tool output. */
async function open(url: string, timeoutMs = 120_000): Promise<OpenResult> {
  await close();
  const t0 = performance.now();
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", "allow-scripts allow-same-origin");
  iframe.style.cssText = "width:480px;height:320px;border:0";
  document.body.append(iframe);
  const bridge = new AppBridge(
    null,
    { name: "bench-host", version: "1.0.0" },
    { serverTools: {}, openLinks: {}, logging: {}, updateModelContext: { text: {}, structuredContent: {} } },
    {
      hostContext: {
        theme: "light",
        displayMode: "inline",
        availableDisplayModes: ["inline"],
        locale: "en-US",
        platform: "web",
      },
    },
  );
  bridge.oncalltool = async ({ name, arguments: args }) => ({
    content: [{ type: "text", text: `${name} ok` }],
    structuredContent: { echo: args ?? null },
  });
  bridge.onupdatemodelcontext = async () => ({});
  bridge.onsizechange = () => {};
  // Every (re)initialisation gets the tool input and result, as a host does for a fresh view.
  bridge.oninitialized = () => {
    initializedCount += 1;
    void bridge.sendToolInput({ arguments: { city: "Naples" } }).catch(() => {});
    void bridge.sendToolResult(TOOL_RESULT).catch(() => {});
  };
  current = { iframe, bridge };
  const rendered = new Promise<{ t: number; at: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener("message", onMessage);
      reject(new Error(`view at ${url} did not show the tool output within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(event: MessageEvent) {
      const data = event.data as { __bench?: string; at?: number } | null;
      if (event.source !== iframe.contentWindow || data?.__bench !== "rendered") return;
      const t = performance.now();
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      resolve({ t, at: typeof data.at === "number" ? data.at : Number.NaN });
    }
    window.addEventListener("message", onMessage);
  });
  // Connecting before `src` is set is safe (the window object survives the navigation).
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  const tSrc = performance.now();
  iframe.src = url;
  const { t: tRendered, at } = await rendered;
  return { fromCreate: tRendered - t0, fromSrc: tRendered - tSrc, inView: at };
}

async function setHostContext(partial: Record<string, unknown>): Promise<void> {
  if (!current) throw new Error("no view is open");
  await current.bridge.sendHostContextChange(partial as never);
}

async function sendToolResult(structuredContent: Record<string, unknown>): Promise<void> {
  if (!current) throw new Error("no view is open");
  await current.bridge.sendToolResult({ content: [{ type: "text", text: "update" }], structuredContent });
}

const api = { open, close, setHostContext, sendToolResult, initializedCount: () => initializedCount };
export type HostApi = typeof api;
(window as unknown as { __benchHost: HostApi }).__benchHost = api;
