export { defineWidget } from "./widget.js";
export type { Widget, WidgetOptions, WidgetCsp } from "./widget.js";
export { claudeWidgetDomain } from "./widget-domain.js";
export type { WidgetDomainPerHost } from "./widget-domain.js";
export { defineTool } from "./tool.js";
export type { ToolDefinition, ToolOptions } from "./tool.js";
export { fileParam, fileParams, FILE_OBJECT_PROPERTIES, FILE_OBJECT_REQUIRED } from "./file-params.js";
export type { FileParamOptions, FileParamsOptions, FileParamValue } from "./file-params.js";
export { validateTool, TOOL_OPENAI_KEYS } from "./validate-tool.js";
export type { ValidateToolOptions } from "./validate-tool.js";
export { validateWidget, RESOURCE_OPENAI_KEYS } from "./validate-widget.js";
export { RULES, errorsOf } from "./violation.js";
export type { Violation, RuleId } from "./violation.js";
export { toolResult, toolError } from "./tool-result.js";
export type { ToolResultInput, ToolErrorInput, ToolWithSchema } from "./tool-result.js";
export { registerWidget, registerWidgetTool, registerApp, validateApp, appTool, defineApp } from "./register.js";
export type {
  ToolHandler,
  McpServerLike,
  AppDeclaration,
  AppTool,
  RegisteredApp,
  RegistrableTool,
} from "./register.js";
export { toJsonSchema } from "./schema-input.js";
export type { SchemaInput, StandardJsonSchemaLike, InferSchema } from "./schema-input.js";
export { jsonStandardSchema } from "./standard-schema.js";
export { exposeSecuritySchemes } from "./top-level-security.js";
export type { JsonStandardSchema, StandardValidationResult } from "./standard-schema.js";
export { auditServer, widgetResourceUris } from "./audit.js";
export type { AuditClient } from "./audit.js";
export { readClientMeta } from "./client-meta.js";
export type { ClientMeta, ClientUserLocation } from "./client-meta.js";
export { contentHash, hashedUri } from "./content-hash.js";
export { widgetHtmlSource, withDevServerCsp } from "./widget-html.js";
export type { WidgetHtmlSource, WidgetHtmlSourceOptions } from "./widget-html.js";
export { readWidgetManifest, parseWidgetManifest, WIDGET_MANIFEST_FILE } from "./widget-html-manifest.js";
export type { WidgetManifest, WidgetManifestEntry } from "./widget-html-manifest.js";
export { HostBridgeServerError, MetadataError, ToolResultError, type ServerErrorCode } from "./errors.js";
export { DISPLAY_MODES, WIDGET_MIME_TYPE } from "./types.js";
export type {
  ContentBlock,
  DisplayMode,
  JsonSchema,
  OpenAiWidgetCsp,
  SecurityScheme,
  ToolDescriptor,
  ToolHints,
  ToolResult,
  ToolResultOf,
  ToolVisibility,
  UiCsp,
  WidgetResource,
} from "./types.js";
