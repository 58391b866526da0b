import type { DeviceType, DisplayMode, FileRef, UserAgent } from "@hostbridge/core";
import type { OpenAiGlobals } from "./openai-object.js";

export const DISPLAY_MODES: readonly DisplayMode[] = ["inline", "pip", "fullscreen"];
export const DEFAULT_MAX_HEIGHT = 500;
export const DEFAULT_CONVERSATION_URL = "https://chatgpt.com/c/fake-conversation";
export const DEFAULT_FILE_LIBRARY: readonly FileRef[] = [
  { fileId: "file-library-1", fileName: "report.pdf", mimeType: "application/pdf" },
  { fileId: "file-library-2", fileName: "photo.png", mimeType: "image/png" },
];

/** The userAgent ChatGPT reports for a device. */
export function userAgentFor(device: DeviceType = "desktop"): UserAgent {
  const touch = device === "mobile" || device === "tablet";
  return { device: { type: device }, capabilities: { hover: !touch, touch } };
}

/** The initial globals for `options` (each default a fresh object, so fakes share nothing). */
export function initialGlobals(options: Partial<OpenAiGlobals> & { pendingApproval?: boolean; device?: DeviceType } = {}): OpenAiGlobals {
  return {
    // `null` is a meaningful value for these, so only `undefined` takes the default.
    toolInput: options.pendingApproval ? null : options.toolInput !== undefined ? options.toolInput : {},
    toolOutput: options.toolOutput !== undefined ? options.toolOutput : null,
    toolResponseMetadata: options.toolResponseMetadata !== undefined ? options.toolResponseMetadata : null,
    widgetState: options.widgetState !== undefined ? options.widgetState : null,
    theme: options.theme ?? "light",
    displayMode: options.displayMode ?? "inline",
    maxHeight: options.maxHeight ?? DEFAULT_MAX_HEIGHT,
    safeArea: options.safeArea ?? { insets: { top: 0, bottom: 0, left: 0, right: 0 } },
    view: options.view ?? { mode: "inline" },
    userAgent: options.userAgent ?? userAgentFor(options.device),
    locale: options.locale ?? "en-US",
  };
}

