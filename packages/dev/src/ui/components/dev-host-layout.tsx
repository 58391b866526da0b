import { type CSSProperties, useRef, useState } from "react";
import { offeredModes } from "../host/host-context.js";
import { useToolLint } from "../lint/use-tool-lint.js";
import { PROFILE_LABELS } from "../host/profiles.js";
import type { DevHostConfig, ToolRun } from "../host/types.js";
import type { DevSession } from "../host/use-dev-session.js";
import { modalMaxHeight } from "../host/use-frame-inputs.js";
import { AppToolsSection } from "./app-tools-section.js";
import { BrowsePanel } from "./browse-panel.js";
import { type ChecksTarget, ChecksPanel } from "./checks-panel.js";
import { useServerConsole } from "../console/use-server-console.js";
import { ConsolePanel } from "./console-panel.js";
import { ControlsPanel } from "./controls-panel.js";
import { Conversation, type ConversationProps } from "./conversation.js";
import { HistoryPanel } from "./history-panel.js";
import { LogPanel } from "./log-panel.js";
import { Segmented } from "./segmented.js";
import { type HostStateView, StatePanel } from "./state-panel.js";
import { ToolPanel } from "./tool-panel.js";
import { TopBar } from "./top-bar.js";
import { useSplitHeight } from "./use-split-height.js";
import { WidgetCard } from "./widget-card.js";
import { WidgetFrame } from "./widget-frame.js";
import { openAiFrameProps, templateFrameProps } from "./widget-frame-props.js";
import { WidgetModal } from "./widget-modal.js";

/** What every part of the page reads: the page's configuration and the session's state. */
export interface DevHostLayoutProps {
  config: DevHostConfig;
  session: DevSession;
  /** The testing kit's frame script that gives a ChatGPT-profile widget its `window.openai`; null when the build had none. */
  frameScript: string | null;
}

/** The tool the URL asked for when the server has none of that name, with the ones it has. */
function unknownToolOf({ selection, server }: DevSession): ConversationProps["unknownTool"] {
  if (!selection.unknownName) return null;
  return { name: selection.unknownName, available: (server.connection?.tools ?? []).map((tool) => tool.name) };
}

/** The widget on screen, as the Checks panel has `hostbridge check` load it; null when none is. */
function checksTargetOf({ toolRun, widgetShown, profileId, hostControls, server }: DevSession): ChecksTarget | null {
  const { run } = toolRun;
  if (!run?.templateUri || !widgetShown) return null;
  return {
    tool: run.tool.name,
    profile: profileId,
    theme: hostControls.controls.theme,
    device: hostControls.controls.device,
    runKey: `${run.id}:${run.mountKey}:${server.generation}`,
  };
}

/** What the widgets told the host, for the state panel. */
function hostStateOf({ activity, frames, hostControls, mainWidgetState, profile }: DevSession): HostStateView {
  const { modal } = frames;
  return {
    widgetState: mainWidgetState,
    modelContext: activity.modelContext,
    followUps: activity.followUps,
    links: activity.links,
    openInAppUrl: activity.openInAppUrl,
    files: activity.files,
    modal: modal ? { template: modal.template, params: modal.params } : null,
    displayMode: hostControls.controls.displayMode,
    closeRequests: activity.closeRequests,
    cspViolations: activity.cspViolations,
    profile,
  };
}

/** The left column: the server's tools with their arguments, the runs kept, the host controls, the resources and prompts. */
function Sidebar({ config, session }: { config: DevHostConfig; session: DevSession }) {
  const { server, selection, toolRun, hostControls, profile } = session;
  const { connection } = server;
  const lint = useToolLint(connection?.tools ?? null, server.generation, config.transport);
  return (
    <aside className="sidebar">
      <ToolPanel
        tools={connection?.tools ?? []}
        lint={lint.byTool}
        lintState={lint.state}
        selected={selection.selectedTool}
        argsText={selection.argsText}
        argsError={toolRun.argsError}
        running={toolRun.starting}
        connected={Boolean(connection)}
        onSelect={selection.select}
        onArgsChange={selection.setArgsText}
        onRun={session.runSelectedTool}
        serverStatus={server.status}
        onReconnect={server.reconnect}
        retryAt={server.retryAt}
        reconnected={server.reconnected}
      />
      <HistoryPanel
        history={session.history}
        onRerun={(entry) => void session.rerun(entry)}
        canRun={Boolean(connection) && !toolRun.starting}
      />
      <ControlsPanel
        controls={hostControls.controls}
        displayModes={offeredModes(profile)}
        onChange={hostControls.change}
      />
      <BrowsePanel client={connection?.client ?? null} />
    </aside>
  );
}

/** The main widget's card in the conversation, with its frame while the widget is shown. */
function MainWidget({
  config,
  session,
  frameScript,
  run,
  templateUri,
}: DevHostLayoutProps & { run: ToolRun; templateUri: string }) {
  const { profile, profileId, frames, activity, toolRun, hostControls, server, inputs, widgetShown } = session;
  const { controls } = hostControls;
  const { resource } = frames;
  const { connection } = server;
  return (
    <WidgetCard
      title={run.tool.title ?? run.tool.name}
      templateUri={templateUri}
      profileLabel={PROFILE_LABELS[profileId]}
      missingOpenAi={profile.openai && !frameScript}
      displayMode={controls.displayMode}
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
          displayMode={controls.displayMode}
          maxHeight={controls.maxHeight}
          handlers={session.widgetHandlers.main}
          {...openAiFrameProps(
            profile.openai,
            frameScript,
            { ...inputs.mainGlobals, widgetState: session.mainWidgetState },
            session.openAiHandlers.main,
          )}
          intrinsicHeight={frames.intrinsicHeights.main}
          onSession={session.onMainSession}
        />
      )}
    </WidgetCard>
  );
}

type InspectorTab = "messages" | "console";

/**
 * The right column: what the widget told the host, its tools and the checks on top; below a
 * separator (drag it, or ArrowUp/ArrowDown), the message log or the server's console, by tab.
 */
function Inspector({ session }: { session: DevSession }) {
  const { appTools, log } = session;
  const serverConsole = useServerConsole(session.server.connection?.client ?? null);
  const [tab, setTab] = useState<InspectorTab>("messages");
  const column = useRef<HTMLElement>(null);
  const panels = useRef<HTMLDivElement>(null);
  const split = useSplitHeight("hostbridge-dev:inspector-split", panels, column);
  return (
    <aside ref={column} className={`inspector${log.expanded ? " log-expanded" : ""}`}>
      <div
        ref={panels}
        className="inspector-panels"
        style={split.height === null ? undefined : { flex: `0 0 ${split.height}px` }}
      >
        <StatePanel state={hostStateOf(session)}>
          <AppToolsSection
            view={appTools.view}
            onRefresh={() => void appTools.refresh()}
            onCall={(name, args) => void appTools.call(name, args)}
          />
        </StatePanel>
        <ChecksPanel target={checksTargetOf(session)} />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a window splitter the user moves, not a thematic break (<hr>). */}
      <div
        className="split-handle"
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize the log"
        aria-valuenow={Math.round(split.height ?? 0)}
        aria-valuetext={
          split.height === null ? "panels at their own height" : `panels ${Math.round(split.height)} px high`
        }
        tabIndex={0}
        data-testid="inspector-split"
        {...split.separatorProps}
      />
      <Segmented<InspectorTab>
        name="Log"
        className="inspector-tabs"
        value={tab}
        options={["messages", "console"]}
        onChange={setTab}
        testId="inspector-tab"
        labels={{
          messages: (
            <>
              Messages <span className="count">{log.entries.length}</span>
            </>
          ),
          console: (
            <>
              Console <span className="count">{serverConsole.lines.length}</span>
            </>
          ),
        }}
      />
      {tab === "messages" ? (
        <LogPanel
          entries={log.entries}
          onClear={log.clear}
          expanded={log.expanded}
          onToggleExpanded={log.toggleExpanded}
        />
      ) : (
        <ConsolePanel console={serverConsole} />
      )}
    </aside>
  );
}

/** The widget the main widget opened as a modal (`requestModal`), while one is open. */
function ModalWidget({ config, session, frameScript }: DevHostLayoutProps) {
  const { frames, profile, profileId, server, inputs, activity, viewportHeight } = session;
  const { modal } = frames;
  const { run } = session.toolRun;
  const { connection } = server;
  if (!modal || !run || !connection) return null;
  return (
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
        handlers={session.widgetHandlers.modal}
        {...openAiFrameProps(
          profile.openai,
          frameScript,
          { ...inputs.modalGlobals, widgetState: activity.widgetStates[`${run.id}:modal`] ?? null },
          session.openAiHandlers.modal,
        )}
        intrinsicHeight={frames.intrinsicHeights.modal}
        onSession={session.onModalSession}
      />
    </WidgetModal>
  );
}

/**
 * The dev host page: the top bar, then the tools and controls, the conversation with the widget,
 * and the inspector side by side, and the modal widget over them. It only renders: the session
 * (`useDevSession`) holds the state and does the work.
 */
export function DevHostLayout({ config, session, frameScript }: DevHostLayoutProps) {
  const { controls } = session.hostControls;
  const { run } = session.toolRun;
  return (
    <div
      className={`app theme-${controls.theme} device-${controls.device}`}
      data-theme={controls.theme}
      data-testid="playground"
      // A container width from the controls narrows the conversation, as a host's column would.
      {...(controls.maxWidth !== null
        ? {
            "data-max-width": controls.maxWidth,
            style: { "--chat-max-width": `${controls.maxWidth}px` } as CSSProperties,
          }
        : {})}
    >
      <TopBar
        profile={session.profileId}
        onProfile={(nextProfile) => void session.switchProfile(nextProfile)}
        status={session.server.status}
        serverUrl={config.serverLabel}
      />

      <div className="layout">
        <Sidebar config={config} session={session} />

        <Conversation
          run={run}
          followUps={session.activity.followUps}
          onSendPartial={session.toolRun.sendNextPartial}
          onApprove={session.toolRun.approve}
          onCancel={session.toolRun.cancel}
          unknownTool={unknownToolOf(session)}
          widget={
            run?.templateUri && (
              <MainWidget
                config={config}
                session={session}
                frameScript={frameScript}
                run={run}
                templateUri={run.templateUri}
              />
            )
          }
        />

        <Inspector session={session} />
      </div>

      <ModalWidget config={config} session={session} frameScript={frameScript} />
    </div>
  );
}
