export { createDemoApp, createDemoMcpServer, type DemoServerContext } from "./create-server.js";
export {
  startDemoServer,
  DEFAULT_DEMO_SERVER_PORT,
  DEFAULT_WIDGETS_DIR,
  type DemoServerOptions,
  type RunningDemoServer,
} from "./http-server.js";
export { WIDGETS, WIDGET_MIME_TYPE, widgetUri, type WidgetSpec } from "./widgets.js";
