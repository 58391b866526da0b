import type { McpAppsAdapter } from "./adapters/mcp-apps.js";
import type { HostSnapshot } from "./globals.js";
import { isFilledString } from "./routes.js";
import type { Store } from "./store.js";
import { noop } from "./util.js";

/**
 * Names the widget instance whose state `identify` keeps: never a name two instances share. A page
 * without a bridge is named by its path. On the bridge, the call that created the view names it
 * first (its state is there on the first render), and the result's instance id, where it has one,
 * renames it: the official `viewUUID` (stamped by @hostbridge/server) or ChatGPT's widget session
 * id is unique to the instance, where a host may reuse call ids (after a page load, say). Most
 * third-party hosts send no toolInfo.
 */
export function nameWidgetInstance(
  store: Store<HostSnapshot>,
  bridge: McpAppsAdapter | undefined,
  name: (...parts: unknown[]) => void,
  pathname: string | undefined,
): void {
  if (!bridge) {
    name("page", pathname ?? "");
    return;
  }
  bridge.connected.then(() => {
    const toolInfo = store.get().toolInfo;
    if (toolInfo?.id === undefined) return;
    const resourceUri = (toolInfo.tool._meta as { ui?: { resourceUri?: unknown } } | undefined)?.ui?.resourceUri;
    name("call", toolInfo.tool.name, resourceUri ?? null, toolInfo.id);
  }, noop);
  store.subscribe((changed) => {
    const meta = changed.has("toolResultMeta") ? store.get().toolResultMeta : null;
    const instanceId = meta?.viewUUID ?? meta?.["openai/widgetSessionId"];
    if (isFilledString(instanceId)) name("view", instanceId);
  });
}
