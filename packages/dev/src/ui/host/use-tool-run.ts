import { useCallback, useRef, useState } from "react";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import { parseToolArguments } from "../mcp/parse-tool-arguments.js";
import { readWidget, type ServerConnection, toolTemplateUri } from "../mcp/server-connection.js";
import { type FailureDelivery, failedRunFields } from "./failed-run.js";
import { partialInputSteps } from "./partial-input.js";
import type { ToolRun } from "./types.js";
import { useLatest } from "./use-latest.js";
import type { WidgetFrames } from "./use-widget-frames.js";
import { errorMessage } from "../error-message.js";

/** What a tool run needs from the rest of the host page. */
export interface ToolRunDependencies {
  connection: ServerConnection | null;
  /** Whether the tool input waits for the user's approval (the controls' "require approval"). */
  requireApproval: boolean;
  callTool(tool: Tool, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult>;
  /**
   * How the widget learns that the call failed: `cancelled` (MCP Apps: `ui/notifications/tool-cancelled`
   * with the reason) or `error-result` (the ChatGPT profile: an `isError` result carrying the reason,
   * as window.openai has no cancelled state).
   */
  failureDelivery: FailureDelivery;
  frames: Pick<WidgetFrames, "resource" | "teardown" | "reopen" | "setResource" | "mainSession">;
  /** Forgets what the widgets of the previous run asked for. */
  clearActivity(): void;
}

/** The tool call shown in the conversation, and what the user can do with it. */
export interface ToolRunState {
  run: ToolRun | null;
  /** `true` while a new run loads its widget. */
  starting: boolean;
  /** Why the typed arguments were not sent. */
  argsError: string | null;
  /** The run as the latest render saw it (for handlers that outlive a render). */
  currentRun(): ToolRun | null;
  /** Runs a server tool: its widget goes on screen first, the result follows when the call ends. */
  start(toolName: string, argsText: string): Promise<void>;
  /** Hands the held input to the widget and calls the tool. */
  approve(): void;
  /** Aborts the running call (`notifications/cancelled`); the widget gets `tool-cancelled`. */
  cancel(): void;
  /** Streams the next step of the held input into the widget, as a model streaming its arguments would. */
  sendNextPartial(): void;
  /** Reads the template again and remounts the widget with the same call (result, state and profile stay). */
  reloadWidget(): Promise<void>;
}

/** Runs server tools for the conversation; every function is stable. */
export function useToolRun(dependencies: ToolRunDependencies): ToolRunState {
  const [run, setRun] = useState<ToolRun | null>(null);
  const [starting, setStarting] = useState(false);
  const [argsError, setArgsError] = useState<string | null>(null);
  const latest = useLatest({ ...dependencies, run });
  const runCount = useRef(0);
  /** Running calls by run id; aborting one sends `notifications/cancelled` to the server. */
  const runningCalls = useRef(new Map<string, AbortController>());

  /** Calls the run's tool; the widget is already on screen and gets the result (or tool-cancelled) when it comes. */
  const startCall = useCallback(
    (id: string, tool: Tool, args: Record<string, unknown>) => {
      const abort = new AbortController();
      runningCalls.current.set(id, abort);
      const update = (patch: Partial<ToolRun>) =>
        setRun((current) => (current && current.id === id ? { ...current, ...patch } : current));
      update({ pending: true });
      latest.current
        .callTool(tool, args, abort.signal)
        .then(
          (result) => update({ result, pending: false }),
          (error: unknown) =>
            update({
              ...(abort.signal.aborted
                ? { error: "Cancelled by the user", cancelled: "Cancelled by the user" }
                : failedRunFields(errorMessage(error), latest.current.failureDelivery)),
              pending: false,
            }),
        )
        .finally(() => runningCalls.current.delete(id));
    },
    [latest],
  );

  const start = useCallback(
    async (toolName: string, argsText: string) => {
      const { connection, frames } = latest.current;
      const tool = connection?.tools.find((candidate) => candidate.name === toolName);
      if (!connection || !tool) return;
      let args: Record<string, unknown>;
      try {
        args = parseToolArguments(argsText);
        setArgsError(null);
      } catch (error) {
        setArgsError(errorMessage(error));
        return;
      }
      setStarting(true);
      runningCalls.current.forEach((call) => call.abort());
      await frames.teardown("modal", "main");
      runCount.current += 1;
      // Unique across page loads too: widgets key their saved state by it (toolInfo.id).
      const id = `call_${runCount.current}_${crypto.randomUUID().slice(0, 8)}`;
      const templateUri = toolTemplateUri(tool);
      frames.reopen();
      latest.current.clearActivity();
      const held = latest.current.requireApproval;
      const fresh: ToolRun = {
        id,
        tool,
        args,
        approved: !held,
        result: null,
        error: null,
        cancelled: null,
        templateUri,
        mountKey: 0,
        pending: false,
        partialsSent: 0,
      };
      try {
        // The widget goes on screen first; the result follows whenever the call ends.
        frames.setResource(templateUri ? await readWidget(connection.client, templateUri) : null);
        setRun(fresh);
        if (!held) startCall(id, tool, args);
      } catch (error) {
        // No call without its template. The copy read for an earlier run of this template stays
        // (as a host keeps templates it read), so that widget shows and is told why; another
        // template's widget must not stand in for this one.
        if (frames.resource?.uri !== templateUri) frames.setResource(null);
        const message = `Could not read the widget template ${templateUri}: ${errorMessage(error)}`;
        setRun({ ...fresh, approved: true, ...failedRunFields(message, latest.current.failureDelivery) });
      } finally {
        setStarting(false);
      }
    },
    [latest, startCall],
  );

  const approve = useCallback(() => {
    const current = latest.current.run;
    if (!current || current.approved) return;
    setRun({ ...current, approved: true });
    startCall(current.id, current.tool, current.args);
  }, [latest, startCall]);

  const cancel = useCallback(() => {
    const current = latest.current.run;
    if (current) runningCalls.current.get(current.id)?.abort();
  }, [latest]);

  const sendNextPartial = useCallback(() => {
    const { run: current, frames } = latest.current;
    if (!current || current.approved) return;
    const steps = partialInputSteps(current.args);
    const step = steps[Math.min(current.partialsSent, steps.length - 1)];
    if (step && frames.mainSession()?.sendPartial(step)) setRun({ ...current, partialsSent: current.partialsSent + 1 });
  }, [latest]);

  const reloadWidget = useCallback(async () => {
    const { connection, run: current, frames } = latest.current;
    if (!connection || !current?.templateUri) return;
    const resource = await readWidget(connection.client, current.templateUri);
    await frames.teardown("modal", "main");
    frames.reopen();
    frames.setResource(resource);
    setRun({ ...current, mountKey: current.mountKey + 1 });
  }, [latest]);

  const currentRun = useCallback(() => latest.current.run, [latest]);

  return { run, starting, argsError, currentRun, start, approve, cancel, sendNextPartial, reloadWidget };
}
