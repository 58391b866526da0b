import type { McpServer, RegisteredResource, RegisteredTool, ServerContext } from "@modelcontextprotocol/server";
import { MetadataError } from "./errors.js";
import { listedWithoutDialect } from "./schema-input.js";
import { jsonStandardSchema } from "./standard-schema.js";
import { exposeSecuritySchemes } from "./top-level-security.js";
import type { ToolDefinition } from "./tool.js";
import type { ToolDescriptor, ToolResult, ToolResultOf } from "./types.js";
import { withWidgetMeta } from "./view-uuid.js";
import { validateTool } from "./validate-tool.js";
import { errorsOf, type Violation } from "./violation.js";
import type { Widget } from "./widget.js";

// Registration with the official MCP TypeScript SDK v2 (`@modelcontextprotocol/server`'s McpServer).
// Only types are imported from the SDK, so this package has no runtime dependency on it.

/** The template a descriptor links (`_meta.ui.resourceUri`, or an alias), if any. */
function templateOf(descriptor: ToolDescriptor): unknown {
  const meta = descriptor._meta;
  if (!meta) return undefined;
  const uiMeta = meta.ui;
  const nested =
    typeof uiMeta === "object" && uiMeta !== null ? (uiMeta as Record<string, unknown>).resourceUri : undefined;
  return nested ?? meta["ui/resourceUri"] ?? meta["openai/outputTemplate"];
}

/**
 * A tool handler: receives the arguments (already validated against `inputSchema`) and the SDK's
 * request context (`ctx.mcpReq._meta` holds the client-provided `_meta`; read it with `readClientMeta`),
 * and returns a result whose `structuredContent` has the tool's output type (checked by the type
 * checker against the tool's `outputSchema`, and by the SDK at run time).
 */
export type ToolHandler<Args = Record<string, unknown>, Output = Record<string, unknown>> = (
  args: Args,
  ctx: ServerContext,
) => ToolResultOf<Output> | Promise<ToolResultOf<Output>>;

/** A tool `registerWidgetTool` takes: a `defineTool` result of any types, or a hand-written descriptor. */
export type RegistrableTool<Args, Output = unknown> = ToolDefinition<Args, Output, string, unknown> | ToolDescriptor;

/** The slice of McpServer the helpers use. */
export type McpServerLike = Pick<McpServer, "registerTool" | "registerResource" | "server">;

// @example-source packages/server/examples/api-reference.ts#registerWidget
/**
 * Registers a widget as a static resource: `resources/read` returns exactly `widget.resource`
 * (both metadata dialects), and the `resources/list` entry carries the same `_meta` for hosts
 * that read it from the list.
 *
 * @example
 * ```ts
 * registerWidget(server, pizzaList); // resources/read returns exactly pizzaList.resource
 * ```
 */
export function registerWidget(server: McpServerLike, widget: Widget): RegisteredResource {
  const { resource } = widget;
  const config: Parameters<McpServer["registerResource"]>[2] = { mimeType: resource.mimeType };
  if (widget.title !== undefined) config.title = widget.title;
  if (widget.description !== undefined) config.description = widget.description;
  if (resource._meta) config._meta = resource._meta;
  return server.registerResource(widget.name, widget.uri, config, async () => ({
    contents: [(await widget.read()) as { uri: string; text: string }],
  }));
}

// @example-source packages/server/examples/api-reference.ts#registerWidgetTool
/**
 * Registers a tool (a `defineTool` result, or a hand-written descriptor, which is validated first)
 * so `tools/list` returns its descriptor's `title`, `description`, `inputSchema`,
 * `outputSchema`, `annotations` and `_meta` exactly as declared. Arguments are validated against
 * `inputSchema` before `handler` runs, and `structuredContent` against `outputSchema` after.
 * McpServer has no top-level `securitySchemes`; it is added to its `tools/list` answer (see
 * `exposeSecuritySchemes`). The official MCP client drops that unknown field when it parses the
 * list; ChatGPT reads it, and clients that read only `_meta` get the `_meta.securitySchemes` copy.
 * When the tool links a widget template, every result gets a fresh `_meta.viewUUID` (unless the
 * handler set one), which identifies the rendered widget instance on plain MCP Apps hosts, and the
 * template URI (`ui.resourceUri`, `ui/resourceUri`, `openai/outputTemplate`), for hosts that read
 * the template from the result's `_meta` (mcp-use's inspector replaces the tool's `_meta` with it).
 *
 * @throws {MetadataError} code `invalid_tool` when a hand-written descriptor breaks a rule.
 * @example
 * ```ts
 * registerWidgetTool(server, showPizzas, async (args) => {
 *   // args were validated against the inputSchema; the result is checked against the outputSchema
 *   const city = typeof args.city === "string" ? args.city : "Naples";
 *   return toolResult({ structuredContent: { city }, content: `Pizzas in ${city}` }, showPizzas);
 * });
 * ```
 */
export function registerWidgetTool<Args = Record<string, unknown>, Output = Record<string, unknown>>(
  server: McpServerLike,
  tool: RegistrableTool<Args, Output>,
  handler: ToolHandler<Args, NoInfer<Output>>,
): RegisteredTool {
  const descriptor = "descriptor" in tool ? tool.descriptor : tool;
  if (!("descriptor" in tool)) {
    // A hand-written descriptor gets the same checks defineTool applies.
    const errors = errorsOf(validateTool(descriptor));
    if (errors.length) throw new MetadataError("invalid_tool", `Tool "${String(descriptor.name)}"`, errors);
  }
  // A Standard Schema given to defineTool (e.g. zod) goes to the SDK as is: it validates and
  // transforms with it, and lists its JSON Schema, the same conversion the descriptor holds.
  const standard = "descriptor" in tool ? tool.standardSchemas : {};
  const config: Record<string, unknown> = {
    inputSchema: standard.input ? listedWithoutDialect(standard.input) : jsonStandardSchema(descriptor.inputSchema),
  };
  if (descriptor.title !== undefined) config.title = descriptor.title;
  if (descriptor.description !== undefined) config.description = descriptor.description;
  if (descriptor.outputSchema !== undefined)
    config.outputSchema = standard.output
      ? listedWithoutDialect(standard.output)
      : jsonStandardSchema(descriptor.outputSchema);
  if (descriptor.annotations !== undefined) config.annotations = descriptor.annotations;
  if (descriptor._meta !== undefined) config._meta = descriptor._meta;
  const register = server.registerTool as unknown as (
    name: string,
    config: unknown,
    callback: (args: Args, ctx: ServerContext) => Promise<unknown>,
  ) => RegisteredTool;
  // A widget tool's every result gets a fresh `_meta.viewUUID` (unless the handler set one) and the template.
  const templateUri = templateOf(descriptor);
  const registered = register.call(server, descriptor.name, config, async (args, ctx) => {
    const result = await handler(args, ctx);
    return typeof templateUri === "string" ? withWidgetMeta(result as ToolResult, templateUri) : result;
  });
  if (descriptor.securitySchemes) exposeSecuritySchemes(server, descriptor.name, descriptor.securitySchemes);
  return registered;
}

/**
 * One tool of an app with its handler; build entries with `appTool()`, which types the handler's
 * arguments from the tool. `AppTool` with no type arguments is any app tool.
 */
export interface AppTool<Args = unknown, Output = unknown, Name extends string = string, CallArgs = unknown> {
  /** The tool, a `defineTool` result. */
  readonly tool: ToolDefinition<Args, Output, Name, CallArgs>;
  // A method, so an `AppTool<{ city: string }>` is still an `AppTool` (method parameters are bivariant).
  /** Runs the tool: the validated arguments and the SDK's request context in, a tool result out. */
  handler(args: Args, ctx: ServerContext): ToolResultOf<Output> | Promise<ToolResultOf<Output>>;
}

// @example-source packages/server/examples/api-reference.ts#appTool
/**
 * Pairs a tool with its handler, typing the handler's arguments from the tool's input schema and
 * its result's `structuredContent` from the tool's output schema.
 *
 * @example
 * ```ts
 * const showPizzasTool = appTool(showPizzas, async (args, ctx) => {
 *   const { locale } = readClientMeta(ctx.mcpReq._meta); // a hint for wording, never for authorisation
 *   const city = String(args.city ?? "Naples");
 *   const content = locale?.startsWith("it") ? `Pizze a ${city}` : `Pizzas in ${city}`;
 *   return toolResult({ structuredContent: { city }, content }, showPizzas);
 * });
 * ```
 */
export function appTool<Args, Output, const Name extends string, CallArgs>(
  tool: ToolDefinition<Args, Output, Name, CallArgs>,
  handler: ToolHandler<Args, NoInfer<Output>>,
): AppTool<Args, Output, Name, CallArgs> {
  return { tool, handler };
}

/**
 * An app: its widgets and its tools. Give it a tuple type (what `defineApp` infers) and it carries
 * every tool's name and types, so a widget can `import type` it for `createHooks<typeof app>()`.
 */
export interface AppDeclaration<Tools extends readonly AppTool[] = readonly AppTool[]> {
  /** The widgets the app serves as resources. */
  readonly widgets?: readonly Widget[];
  /** The tools with their handlers (`appTool` entries). */
  readonly tools?: Tools;
}

/** What `registerApp` registered, in the order of the declaration (the SDK's handles, e.g. to `remove()` one). */
export interface RegisteredApp {
  /** One registered resource per widget. */
  widgets: RegisteredResource[];
  /** One registered tool per app tool. */
  tools: RegisteredTool[];
}

// @example-source packages/server/examples/api-reference.ts#defineApp
/**
 * Declares an app (checked like `registerApp` checks it: throws `MetadataError` with code
 * `invalid_app` when a tool's template is not one of the widgets) and keeps the exact tool types,
 * so `typeof app` tells a widget every tool's name, arguments and result.
 *
 * @throws {MetadataError} code `invalid_app` when a tool's template is not one of the widgets.
 * @example
 * ```ts
 * export const app = defineApp({
 *   widgets: [pizzaList],
 *   tools: [
 *     appTool(showPizzas, (args) => toolResult({ structuredContent: { city: args.city ?? "Naples" } }, showPizzas)),
 *   ],
 * });
 * // in the widget: const { useToolOutput } = createHooks<typeof app>();
 * ```
 */
export function defineApp<const Tools extends readonly AppTool[]>(app: {
  readonly widgets?: readonly Widget[];
  readonly tools: Tools;
}): AppDeclaration<Tools> {
  const violations = validateApp(app);
  if (violations.length) throw new MetadataError("invalid_app", "The app", violations);
  return app;
}

/** Cross-checks an app: every tool template must be one of its widgets. */
export function validateApp(app: AppDeclaration): Violation[] {
  const uris = new Set((app.widgets ?? []).map((widget) => widget.uri));
  const out: Violation[] = [];
  for (const { tool } of app.tools ?? []) {
    if (tool.templateUri && !uris.has(tool.templateUri)) {
      out.push({
        path: `tools["${tool.name}"]._meta.ui.resourceUri`,
        rule: "template-registered",
        severity: "error",
        message: `A tool's template must be one of the app's widgets: "${tool.templateUri}" is not among [${[...uris].slice(0, 10).join(", ")}${uris.size > 10 ? ", …" : ""}]`,
      });
    }
  }
  return out;
}

// @example-source packages/server/examples/api-reference.ts#registerApp
/**
 * Registers widgets and tools in one call after checking that every tool's template is one of the
 * widgets (throws `MetadataError` with code `invalid_app` otherwise).
 *
 * @throws {MetadataError} code `invalid_app` when a tool's template is not one of the widgets, or
 *   `invalid_tool` when a hand-written descriptor breaks a rule.
 * @example
 * ```ts
 * // Throws a MetadataError (invalid_app) if a tool's template is not one of the widgets.
 * registerApp(server, { widgets: [pizzaList], tools: [showPizzasTool] });
 * ```
 */
export function registerApp(server: McpServerLike, app: AppDeclaration): RegisteredApp {
  const violations = validateApp(app);
  if (violations.length) throw new MetadataError("invalid_app", "The app", violations);
  return {
    widgets: (app.widgets ?? []).map((widget) => registerWidget(server, widget)),
    tools: (app.tools ?? []).map((entry) =>
      registerWidgetTool(server, entry.tool, (args: unknown, ctx) => entry.handler(args, ctx)),
    ),
  };
}
