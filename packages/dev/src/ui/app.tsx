import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import frameScript from "virtual:openai-frame-script";
import { buildHostContext, buildOpenAiEnvironment, offeredModes, resolveDisplayMode } from "./host/host-context.js";
import { createLogStore } from "./host/log-store.js";
import type { OpenAiHostHandlers } from "./host/openai-link.js";
import type { DevHostConfig, DisplayMode, FrameLabel, HostControls, LogEntry, ToolRun } from "./host/types.js";
import type { CspViolation } from "./host/csp-advice.js";
import { partialInputSteps } from "./host/partial-input.js";
import { devHostProfile, type HostProfileId, PROFILE_LABELS, profileFromQuery } from "./host/profiles.js";
import type { WidgetHostHandlers, WidgetSession } from "./host/widget-session.js";
import {
  connectToServer,
  isAppVisible,
  readWidget,
  type ServerConnection,
  toolTemplateUri,
  type WidgetResource,
} from "./mcp/server-connection.js";
import { exampleArguments } from "./mcp/example-arguments.js";
import { downloadUrl, listFiles, uploadFile } from "./mcp/demo-files.js";
import { ControlsPanel } from "./components/controls-panel.js";
import { ToolPanel } from "./components/tool-panel.js";
import { TopBar } from "./components/top-bar.js";
import { LogPanel } from "./components/log-panel.js";
import { type FollowUp, type HostFile, type OpenedLink, StatePanel } from "./components/state-panel.js";
import { WidgetFrame } from "./components/widget-frame.js";
import { AppToolsSection } from "./components/app-tools-section.js";
import { useAppTools } from "./host/use-app-tools.js";

const DEFAULT_CONTROLS: HostControls = {
  theme: "light",
  locale: "en-US",
  displayMode: "inline",
  maxHeight: 480,
  safeArea: { top: 0, right: 0, bottom: 0, left: 0 },
  device: "desktop",
  requireApproval: false,
};

interface ModalState {
  key: number;
  template: string;
  params: unknown;
  resource: WidgetResource;
}

function parseArgs(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text || "{}");
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("Arguments must be a JSON object");
  return value as Record<string, unknown>;
}

function useViewportHeight(): number {
  const [h, setH] = useState(() => window.innerHeight);
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener("resize", on);
    return () => window.removeEventListener("resize", on);
  }, []);
  return h;
}

/** The dev host: a local chat host that runs an MCP server's widgets as any of the host profiles. */
export function App({ config }: { config: DevHostConfig }) {
  const query = useMemo(() => new URLSearchParams(location.search), []);
  const [conn, setConn] = useState<ServerConnection | null>(null);
  const [connError, setConnError] = useState<string | null>(null);
  const [profileId, setProfileId] = useState<HostProfileId>(() => profileFromQuery(query, config.profile));
  const profile = useMemo(() => devHostProfile(profileId), [profileId]);
  const [controls, setControls] = useState<HostControls>(() => ({
    ...DEFAULT_CONTROLS,
    theme: (query.get("theme") ?? config.theme) === "dark" ? "dark" : "light",
    locale: query.get("locale") ?? config.locale,
  }));
  const [selected, setSelected] = useState<string>(query.get("tool") ?? "show_pizzas");
  const [argsText, setArgsText] = useState<string>(query.get("args") ?? "");
  const [argsError, setArgsError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<ToolRun | null>(null);
  const [resource, setResource] = useState<WidgetResource | null>(null);
  const [closed, setClosed] = useState(false);
  const [followUps, setFollowUps] = useState<FollowUp[]>([]);
  const [links, setLinks] = useState<OpenedLink[]>([]);
  const [modelContext, setModelContext] = useState<unknown>(null);
  const [widgetStates, setWidgetStates] = useState<Record<string, unknown>>({});
  const [openInAppUrl, setOpenInAppUrl] = useState<string | null>(null);
  const [files, setFiles] = useState<HostFile[]>([]);
  const [modal, setModal] = useState<ModalState | null>(null);
  const [closeRequests, setCloseRequests] = useState(0);
  const [cspViolations, setCspViolations] = useState<CspViolation[]>([]);
  const [intrinsic, setIntrinsic] = useState<Record<FrameLabel, number | null>>({ main: null, modal: null });
  const logStore = useMemo(() => createLogStore(), []);
  const logEntries = useSyncExternalStore(logStore.subscribe, logStore.getSnapshot);
  const counter = useRef(0);
  const viewportHeight = useViewportHeight();
  const sessions = useRef<Record<FrameLabel, WidgetSession | null>>({ main: null, modal: null });
  const appTools = useAppTools(() => sessions.current.main);
  const { refresh: refreshAppTools, reset: resetAppTools } = appTools;
  /** Tears the live widget(s) down before the host unmounts them (spec: the View gets to answer). */
  const teardown = useCallback(async (...frames: FrameLabel[]) => {
    await Promise.all(frames.map((f) => sessions.current[f]?.teardown()));
  }, []);
  /** Closes a frame the way a host should: teardown first, then unmount. */
  const closeFrame = useCallback(
    async (frame: FrameLabel) => {
      await teardown(frame);
      if (frame === "modal") setModal(null);
      else setClosed(true);
    },
    [teardown],
  );
  /** Switching the profile remounts the widget: a widget meets its host once, at the handshake. */
  const switchProfile = useCallback(
    async (next: HostProfileId) => {
      await teardown("modal", "main");
      setModal(null);
      setProfileId(next);
      const { displayMode } = stateRef.current.controls;
      const nextProfile = devHostProfile(next);
      if (displayMode !== "inline" && !nextProfile.displayModes.includes(displayMode))
        setControls((c) => ({ ...c, displayMode: "inline" }));
    },
    [teardown],
  );
  const onMainSession = useCallback(
    (s: WidgetSession | null) => {
      sessions.current.main = s;
      if (!s) resetAppTools();
    },
    [resetAppTools],
  );
  const onModalSession = useCallback((s: WidgetSession | null) => (sessions.current.modal = s), []);
  const stateRef = useRef({ conn, run, controls, resource, profile });
  stateRef.current = { conn, run, controls, resource, profile };

  useEffect(() => {
    connectToServer(new URL(config.mcpPath, location.href).href, config.serverOrigin).then(setConn, (e: unknown) =>
      setConnError(e instanceof Error ? e.message : String(e)),
    );
  }, [config.mcpPath, config.serverOrigin]);

  const selectedTool = conn?.tools.find((t) => t.name === selected) ?? null;
  useEffect(() => {
    if (selectedTool && !argsText && conn) setArgsText(JSON.stringify(exampleArguments(selectedTool), null, 2));
  }, [selectedTool, argsText, conn]);

  const callTool = useCallback(
    async (tool: Tool, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult> => {
      const c = stateRef.current.conn;
      if (!c) throw new Error("not connected");
      // ChatGPT sends client hints in the request _meta (seeds: openai/locale, openai/userAgent, ...).
      const { profile: p, controls: ctl } = stateRef.current;
      const _meta = p.openai
        ? {
            "openai/locale": ctl.locale,
            "openai/userAgent": navigator.userAgent,
            "openai/session": "playground-session",
          }
        : undefined;
      return (await c.client.callTool(
        { name: tool.name, arguments: args, ...(_meta ? { _meta } : {}) },
        signal ? { signal } : undefined,
      )) as CallToolResult;
    },
    [],
  );

  /** Running calls by run id; aborting one sends `notifications/cancelled` to the server. */
  const runningCalls = useRef(new Map<string, AbortController>());
  /** Calls the run's tool; the widget is already on screen and gets the result (or tool-cancelled) when it comes. */
  const startCall = useCallback(
    (id: string, tool: Tool, args: Record<string, unknown>) => {
      const abort = new AbortController();
      runningCalls.current.set(id, abort);
      setRun((cur) => (cur && cur.id === id ? { ...cur, pending: true } : cur));
      callTool(tool, args, abort.signal)
        .then(
          (result) => setRun((cur) => (cur && cur.id === id ? { ...cur, result, pending: false } : cur)),
          (e: unknown) => {
            const error = abort.signal.aborted ? "Cancelled by the user" : e instanceof Error ? e.message : String(e);
            setRun((cur) => (cur && cur.id === id ? { ...cur, error, pending: false } : cur));
          },
        )
        .finally(() => runningCalls.current.delete(id));
    },
    [callTool],
  );
  const cancelCall = useCallback(() => {
    const r = stateRef.current.run;
    if (r) runningCalls.current.get(r.id)?.abort();
  }, []);

  const runTool = useCallback(async () => {
    const c = stateRef.current.conn;
    const tool = c?.tools.find((t) => t.name === selected);
    if (!c || !tool) return;
    let args: Record<string, unknown>;
    try {
      args = parseArgs(argsText);
      setArgsError(null);
    } catch (e) {
      setArgsError(e instanceof Error ? e.message : String(e));
      return;
    }
    setRunning(true);
    runningCalls.current.forEach((call) => call.abort());
    await teardown("modal", "main");
    counter.current += 1;
    const id = `call_${counter.current}`;
    const templateUri = toolTemplateUri(tool);
    setModal(null);
    setClosed(false);
    setFollowUps([]);
    setModelContext(null);
    setOpenInAppUrl(null);
    setIntrinsic({ main: null, modal: null });
    setCspViolations([]);
    const held = stateRef.current.controls.requireApproval;
    const fresh: ToolRun = {
      id,
      tool,
      args,
      approved: !held,
      result: null,
      error: null,
      templateUri,
      mountKey: 0,
      pending: false,
      partialsSent: 0,
    };
    try {
      // The widget goes on screen first; the result follows whenever the call ends.
      setResource(templateUri ? await readWidget(c.client, templateUri) : null);
      setRun(fresh);
      if (!held) startCall(id, tool, args);
    } catch (e) {
      setRun({ ...fresh, approved: true, error: e instanceof Error ? e.message : String(e) });
    } finally {
      setRunning(false);
    }
  }, [selected, argsText, startCall, teardown]);

  // ?run=1 runs the selected tool as soon as the server is connected (handy for links and tests).
  const autoRan = useRef(false);
  useEffect(() => {
    if (conn && query.get("run") === "1" && !autoRan.current && argsText) {
      autoRan.current = true;
      void runTool();
    }
  }, [conn, query, argsText, runTool]);

  const approve = useCallback(async () => {
    const r = stateRef.current.run;
    if (!r || r.approved) return;
    setRun({ ...r, approved: true });
    startCall(r.id, r.tool, r.args);
  }, [startCall]);

  /** Streams the next step of the held input into the widget, as a model streaming its arguments would. */
  const sendNextPartial = useCallback(() => {
    const r = stateRef.current.run;
    if (!r || r.approved) return;
    const steps = partialInputSteps(r.args);
    const step = steps[Math.min(r.partialsSent, steps.length - 1)];
    if (step && sessions.current.main?.sendPartial(step)) setRun({ ...r, partialsSent: r.partialsSent + 1 });
  }, []);

  const reloadWidget = useCallback(async () => {
    const { conn: c, run: r } = stateRef.current;
    if (!c || !r?.templateUri) return;
    const res = await readWidget(c.client, r.templateUri);
    await teardown("modal", "main");
    setModal(null);
    setResource(res);
    setClosed(false);
    setIntrinsic({ main: null, modal: null });
    setRun({ ...r, mountKey: r.mountKey + 1 });
  }, [teardown]);

  const reloadWidgetRef = useRef(reloadWidget);
  reloadWidgetRef.current = reloadWidget;

  const setDisplayMode = useCallback((requested: string): DisplayMode => {
    const { controls: cur } = stateRef.current;
    const next = resolveDisplayMode(requested, cur.displayMode, cur, stateRef.current.profile);
    setControls((c) => ({ ...c, displayMode: next }));
    return next;
  }, []);

  const openModal = useCallback(async (template: string | undefined, params: unknown) => {
    const { conn: c, run: r } = stateRef.current;
    const uri = template ?? r?.templateUri;
    if (!c || !uri) throw new Error("no template for the modal");
    const res = await readWidget(c.client, uri);
    setModal((m) => ({ key: (m?.key ?? 0) + 1, template: uri, params: params ?? null, resource: res }));
  }, []);

  /** Records an opened link; ChatGPT appends ?redirectUrl= for the template's approved redirect domains. */
  const openLink = useCallback((href: string, allowRedirect: boolean) => {
    let url = href;
    const { profile: p, resource: res } = stateRef.current;
    try {
      const target = new URL(href);
      if (p.openai && allowRedirect && res?.redirectDomains?.includes(target.origin)) {
        target.searchParams.set("redirectUrl", location.href);
        url = target.toString();
      }
    } catch {
      // Not a URL: shown as given.
    }
    setLinks((l) => [...l, { id: l.length + 1, href, url }]);
  }, []);

  const makeHandlers = useCallback(
    (frame: FrameLabel): WidgetHostHandlers => ({
      log: (e) => logStore.add({ ...e, frame }),
      // After the handshake: list the tools the widget declared (appCapabilities.tools), if any.
      initialized: () => {
        if (frame === "main") void refreshAppTools();
      },
      sizeChanged: () => undefined,
      followUp: (prompt) => setFollowUps((f) => [...f, { id: f.length + 1, prompt, frame }]),
      openLink: (url) => openLink(url, true),
      requestDisplayMode: (m) => (frame === "main" ? setDisplayMode(m) : "inline"),
      modelContext: (ctx) => setModelContext(ctx),
      requestClose: () => {
        setCloseRequests((n) => n + 1);
        void closeFrame(frame);
      },
      cspViolation: (violation) => setCspViolations((list) => [...list, violation].slice(-50)),
      // Mounted again with the same call: the tool result, widget state and profile stay.
      reloaded: () => void reloadWidgetRef.current(),
    }),
    [logStore, setDisplayMode, openLink, closeFrame, refreshAppTools],
  );
  const mainHandlers = useMemo(() => makeHandlers("main"), [makeHandlers]);
  const modalHandlers = useMemo(() => makeHandlers("modal"), [makeHandlers]);

  const openAiHandlers = useCallback(
    (frame: FrameLabel): OpenAiHostHandlers => ({
      async callTool(name, args) {
        const c = stateRef.current.conn;
        const tool = c?.tools.find((t) => t.name === name);
        if (!c || !tool) throw new Error(`Unknown tool ${name}`);
        if (!isAppVisible(tool)) throw new Error(`Tool ${name} is not available to widgets`);
        return (await callTool(tool, args ?? {})) as Awaited<ReturnType<OpenAiHostHandlers["callTool"]>>;
      },
      async sendFollowUpMessage({ prompt }) {
        setFollowUps((f) => [...f, { id: f.length + 1, prompt, frame }]);
      },
      async setWidgetState(state) {
        const r = stateRef.current.run;
        if (r) setWidgetStates((s) => ({ ...s, [frame === "main" ? r.id : `${r.id}:modal`]: state }));
      },
      async uploadFile(file, options) {
        const origin = stateRef.current.conn?.origin;
        if (!origin)
          throw new Error("This server has no file storage (the dev host sends uploads to the server's /files)");
        const stored = await uploadFile(origin, file);
        setFiles((f) => [...f, { ...stored, library: Boolean(options?.library) }]);
        return { fileId: stored.fileId };
      },
      async selectFiles() {
        const origin = stateRef.current.conn?.origin;
        return origin ? listFiles(origin) : [];
      },
      async getFileDownloadUrl({ fileId }) {
        const origin = stateRef.current.conn?.origin;
        if (!origin) throw new Error("This server has no file storage");
        return { downloadUrl: downloadUrl(origin, fileId) };
      },
      async requestDisplayMode({ mode: m }) {
        return { mode: frame === "main" ? setDisplayMode(m) : "inline" };
      },
      async requestModal({ template, params }) {
        await openModal(template, params);
      },
      async requestClose() {
        setCloseRequests((n) => n + 1);
        void closeFrame(frame);
      },
      notifyIntrinsicHeight(height) {
        if (Number.isFinite(height)) setIntrinsic((cur) => ({ ...cur, [frame]: height }));
      },
      async openExternal({ href, redirectUrl }) {
        openLink(href, redirectUrl !== false);
      },
      async setOpenInAppUrl({ href }) {
        setOpenInAppUrl(href);
      },
      // No payment flow here: the call and its options show in the message log, and the answer is
      // the testing kit's default (the Checkout API's real answer shape is not documented).
      async requestCheckout() {
        return { status: "completed" };
      },
    }),
    [callTool, openModal, setDisplayMode, openLink, closeFrame],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the run's id and tool go into the context; a new run object for the same call must not rebuild it.
  const hostContext = useMemo(
    () => buildHostContext(profile, controls, run ? { id: run.id, tool: run.tool } : null, viewportHeight),
    [profile, controls, run?.id, run?.tool, viewportHeight],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the run's id and tool go into the context; a new run object for the same call must not rebuild it.
  const modalContext = useMemo(
    () =>
      buildHostContext(
        profile,
        { ...controls, displayMode: "inline", maxHeight: Math.round(viewportHeight * 0.8) },
        run ? { id: `${run.id}:modal`, tool: run.tool } : null,
        viewportHeight,
      ),
    [profile, controls, run?.id, run?.tool, viewportHeight],
  );
  const toolInput = run?.approved ? run.args : null;
  // ChatGPT adds a stable id of the mounted widget instance to the result's _meta (the Apps SDK reference: openai/widgetSessionId).
  const sessionId = run ? `ws_${run.id}_${run.mountKey}` : null;
  const toolResult = useMemo(() => {
    const result = run?.result ?? null;
    if (!result || !profile.openai) return result;
    return { ...result, _meta: { ...(result._meta ?? {}), "openai/widgetSessionId": sessionId } };
  }, [run?.result, profile.openai, sessionId]);
  const environment = useMemo(() => buildOpenAiEnvironment(controls), [controls]);
  const mainGlobals = useMemo(
    () => ({
      ...environment,
      toolInput,
      toolOutput: toolResult?.structuredContent ?? null,
      toolResponseMetadata: toolResult?._meta ?? null,
      view: { mode: "inline" },
    }),
    [environment, toolInput, toolResult],
  );
  const modalGlobals = useMemo(
    () => ({ ...mainGlobals, displayMode: "inline", view: { mode: "modal", params: modal?.params ?? null } }),
    [mainGlobals, modal?.params],
  );

  const chatgpt = profile.openai;
  const mainOpenAiHandlers = useMemo(() => openAiHandlers("main"), [openAiHandlers]);
  const modalOpenAiHandlers = useMemo(() => openAiHandlers("modal"), [openAiHandlers]);

  const currentWidgetState = run ? (widgetStates[run.id] ?? null) : null;
  const displayMode = controls.displayMode;
  const widgetShown = run && resource && run.templateUri && !closed;

  return (
    <div
      className={`app theme-${controls.theme} device-${controls.device}`}
      data-theme={controls.theme}
      data-testid="playground"
    >
      <TopBar
        profile={profileId}
        onProfile={(id) => void switchProfile(id)}
        status={
          conn
            ? { state: "connected", tools: conn.tools.length }
            : connError
              ? { state: "error", message: connError }
              : { state: "connecting" }
        }
        serverUrl={config.serverLabel}
      />

      <div className="layout">
        <aside className="sidebar">
          <ToolPanel
            tools={conn?.tools ?? []}
            selected={selectedTool}
            argsText={argsText}
            argsError={argsError}
            running={running}
            connected={Boolean(conn)}
            onSelect={(t) => {
              setSelected(t.name);
              setArgsText(JSON.stringify(exampleArguments(t), null, 2));
            }}
            onArgsChange={setArgsText}
            onRun={() => void runTool()}
          />
          <ControlsPanel
            controls={controls}
            displayModes={offeredModes(profile)}
            onChange={(patch) =>
              setControls((c) => {
                const next = { ...c, ...patch };
                // The host's own switch follows the same rule as a widget's request (no PiP on mobile).
                return patch.displayMode
                  ? { ...next, displayMode: resolveDisplayMode(patch.displayMode, c.displayMode, next, profile) }
                  : next;
              })
            }
          />
        </aside>

        <main className="chat" aria-label="Conversation">
          {!run && <div className="empty-chat">Pick a tool and run it: its widget appears here.</div>}
          {run && (
            <>
              <div className="bubble user" data-testid="tool-call">
                <code>{run.tool.name}</code> <span className="muted">{JSON.stringify(run.args)}</span>
              </div>
              {!run.approved && (
                <div className="approval" data-testid="approval-banner">
                  <span>
                    The widget is loaded; its tool input waits for your approval.{" "}
                    <span className="muted small" data-testid="partials-sent">
                      {run.partialsSent}/{partialInputSteps(run.args).length} partial inputs sent
                    </span>
                  </span>
                  <span className="actions">
                    <button
                      type="button"
                      className="ghost"
                      data-testid="send-partial"
                      onClick={sendNextPartial}
                      title="ui/notifications/tool-input-partial"
                    >
                      Stream next partial
                    </button>
                    <button
                      type="button"
                      className="primary"
                      data-testid="approve-tool-input"
                      onClick={() => void approve()}
                    >
                      Approve
                    </button>
                  </span>
                </div>
              )}
              {run.pending && (
                <div className="approval running" data-testid="call-running">
                  <span>
                    <code>{run.tool.name}</code> is running…
                  </span>
                  <button type="button" className="ghost" data-testid="cancel-call" onClick={cancelCall}>
                    Cancel call
                  </button>
                </div>
              )}
              {run.error && (
                <div className="bubble error" data-testid="tool-error">
                  {run.error}
                </div>
              )}
              {!run.templateUri && run.result && (
                <pre className="bubble assistant json" data-testid="tool-result">
                  {JSON.stringify(run.result.structuredContent ?? run.result.content, null, 2)}
                </pre>
              )}
              {run.templateUri && (
                <article className="widget-card" data-testid="widget-card" data-display-mode={displayMode}>
                  <header className="widget-card-header">
                    <div>
                      <strong>{run.tool.title ?? run.tool.name}</strong>
                      <span className="muted small"> {run.templateUri}</span>
                    </div>
                    <div className="actions">
                      <span className="badge" data-testid="widget-profile">
                        {PROFILE_LABELS[profileId]}
                      </span>
                      {chatgpt && !frameScript && (
                        <span
                          className="badge muted"
                          data-testid="no-openai"
                          title="packages/testing/src/frame-entry.ts was not found when the playground was built"
                        >
                          no window.openai
                        </span>
                      )}
                      <button
                        type="button"
                        className="ghost"
                        data-testid="reload-widget"
                        onClick={() => void reloadWidget()}
                      >
                        Reload
                      </button>
                    </div>
                  </header>
                  {closed && (
                    <div className="closed" data-testid="widget-closed">
                      The widget asked to be closed.{" "}
                      <button type="button" className="ghost" onClick={() => void reloadWidget()}>
                        Reopen
                      </button>
                    </div>
                  )}
                  {displayMode !== "inline" && widgetShown && (
                    <div className="placeholder muted">
                      Shown {displayMode === "pip" ? "picture-in-picture" : "fullscreen"}.
                    </div>
                  )}
                  {widgetShown && (
                    <div
                      className={`widget-slot mode-${displayMode}`}
                      data-testid="widget-container"
                      data-display-mode={displayMode}
                    >
                      {displayMode !== "inline" && (
                        <div className="slot-bar">
                          <span>{run.tool.title ?? run.tool.name}</span>
                          {openInAppUrl && displayMode === "fullscreen" && (
                            <a href={openInAppUrl} target="_blank" rel="noreferrer noopener" className="small">
                              Open in app ↗
                            </a>
                          )}
                          <button
                            type="button"
                            className="ghost"
                            data-testid="exit-display-mode"
                            onClick={() => setControls((c) => ({ ...c, displayMode: "inline" }))}
                          >
                            {displayMode === "pip" ? "Dock" : "Exit fullscreen"}
                          </button>
                        </div>
                      )}
                      <WidgetFrame
                        key={`${run.id}:${run.mountKey}:${profileId}`}
                        label="main"
                        client={conn!.client}
                        sandboxUrl={config.sandboxUrl}
                        profile={profile}
                        html={resource.html}
                        {...(resource.csp ? { csp: resource.csp } : {})}
                        {...(resource.permissions ? { permissions: resource.permissions } : {})}
                        hostContext={hostContext}
                        toolInput={toolInput}
                        toolResult={toolResult}
                        toolCancelled={run.error}
                        displayMode={displayMode}
                        maxHeight={controls.maxHeight}
                        handlers={mainHandlers}
                        {...(chatgpt && frameScript
                          ? {
                              openai: {
                                frameScript,
                                globals: { ...mainGlobals, widgetState: currentWidgetState },
                                handlers: mainOpenAiHandlers,
                              },
                            }
                          : {})}
                        intrinsicHeight={intrinsic.main}
                        onSession={onMainSession}
                      />
                    </div>
                  )}
                </article>
              )}
              {followUps.map((f) => (
                <div key={f.id} className="bubble user follow-up" data-testid="follow-up">
                  {f.prompt}
                </div>
              ))}
            </>
          )}
        </main>

        <aside className="inspector">
          <StatePanel
            state={{
              widgetState: currentWidgetState,
              modelContext,
              followUps,
              links,
              openInAppUrl,
              files,
              modal: modal ? { template: modal.template, params: modal.params } : null,
              displayMode,
              closeRequests,
              cspViolations,
              profile: {
                name: profile.name,
                description: profile.description,
                capabilities: Object.keys(profile.capabilities),
                answersUnadvertised: profile.answersUnadvertised,
                source: profile.sources.capabilities,
              },
            }}
          >
            <AppToolsSection
              view={appTools.view}
              onRefresh={() => void refreshAppTools()}
              onCall={(name, args) => void appTools.call(name, args)}
            />
          </StatePanel>
          <LogPanel entries={logEntries as LogEntry[]} onClear={() => logStore.clear()} />
        </aside>
      </div>

      {modal && run && conn && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; the modal's close button is the keyboard path.
        // biome-ignore lint/a11y/useKeyWithClickEvents: same: the close button inside takes the keyboard.
        <div
          className="modal-backdrop"
          data-testid="modal"
          onClick={(e) => e.target === e.currentTarget && void closeFrame("modal")}
        >
          <div className="modal" role="dialog" aria-label="Widget modal">
            <header>
              <span className="muted small">{modal.template}</span>
              <code className="small" data-testid="modal-params">
                {JSON.stringify(modal.params)}
              </code>
              <button
                type="button"
                className="ghost"
                data-testid="close-modal"
                onClick={() => void closeFrame("modal")}
              >
                Close
              </button>
            </header>
            <WidgetFrame
              key={`modal:${modal.key}:${profileId}`}
              label="modal"
              client={conn.client}
              sandboxUrl={config.sandboxUrl}
              profile={profile}
              html={modal.resource.html}
              {...(modal.resource.csp ? { csp: modal.resource.csp } : {})}
              {...(modal.resource.permissions ? { permissions: modal.resource.permissions } : {})}
              hostContext={modalContext}
              toolInput={toolInput}
              toolResult={toolResult}
              displayMode="inline"
              maxHeight={Math.round(viewportHeight * 0.8)}
              handlers={modalHandlers}
              {...(chatgpt && frameScript
                ? {
                    openai: {
                      frameScript,
                      globals: { ...modalGlobals, widgetState: widgetStates[`${run.id}:modal`] ?? null },
                      handlers: modalOpenAiHandlers,
                    },
                  }
                : {})}
              intrinsicHeight={intrinsic.modal}
              onSession={onModalSession}
            />
          </div>
        </div>
      )}
    </div>
  );
}
