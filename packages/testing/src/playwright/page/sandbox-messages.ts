/** The reserved sandbox-proxy notifications of MCP Apps (they never reach the widget). */
export const SANDBOX_READY = "ui/notifications/sandbox-proxy-ready";
export const SANDBOX_RESOURCE_READY = "ui/notifications/sandbox-resource-ready";
/** Ours, not JSON-RPC (so bridges ignore it): the proxy's inner widget document finished loading. */
export const WIDGET_LOADED = "__hostbridgeWidgetLoaded";
/**
 * Ours: the host page asks the proxy to reload the widget document (`{ [RELOAD_WIDGET]: { restore } }`);
 * `restore: false` leaves an empty frame, as hosts that wrote the HTML into it once.
 */
export const RELOAD_WIDGET = "__hostbridgeReloadWidget";
