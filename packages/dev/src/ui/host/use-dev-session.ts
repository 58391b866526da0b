import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import { callServerTool, clientHints } from "../mcp/call-server-tool.js";
import { readWidget } from "../mcp/server-connection.js";
import { serverTrafficLog } from "../mcp/server-traffic-log.js";
import { type ServerConnectionState, useServerConnection } from "../mcp/use-server-connection.js";
import { type ToolSelection, useToolSelection } from "../mcp/use-tool-selection.js";
import type { HistoryEntry } from "../history/run-history.js";
import { useRecordedRuns } from "../history/use-recorded-runs.js";
import { type RunHistory, useRunHistory } from "../history/use-run-history.js";
import { initialControls } from "./initial-controls.js";
import { createLogStore, type LogStore } from "./log-store.js";
import type { OpenAiHostHandlers } from "./openai-link.js";
import { openedLinkUrl } from "./opened-link.js";
import {
  type DevHostProfile,
  devHostProfile,
  type HostProfileId,
  isHostProfileId,
  profileFromQuery,
} from "./profiles.js";
import type { DevHostConfig, FrameLabel, LogEntry } from "./types.js";
import { type AppToolsControls, useAppTools } from "./use-app-tools.js";
import { useAutoRun } from "./use-auto-run.js";
import { type FrameInputs, useFrameInputs } from "./use-frame-inputs.js";
import { type HostControlsState, useHostControls } from "./use-host-controls.js";
import { useOpenAiHostHandlers } from "./use-openai-host-handlers.js";
import { type ToolRunState, useToolRun } from "./use-tool-run.js";
import { useViewportHeight } from "./use-viewport-height.js";
import { type WidgetActivity, useWidgetActivity } from "./use-widget-activity.js";
import { type WidgetFrames, useWidgetFrames } from "./use-widget-frames.js";
import { useWidgetHostHandlers } from "./use-widget-host-handlers.js";
import type { WidgetHostHandlers, WidgetSession } from "./widget-session.js";

/** The message log as the page shows it: its rows, and whether its panel takes the inspector's height. */
export interface DevLog {
  entries: readonly LogEntry[];
  clear(): void;
  expanded: boolean;
  toggleExpanded(): void;
}

/** What a widget frame reports its live session to (`null` when the session goes). */
export type SessionListener = (session: WidgetSession | null) => void;

/** Everything the dev host page shows and can do: the state of one session with the server and its widgets. */
export interface DevSession {
  /** The host profile played, by id (the top bar's choice). */
  profileId: HostProfileId;
  profile: DevHostProfile;
  /** Plays another profile; the widget remounts, since a widget meets its host once, at the handshake. */
  switchProfile(next: HostProfileId): Promise<void>;
  server: ServerConnectionState;
  hostControls: HostControlsState;
  selection: ToolSelection;
  toolRun: ToolRunState;
  /** Runs the selected tool with the arguments as typed. */
  runSelectedTool(): void;
  /** The runs of this server, kept across reloads. */
  history: RunHistory;
  /** Runs a kept run again: its tool, arguments and profile. */
  rerun(entry: HistoryEntry): Promise<void>;
  frames: WidgetFrames;
  activity: WidgetActivity;
  appTools: AppToolsControls;
  log: DevLog;
  viewportHeight: number;
  /** What the widget frames are given: host context, tool input and result, `window.openai` globals. */
  inputs: FrameInputs;
  /** The answers to what each frame asks over the MCP Apps bridge. */
  widgetHandlers: Record<FrameLabel, WidgetHostHandlers>;
  /** The answers to what each frame asks through `window.openai` (ChatGPT profile). */
  openAiHandlers: Record<FrameLabel, OpenAiHostHandlers>;
  onMainSession: SessionListener;
  onModalSession: SessionListener;
  /** Whether the main widget is on screen: a run with a template, read and not closed. */
  widgetShown: boolean;
  /** The main widget's `window.openai` widget state, `null` when it set none. */
  mainWidgetState: unknown;
}

/** The log's rows as a React state, and the panel's expanded switch. */
function useDevLog(logStore: LogStore): DevLog {
  const entries = useSyncExternalStore(logStore.subscribe, logStore.getSnapshot);
  const [expanded, setExpanded] = useState(false);
  return {
    entries,
    clear: () => logStore.clear(),
    expanded,
    toggleExpanded: () => setExpanded((current) => !current),
  };
}

/** The listeners the two frames report their sessions to; a main widget that goes takes its tools along. */
function useFrameSessionListeners(
  frames: WidgetFrames,
  appTools: AppToolsControls,
): { onMainSession: SessionListener; onModalSession: SessionListener } {
  const { attach } = frames;
  const { reset: resetAppTools } = appTools;
  const onMainSession = useCallback(
    (session: WidgetSession | null) => {
      attach("main", session);
      if (!session) resetAppTools();
    },
    [attach, resetAppTools],
  );
  const onModalSession = useCallback((session: WidgetSession | null) => attach("modal", session), [attach]);
  return { onMainSession, onModalSession };
}

/**
 * The dev host's session: the server connection, the profile and controls, the tool selection and
 * run, the widget frames and what they asked, and the message log, wired to each other.
 * Functions handed to the hooks are read when called, so they act on the latest render's state.
 */
export function useDevSession(config: DevHostConfig): DevSession {
  const query = useMemo(() => new URLSearchParams(location.search), []);
  const logStore = useMemo(() => createLogStore(), []);
  const server = useServerConnection(
    config.mcpPath,
    config.serverOrigin,
    useMemo(() => serverTrafficLog(logStore), [logStore]),
  );
  const { connection } = server;
  const [profileId, setProfileId] = useState<HostProfileId>(() => profileFromQuery(query, config.profile));
  const profile = useMemo(() => devHostProfile(profileId), [profileId]);
  const hostControls = useHostControls(() => initialControls(query, config), profile);
  const { controls } = hostControls;
  const selection = useToolSelection(connection, query);
  const log = useDevLog(logStore);
  const viewportHeight = useViewportHeight();
  const frames = useWidgetFrames();
  const activity = useWidgetActivity();
  const appTools = useAppTools(frames.mainSession);

  const callTool = async (tool: Tool, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult> => {
    if (!connection) throw new Error("not connected");
    const hints = clientHints(profile, controls.locale, navigator.userAgent);
    return callServerTool(connection.client, tool, args, hints, signal);
  };
  const toolRun = useToolRun({
    connection,
    requireApproval: controls.requireApproval,
    callTool,
    // ChatGPT has no cancelled state: a failed call reaches the widget as an error result there.
    failureDelivery: profile.openai ? "error-result" : "cancelled",
    frames,
    clearActivity: activity.clearForNewRun,
  });
  const { run } = toolRun;
  const runSelectedTool = () => void toolRun.start(selection.selectedName, selection.argsText);
  const history = useRunHistory(`hostbridge-dev:history:${config.serverLabel}`);
  useRecordedRuns(run, profileId, history.record);
  useAutoRun(query, connection !== null, selection.argsText, runSelectedTool);

  const switchProfile = async (next: HostProfileId) => {
    await frames.teardown("modal", "main");
    frames.dropModal();
    setProfileId(next);
    hostControls.fitProfile(devHostProfile(next));
  };
  const rerun = async (entry: HistoryEntry) => {
    if (isHostProfileId(entry.profile) && entry.profile !== profileId) await switchProfile(entry.profile);
    selection.choose(entry.tool, entry.argsText);
    await toolRun.start(entry.tool, entry.argsText);
  };
  const openLink = (href: string, allowRedirect: boolean) => {
    const url = openedLinkUrl(href, {
      openai: profile.openai,
      allowRedirect,
      redirectDomains: frames.resource?.redirectDomains,
      returnUrl: location.href,
    });
    activity.addLink(href, url);
  };
  const requestClose = (frame: FrameLabel) => {
    activity.countCloseRequest();
    void frames.close(frame);
  };
  const openModal = async (template: string | undefined, params: unknown) => {
    const uri = template ?? run?.templateUri;
    if (!connection || !uri) throw new Error("no template for the modal");
    frames.showModal(uri, params, await readWidget(connection.client, uri));
  };

  const widgetHandlers = useWidgetHostHandlers({
    log: (entry) => logStore.add(entry),
    listAppTools: () => void appTools.refresh(),
    addFollowUp: activity.addFollowUp,
    openLink,
    requestDisplayMode: hostControls.requestDisplayMode,
    setModelContext: activity.setModelContext,
    requestClose,
    addCspViolation: activity.addCspViolation,
    reloadWidget: () => void toolRun.reloadWidget(),
  });
  const openAiHandlers = useOpenAiHostHandlers({
    connection,
    run,
    callTool,
    addFollowUp: activity.addFollowUp,
    setWidgetState: activity.setWidgetState,
    addFile: activity.addFile,
    requestDisplayMode: hostControls.requestDisplayMode,
    openModal,
    requestClose,
    setIntrinsicHeight: frames.setIntrinsicHeight,
    openLink,
    setOpenInAppUrl: activity.setOpenInAppUrl,
  });
  const sessionListeners = useFrameSessionListeners(frames, appTools);
  const inputs = useFrameInputs(profile, controls, run, viewportHeight, frames.modal?.params);

  return {
    profileId,
    profile,
    switchProfile,
    server,
    hostControls,
    selection,
    toolRun,
    runSelectedTool,
    history,
    rerun,
    frames,
    activity,
    appTools,
    log,
    viewportHeight,
    inputs,
    widgetHandlers,
    openAiHandlers,
    ...sessionListeners,
    widgetShown: Boolean(run && frames.resource && run.templateUri && !frames.closed),
    mainWidgetState: run ? (activity.widgetStates[run.id] ?? null) : null,
  };
}
