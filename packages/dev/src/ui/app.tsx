import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import frameScript from "virtual:openai-frame-script";
import { offeredModes } from "./host/host-context.js";
import { initialControls } from "./host/initial-controls.js";
import { createLogStore } from "./host/log-store.js";
import { openedLinkUrl } from "./host/opened-link.js";
import { devHostProfile, type HostProfileId, PROFILE_LABELS, profileFromQuery } from "./host/profiles.js";
import type { DevHostConfig, FrameLabel } from "./host/types.js";
import { useAppTools } from "./host/use-app-tools.js";
import { useAutoRun } from "./host/use-auto-run.js";
import { modalMaxHeight, useFrameInputs } from "./host/use-frame-inputs.js";
import { useHostControls } from "./host/use-host-controls.js";
import { useOpenAiHostHandlers } from "./host/use-openai-host-handlers.js";
import { useToolRun } from "./host/use-tool-run.js";
import { useViewportHeight } from "./host/use-viewport-height.js";
import { useWidgetActivity } from "./host/use-widget-activity.js";
import { useWidgetFrames } from "./host/use-widget-frames.js";
import { useWidgetHostHandlers } from "./host/use-widget-host-handlers.js";
import type { WidgetSession } from "./host/widget-session.js";
import { callServerTool, clientHints } from "./mcp/call-server-tool.js";
import { readWidget } from "./mcp/server-connection.js";
import { serverTrafficLog } from "./mcp/server-traffic-log.js";
import { useServerConnection } from "./mcp/use-server-connection.js";
import { useToolSelection } from "./mcp/use-tool-selection.js";
import { AppToolsSection } from "./components/app-tools-section.js";
import { ControlsPanel } from "./components/controls-panel.js";
import { Conversation } from "./components/conversation.js";
import { LogPanel } from "./components/log-panel.js";
import { StatePanel } from "./components/state-panel.js";
import { ToolPanel } from "./components/tool-panel.js";
import { ChecksPanel } from "./components/checks-panel.js";
import { TopBar } from "./components/top-bar.js";
import { WidgetCard } from "./components/widget-card.js";
import { WidgetFrame } from "./components/widget-frame.js";
import { openAiFrameProps, templateFrameProps } from "./components/widget-frame-props.js";
import { WidgetModal } from "./components/widget-modal.js";

/**
 * The dev host: a local chat host that runs an MCP server's widgets as any of the host profiles.
 * The state lives in the `use*` hooks; this component wires them to each other and to the layout.
 * Functions handed to the hooks are read when called, so they act on the latest render's state.
 */
export function App({ config }: { config: DevHostConfig }) {
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
  const logEntries = useSyncExternalStore(logStore.subscribe, logStore.getSnapshot);
  const [logExpanded, setLogExpanded] = useState(false);
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
  useAutoRun(query, connection !== null, selection.argsText, runSelectedTool);

  /** Switching the profile remounts the widget: a widget meets its host once, at the handshake. */
  const switchProfile = async (next: HostProfileId) => {
    await frames.teardown("modal", "main");
    frames.dropModal();
    setProfileId(next);
    hostControls.fitProfile(devHostProfile(next));
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

  const inputs = useFrameInputs(profile, controls, run, viewportHeight, frames.modal?.params);
  const { modal, resource, intrinsicHeights } = frames;
  const { displayMode } = controls;
  const chatgpt = profile.openai;
  const currentWidgetState = run ? (activity.widgetStates[run.id] ?? null) : null;
  const widgetShown = Boolean(run && resource && run.templateUri && !frames.closed);

  return (
    <div
      className={`app theme-${controls.theme} device-${controls.device}`}
      data-theme={controls.theme}
      data-testid="playground"
    >
      <TopBar
        profile={profileId}
        onProfile={(id) => void switchProfile(id)}
        status={server.status}
        serverUrl={config.serverLabel}
      />

      <div className="layout">
        <aside className="sidebar">
          <ToolPanel
            tools={connection?.tools ?? []}
            selected={selection.selectedTool}
            argsText={selection.argsText}
            argsError={toolRun.argsError}
            running={toolRun.starting}
            connected={Boolean(connection)}
            onSelect={selection.select}
            onArgsChange={selection.setArgsText}
            onRun={runSelectedTool}
            serverStatus={server.status}
            onReconnect={server.reconnect}
          />
          <ControlsPanel controls={controls} displayModes={offeredModes(profile)} onChange={hostControls.change} />
        </aside>

        <Conversation
          run={run}
          followUps={activity.followUps}
          onSendPartial={toolRun.sendNextPartial}
          onApprove={toolRun.approve}
          onCancel={toolRun.cancel}
          unknownTool={
            selection.unknownName
              ? { name: selection.unknownName, available: (connection?.tools ?? []).map((tool) => tool.name) }
              : null
          }
          widget={
            run?.templateUri && (
              <WidgetCard
                title={run.tool.title ?? run.tool.name}
                templateUri={run.templateUri}
                profileLabel={PROFILE_LABELS[profileId]}
                missingOpenAi={chatgpt && !frameScript}
                displayMode={displayMode}
                closed={frames.closed}
                shown={widgetShown}
                openInAppUrl={activity.openInAppUrl}
                onReload={() => void toolRun.reloadWidget()}
                onExitDisplayMode={hostControls.exitToInline}
              >
                {widgetShown && resource && connection && (
                  <WidgetFrame
                    // A new connection (Reconnect) remounts the widget with the new client.
                    key={`${run.id}:${run.mountKey}:${profileId}:${server.generation}`}
                    label="main"
                    client={connection.client}
                    sandboxUrl={config.sandboxUrl}
                    profile={profile}
                    {...templateFrameProps(resource)}
                    hostContext={inputs.hostContext}
                    toolInput={inputs.toolInput}
                    toolResult={inputs.toolResult}
                    toolCancelled={run.cancelled}
                    displayMode={displayMode}
                    maxHeight={controls.maxHeight}
                    handlers={widgetHandlers.main}
                    {...openAiFrameProps(
                      chatgpt,
                      frameScript,
                      { ...inputs.mainGlobals, widgetState: currentWidgetState },
                      openAiHandlers.main,
                    )}
                    intrinsicHeight={intrinsicHeights.main}
                    onSession={onMainSession}
                  />
                )}
              </WidgetCard>
            )
          }
        />

        <aside className={`inspector${logExpanded ? " log-expanded" : ""}`}>
          <div className="inspector-panels">
            <StatePanel
              state={{
                widgetState: currentWidgetState,
                modelContext: activity.modelContext,
                followUps: activity.followUps,
                links: activity.links,
                openInAppUrl: activity.openInAppUrl,
                files: activity.files,
                modal: modal ? { template: modal.template, params: modal.params } : null,
                displayMode,
                closeRequests: activity.closeRequests,
                cspViolations: activity.cspViolations,
                profile,
              }}
            >
              <AppToolsSection
                view={appTools.view}
                onRefresh={() => void appTools.refresh()}
                onCall={(name, args) => void appTools.call(name, args)}
              />
            </StatePanel>
            <ChecksPanel
              target={
                run?.templateUri && widgetShown
                  ? {
                      tool: run.tool.name,
                      profile: profileId,
                      theme: controls.theme,
                      device: controls.device,
                      runKey: `${run.id}:${run.mountKey}:${server.generation}`,
                    }
                  : null
              }
            />
          </div>
          <LogPanel
            entries={logEntries}
            onClear={() => logStore.clear()}
            expanded={logExpanded}
            onToggleExpanded={() => setLogExpanded((current) => !current)}
          />
        </aside>
      </div>

      {modal && run && connection && (
        <WidgetModal template={modal.template} params={modal.params} onClose={() => void frames.close("modal")}>
          <WidgetFrame
            key={`modal:${modal.key}:${profileId}:${server.generation}`}
            label="modal"
            client={connection.client}
            sandboxUrl={config.sandboxUrl}
            profile={profile}
            {...templateFrameProps(modal.resource)}
            hostContext={inputs.modalHostContext}
            toolInput={inputs.toolInput}
            toolResult={inputs.toolResult}
            displayMode="inline"
            maxHeight={modalMaxHeight(viewportHeight)}
            handlers={widgetHandlers.modal}
            {...openAiFrameProps(
              chatgpt,
              frameScript,
              { ...inputs.modalGlobals, widgetState: activity.widgetStates[`${run.id}:modal`] ?? null },
              openAiHandlers.modal,
            )}
            intrinsicHeight={intrinsicHeights.modal}
            onSession={onModalSession}
          />
        </WidgetModal>
      )}
    </div>
  );
}
