import { useMemo } from "react";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { HostFile } from "../components/state-panel.js";
import { downloadUrl, listFiles, uploadFile } from "../mcp/demo-files.js";
import { isAppVisible, type ServerConnection } from "../mcp/server-connection.js";
import type { OpenAiHostHandlers } from "./openai-link.js";
import type { DisplayMode, FrameLabel, ToolRun } from "./types.js";
import { useLatest } from "./use-latest.js";

/** What the host page does when a widget calls a `window.openai` function (ChatGPT mode). */
export interface OpenAiHostActions {
  connection: ServerConnection | null;
  run: ToolRun | null;
  callTool(tool: Tool, args: Record<string, unknown>): Promise<CallToolResult>;
  addFollowUp(prompt: string, frame: FrameLabel): void;
  /** Keeps the state of one widget instance (the run id, `<run id>:modal` for the modal). */
  setWidgetState(instance: string, state: unknown): void;
  addFile(file: HostFile): void;
  /** Returns the mode actually in effect. */
  requestDisplayMode(requested: string): DisplayMode;
  openModal(template: string | undefined, params: unknown): Promise<void>;
  requestClose(frame: FrameLabel): void;
  setIntrinsicHeight(frame: FrameLabel, height: number): void;
  openLink(href: string, allowRedirect: boolean): void;
  setOpenInAppUrl(href: string): void;
}

type ToolCallAnswer = Awaited<ReturnType<OpenAiHostHandlers["callTool"]>>;

/** The `window.openai` handlers of both frames. They are created once and act with the latest `actions`. */
export function useOpenAiHostHandlers(actions: OpenAiHostActions): Record<FrameLabel, OpenAiHostHandlers> {
  const latest = useLatest(actions);
  return useMemo(() => {
    const handlersOf = (frame: FrameLabel): OpenAiHostHandlers => ({
      async callTool(name, args) {
        const { connection, callTool } = latest.current;
        const tool = connection?.tools.find((candidate) => candidate.name === name);
        if (!connection || !tool) throw new Error(`Unknown tool ${name}`);
        if (!isAppVisible(tool)) throw new Error(`Tool ${name} is not available to widgets`);
        return (await callTool(tool, args ?? {})) as ToolCallAnswer;
      },
      async sendFollowUpMessage({ prompt }) {
        latest.current.addFollowUp(prompt, frame);
      },
      async setWidgetState(state) {
        const { run } = latest.current;
        if (run) latest.current.setWidgetState(frame === "main" ? run.id : `${run.id}:modal`, state);
      },
      async uploadFile(file, options) {
        const origin = latest.current.connection?.origin;
        if (!origin)
          throw new Error("This server has no file storage (the dev host sends uploads to the server's /files)");
        const stored = await uploadFile(origin, file);
        latest.current.addFile({ ...stored, library: Boolean(options?.library) });
        return { fileId: stored.fileId };
      },
      async selectFiles() {
        const origin = latest.current.connection?.origin;
        return origin ? listFiles(origin) : [];
      },
      async getFileDownloadUrl({ fileId }) {
        const origin = latest.current.connection?.origin;
        if (!origin) throw new Error("This server has no file storage");
        return { downloadUrl: downloadUrl(origin, fileId) };
      },
      async requestDisplayMode({ mode }) {
        return { mode: frame === "main" ? latest.current.requestDisplayMode(mode) : "inline" };
      },
      async requestModal({ template, params }) {
        await latest.current.openModal(template, params);
      },
      async requestClose() {
        latest.current.requestClose(frame);
      },
      notifyIntrinsicHeight(height) {
        if (Number.isFinite(height)) latest.current.setIntrinsicHeight(frame, height);
      },
      async openExternal({ href, redirectUrl }) {
        latest.current.openLink(href, redirectUrl !== false);
      },
      async setOpenInAppUrl({ href }) {
        latest.current.setOpenInAppUrl(href);
      },
      // No payment flow here: the call and its options show in the message log, and the answer is
      // the testing kit's default (the Checkout API's real answer shape is not documented).
      async requestCheckout() {
        return { status: "completed" };
      },
    });
    return { main: handlersOf("main"), modal: handlersOf("modal") };
  }, [latest]);
}
