// The README's registration calls (typechecked with the package, never run: the three lines are
// alternatives, and registering the same tool twice on one server throws).
import { appTool, registerApp, registerWidget, registerWidgetTool, toolResult } from "@hostbridge/server";
import { McpServer } from "@modelcontextprotocol/server";
import { orderPizza as tool, pizzaList as widget } from "./pizza-server.mjs";

const server = new McpServer({ name: "pizza", version: "1.0.0" });
const widgets = [widget];
const handler = (args: Record<string, unknown>) =>
  toolResult({ structuredContent: { orderId: `order-${String(args.id)}` } }, tool);

// #region register
registerWidget(server, widget); // resources/read returns exactly widget.resource
registerWidgetTool(server, tool, handler); // tool: a ToolDefinition or a hand-written descriptor (validated)
registerApp(server, { widgets, tools: [appTool(tool, handler)] }); // both, after checking every template is a widget
// #endregion register
