import type { ConnectOpenAiFrameOptions, McpAppsHostOptions } from "@hostbridge/testing/browser";

/**
 * What a widget's `sample.ts` exports as `sample` (or default): the data the dev page's fake host
 * starts with. The fields are the fake ChatGPT host's options (`toolInput`, `toolOutput`, `tools`,
 * `widgetState`, `theme`, ...); the fake MCP Apps host gets the same tool input, output, tools and
 * theme, plus anything in `mcpApps`.
 */
export interface WidgetSample extends Omit<ConnectOpenAiFrameOptions, "window" | "onCall"> {
  /** Options only for the fake MCP Apps host, over the ones taken from the fields above. */
  mcpApps?: McpAppsHostOptions;
}

/** The module a sample file is: `export const sample = {...}` or `export default {...}`. */
export interface WidgetSampleModule {
  /** The sample as a named export. */
  sample?: WidgetSample;
  /** The sample as the default export. */
  default?: WidgetSample;
}

/** The fake MCP Apps host's options for a sample written for the fake ChatGPT host. */
export function mcpAppsOptionsFor(sample: WidgetSample): McpAppsHostOptions {
  const options: McpAppsHostOptions = {};
  if (sample.toolInput) options.toolInput = sample.toolInput;
  if (sample.toolResult) options.toolResult = sample.toolResult;
  else if (sample.toolOutput) options.toolOutput = sample.toolOutput;
  if (sample.toolResponseMetadata) options.toolResponseMetadata = sample.toolResponseMetadata;
  if (sample.tools) options.tools = sample.tools;
  if (sample.theme) options.theme = sample.theme;
  if (sample.locale) options.locale = sample.locale;
  // ChatGPT's modal has no MCP Apps equivalent: that host starts the widget in its default mode.
  if (sample.displayMode && sample.displayMode !== "modal") options.displayMode = sample.displayMode;
  if (sample.availableDisplayModes) options.availableDisplayModes = sample.availableDisplayModes;
  if (sample.maxHeight !== undefined) options.maxHeight = sample.maxHeight;
  if (sample.pendingApproval) options.pendingApproval = true;
  return { ...options, ...sample.mcpApps };
}
