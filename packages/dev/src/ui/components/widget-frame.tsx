import { useEffect, useRef, useState } from "react";
import { injectOpenAi } from "../host/inject-openai.js";
import { createOpenAiLink, type OpenAiHostHandlers, type OpenAiLink } from "../host/openai-link.js";
import { type WidgetHostHandlers, WidgetSession, type WidgetSessionInit } from "../host/widget-session.js";
import type { DisplayMode } from "../host/types.js";
import { allowAttribute } from "../../sandbox/proxy-helpers.js";
import { WidgetLoading } from "./widget-loading.js";

export interface OpenAiFrameProps {
  /** The testing kit's frame entry, bundled as an IIFE. */
  frameScript: string;
  /** The globals the frame should hold: all of them at mount, changed keys afterwards. */
  globals: Record<string, unknown>;
  handlers: OpenAiHostHandlers;
}

/** What the session needs, less what the frame makes itself (the iframe and the window.openai link). */
export interface WidgetFrameProps extends Omit<WidgetSessionInit, "frame" | "extension"> {
  displayMode: DisplayMode;
  maxHeight: number;
  /** ChatGPT mode: a `window.openai` in the frame. */
  openai?: OpenAiFrameProps;
  /** Height reported through `window.openai.notifyIntrinsicHeight` (ChatGPT mode). */
  intrinsicHeight?: number | null;
  /** Receives the live session (and `null` when it goes), so the host can tear it down first. */
  onSession?: (session: WidgetSession | null) => void;
}

const PIP_MAX_HEIGHT = 360;

/** One sandboxed widget frame. Mount it with a `key` per widget instance; remounting reloads it. */
export function WidgetFrame(props: WidgetFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const sessionRef = useRef<WidgetSession | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [reportedHeight, setReportedHeight] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [delivered, setDelivered] = useState(false);
  const sentGlobals = useRef<Record<string, string>>({});

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const mountProps = propsRef.current;
    // Handlers read the latest props, so the session never has to be rebuilt for a new closure.
    const handlers: WidgetHostHandlers = {
      log: (entry) => propsRef.current.handlers.log(entry),
      initialized: () => {
        setReady(true);
        propsRef.current.handlers.initialized();
      },
      appToolsChanged: () => propsRef.current.handlers.appToolsChanged(),
      sizeChanged: (widgetHeight) => {
        setReportedHeight(widgetHeight);
        propsRef.current.handlers.sizeChanged(widgetHeight);
      },
      followUp: (prompt) => propsRef.current.handlers.followUp(prompt),
      openLink: (url) => propsRef.current.handlers.openLink(url),
      requestDisplayMode: (mode) => propsRef.current.handlers.requestDisplayMode(mode),
      modelContext: (context) => propsRef.current.handlers.modelContext(context),
      requestClose: () => propsRef.current.handlers.requestClose(),
      cspViolation: (violation) => propsRef.current.handlers.cspViolation(violation),
      reloaded: () => propsRef.current.handlers.reloaded(),
      resourceDelivered: () => setDelivered(true),
    };
    let html = mountProps.html;
    let link: OpenAiLink | undefined;
    if (mountProps.openai) {
      const latest = () => propsRef.current.openai!.handlers;
      const forward = Object.fromEntries(
        Object.keys(mountProps.openai.handlers).map((fn) => [
          fn,
          (...args: unknown[]) =>
            (latest()[fn as keyof OpenAiHostHandlers] as (...handlerArgs: unknown[]) => unknown)(...args),
        ]),
      ) as OpenAiHostHandlers;
      link = createOpenAiLink(() => frame.contentWindow, mountProps.openai.globals, forward, handlers.log);
      html = injectOpenAi(mountProps.html, link.init, mountProps.openai.frameScript);
      sentGlobals.current = Object.fromEntries(
        Object.entries(mountProps.openai.globals).map(([key, value]) => [key, JSON.stringify(value)]),
      );
    }
    const session = new WidgetSession({
      label: mountProps.label,
      frame,
      sandboxUrl: mountProps.sandboxUrl,
      client: mountProps.client,
      profile: mountProps.profile,
      html,
      ...(mountProps.csp ? { csp: mountProps.csp } : {}),
      ...(mountProps.permissions ? { permissions: mountProps.permissions } : {}),
      hostContext: mountProps.hostContext,
      toolInput: mountProps.toolInput,
      toolResult: mountProps.toolResult,
      toolCancelled: mountProps.toolCancelled ?? null,
      handlers,
      ...(link ? { extension: link } : {}),
    });
    sessionRef.current = session;
    mountProps.onSession?.(session);
    session
      .start()
      .catch((error: unknown) =>
        handlers.log({ direction: "out", kind: "other", label: `bridge error: ${String(error)}`, data: null }),
      );
    return () => {
      sessionRef.current = null;
      propsRef.current.onSession?.(null);
      void session.dispose();
    };
  }, []);

  // Context and globals changes go to the live session as diffs.
  const globals = props.openai?.globals;
  useEffect(() => {
    const session = sessionRef.current;
    if (!session) return;
    let changed: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(globals ?? {})) {
      const json = JSON.stringify(value);
      if (sentGlobals.current[key] === json) continue;
      sentGlobals.current[key] = json;
      changed ??= {};
      changed[key] = value;
    }
    session.update(props.hostContext, changed);
  }, [props.hostContext, globals]);

  useEffect(() => {
    sessionRef.current?.provide(props.toolInput, props.toolResult, props.toolCancelled ?? null);
  }, [props.toolInput, props.toolResult, props.toolCancelled]);

  // ChatGPT's notifyIntrinsicHeight and MCP Apps' size-changed both set the content height.
  useEffect(() => {
    if (typeof props.intrinsicHeight === "number") setReportedHeight(props.intrinsicHeight);
  }, [props.intrinsicHeight]);

  const contentHeight = reportedHeight;
  const height =
    props.displayMode === "fullscreen"
      ? undefined
      : Math.min(contentHeight ?? 160, props.displayMode === "pip" ? PIP_MAX_HEIGHT : props.maxHeight);

  // Until the widget speaks (handshake or a size), the frame is covered in the host's colours:
  // a dark host never shows a white box while the sandbox and the widget load.
  const started = ready || contentHeight !== null;
  return (
    <div className="widget-frame-box" data-started={started ? "true" : "false"}>
      <iframe
        ref={frameRef}
        data-testid={props.label === "main" ? "widget-frame" : "modal-frame"}
        data-ready={ready ? "true" : "false"}
        data-content-height={contentHeight ?? ""}
        className="widget-frame"
        title={props.label === "main" ? "Widget" : "Modal widget"}
        sandbox="allow-scripts allow-same-origin allow-forms"
        // Permissions reach the widget only when every frame on the way delegates them.
        allow={allowAttribute(props.permissions) || undefined}
        style={height === undefined ? undefined : { height }}
      />
      {!started && <WidgetLoading delivered={delivered} />}
    </div>
  );
}
