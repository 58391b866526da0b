export { HostProvider, useHostInstance, type HostProviderProps } from "./host-context.js";
export { useHost } from "./use-host.js";
export { useSupports } from "./use-supports.js";
export { useOpenAiGlobal, type OpenAiGlobals } from "./use-openai-global.js";
export {
  useToolInput,
  useToolOutput,
  useToolResponseMetadata,
  useWidgetStateValue,
  useTheme,
  useMaxHeight,
  useSafeArea,
  useView,
  useUserAgent,
  useLocale,
} from "./global-hooks.js";
export { useToolResult, type ToolResultState } from "./use-tool-result.js";
export { useDisplayMode, type DisplayModeControl } from "./use-display-mode.js";
export { useWidgetState, type WidgetStateSetter } from "./use-widget-state.js";
export { createWidgetStore, type WidgetStore, type WidgetStoreOptions } from "./create-widget-store.js";
export { useModal, type ModalControl } from "./use-modal.js";
export { useFiles, type FilesControl } from "./use-files.js";
export { useCallTool, type CallToolState } from "./use-call-tool.js";
// The call state and its error are core's (`createToolCaller`), offered here beside the hook.
export { ToolCallError, type CallToolStatus } from "@hostbridge/core/call";
export {
  useSendFollowUpMessage,
  useOpenExternal,
  useSetOpenInAppUrl,
  useRequestClose,
  type HostAction,
} from "./action-hooks.js";
export { useIntrinsicHeight } from "./use-intrinsic-height.js";
export { useRequestCheckout } from "./use-request-checkout.js";
export {
  createHooks,
  type TypedHooks,
  type TypedCallToolState,
  type TypedToolResult,
  type CallToolParameters,
  type ToolName,
  type ToolCallArgs,
  type ToolOutput,
  type AppDeclarationLike,
  type ToolDeclarationLike,
  type TypedSchemaLike,
} from "./typed-hooks.js";
