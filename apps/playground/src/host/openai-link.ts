import type { FrameExtension } from "./widget-session.js";
import type { LogEntry } from "./types.js";

/** What the host answers for each `window.openai` runtime function (ChatGPT mode). */
export interface OpenAiHostHandlers {
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  sendFollowUpMessage(options: { prompt: string; scrollToBottom?: boolean }): Promise<void>;
  setWidgetState(state: unknown): Promise<void>;
  uploadFile(file: File, options?: { library?: boolean }): Promise<{ fileId: string }>;
  selectFiles(): Promise<{ fileId: string; fileName: string; mimeType: string }[]>;
  getFileDownloadUrl(options: { fileId: string }): Promise<{ downloadUrl: string }>;
  requestDisplayMode(options: { mode: string }): Promise<{ mode: string }>;
  requestModal(options: { params?: unknown; template?: string }): Promise<void>;
  requestClose(): Promise<void>;
  notifyIntrinsicHeight(height: unknown): void;
  openExternal(options: { href: string; redirectUrl?: false | string }): Promise<void>;
  setOpenInAppUrl(options: { href: string }): Promise<void>;
}

/** Connects a frame's `window.openai` to the host (not yet available: the testing kit's browser entry is pending). */
export function createOpenAiExtension(
  _frameWindow: () => Window | null,
  _handlers: OpenAiHostHandlers,
  _log: (entry: Omit<LogEntry, "id" | "at" | "frame">) => void,
): FrameExtension {
  throw new Error("ChatGPT mode needs @hostbridge/testing/browser (connectOpenAiFrame)");
}
