import { connectMcpAppsFrame, connectOpenAiFrame } from "@hostbridge/testing/browser";
import type { DevWidgetOptions } from "./dev-client.js";
import {
  DEV_FRAME_PARAM,
  DEV_HOST_PARAM,
  INIT_REPLY,
  INIT_REQUEST,
  isDevMessage,
  type DevHostKind,
} from "./dev-protocol.js";
import { mcpAppsOptionsFor, type WidgetSample } from "./sample.js";

const HOSTS: Record<DevHostKind, string> = { chatgpt: "Fake ChatGPT", "mcp-apps": "Fake MCP Apps host" };
const LOG_LIMIT = 50;

function element<TagName extends keyof HTMLElementTagNameMap>(
  tag: TagName,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[TagName] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** One line of what the widget asked the host for. */
function describeCall(method: string, args: unknown): string {
  const text = JSON.stringify(args) ?? "";
  return `${method} ${text.length > 160 ? `${text.slice(0, 157)}...` : text}`;
}

/**
 * Turns the page into a fake host: a bar to switch hosts, the widget in a frame of this same
 * URL, and a log of every call the widget makes. Switching host reloads with `?host=`.
 */
export async function startDevShell(options: DevWidgetOptions): Promise<void> {
  const url = new URL(location.href);
  const kind: DevHostKind = url.searchParams.get(DEV_HOST_PARAM) === "mcp-apps" ? "mcp-apps" : "chatgpt";
  const module = options.sample ? await options.sample() : {};
  const sample: WidgetSample = module.sample ?? module.default ?? {};

  const frameUrl = new URL(location.href);
  frameUrl.searchParams.delete(DEV_HOST_PARAM);
  frameUrl.searchParams.set(DEV_FRAME_PARAM, kind);
  const frame = element("iframe", { src: frameUrl.href, title: options.title, "data-hostbridge-dev": "widget-frame" });
  frame.style.cssText =
    "display:block;width:100%;height:480px;border:1px solid #ccc;border-radius:12px;resize:vertical;overflow:auto;background:Canvas";

  const select = element("select", { "aria-label": "Fake host", "data-hostbridge-dev": "host-select" });
  for (const [value, label] of Object.entries(HOSTS))
    select.append(element("option", value === kind ? { value, selected: "" } : { value }, label));
  select.addEventListener("change", () => {
    url.searchParams.set(DEV_HOST_PARAM, select.value);
    location.href = url.href;
  });
  const log = element("ol", { "data-hostbridge-dev": "call-log" });
  log.style.cssText =
    "font:12px ui-monospace,monospace;margin:8px 0 0;padding-left:20px;max-height:160px;overflow:auto;color:#555";
  const addLog = (line: string) => {
    log.append(element("li", {}, line));
    while (log.children.length > LOG_LIMIT) log.firstElementChild?.remove();
    log.scrollTop = log.scrollHeight;
  };
  const bar = element(
    "header",
    {},
    element("strong", {}, `${options.name} `),
    "on ",
    select,
    element("span", {}, " · dev server only; builds contain none of this"),
  );
  bar.style.cssText = "font:13px system-ui,sans-serif;margin-bottom:8px;color:#333";

  document.body.replaceChildren(bar, frame, log);
  document.body.style.margin = "16px";
  document.title = `${options.title} · ${HOSTS[kind]}`;
  const resize = (height: number) => {
    if (height > 0) frame.style.height = `${Math.ceil(height) + 2}px`;
  };

  if (kind === "chatgpt") {
    const host = connectOpenAiFrame(() => frame.contentWindow, {
      theme: window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light",
      locale: navigator.language,
      ...sample,
      onCall: (call) => {
        addLog(describeCall(call.fn, call.args));
        if (call.fn === "notifyIntrinsicHeight" && typeof call.args[0] === "number") resize(call.args[0]);
      },
    });
    window.addEventListener("message", (event) => {
      if (event.source === frame.contentWindow && isDevMessage(event.data, INIT_REQUEST)) {
        frame.contentWindow?.postMessage({ __hostbridgeDev: INIT_REPLY, init: host.init }, location.origin);
      }
    });
  } else {
    const sampleOptions = mcpAppsOptionsFor(sample);
    const frameWindow = frame.contentWindow;
    if (!frameWindow) throw new Error("hostbridge dev: the widget frame has no window.");
    const host = connectMcpAppsFrame(frameWindow, {
      ...sampleOptions,
      handlers: {
        ...sampleOptions.handlers,
        sizeChange: (params) => {
          if (typeof params.height === "number") resize(params.height);
          sampleOptions.handlers?.sizeChange?.(params);
        },
        log: (params) => addLog(`log ${JSON.stringify(params.data)}`),
      },
      allowedOrigins: [location.origin],
    });
    // The fake records every request; show the new ones (the log is for a person, so polling is fine).
    let shown = 0;
    setInterval(() => {
      for (const request of host.requests.slice(shown)) addLog(describeCall(request.method, request.params));
      shown = host.requests.length;
    }, 250);
  }
}
