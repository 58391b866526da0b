import { useEffect, useRef, useState } from "react";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { CallToolResult, Client } from "@modelcontextprotocol/client";
import type { ResourceCsp } from "../sandbox/csp.js";
import { type FrameExtension, type WidgetHostHandlers, WidgetSession } from "../host/widget-session.js";
import type { DisplayMode, FrameLabel, HostMode } from "../host/types.js";

export interface WidgetFrameProps {
  label: FrameLabel;
  client: Client;
  sandboxUrl: string;
  mode: HostMode;
  html: string;
  csp?: ResourceCsp;
  hostContext: McpUiHostContext;
  toolInput: Record<string, unknown> | null;
  toolResult: CallToolResult | null;
  displayMode: DisplayMode;
  maxHeight: number;
  handlers: WidgetHostHandlers;
  /** ChatGPT mode: the globals the frame should hold (sent as changes after the first render). */
  globals?: Record<string, unknown>;
  extend?: (frameWindow: () => Window | null, initialGlobals: Record<string, unknown>) => FrameExtension;
  /** Height reported through `window.openai.notifyIntrinsicHeight` (ChatGPT mode). */
  intrinsicHeight?: number | null;
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
  const sentGlobals = useRef<Record<string, string>>({});

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const p = propsRef.current;
    // Handlers read the latest props, so the session never has to be rebuilt for a new closure.
    const handlers: WidgetHostHandlers = {
      log: (e) => propsRef.current.handlers.log(e),
      initialized: () => {
        setReady(true);
        propsRef.current.handlers.initialized();
      },
      sizeChanged: (h) => {
        setReportedHeight(h);
        propsRef.current.handlers.sizeChanged(h);
      },
      followUp: (t) => propsRef.current.handlers.followUp(t),
      openLink: (u) => propsRef.current.handlers.openLink(u),
      requestDisplayMode: (m) => propsRef.current.handlers.requestDisplayMode(m),
      modelContext: (c) => propsRef.current.handlers.modelContext(c),
      requestClose: () => propsRef.current.handlers.requestClose(),
    };
    const initialGlobals = p.globals ?? {};
    sentGlobals.current = Object.fromEntries(Object.entries(initialGlobals).map(([k, v]) => [k, JSON.stringify(v)]));
    const session = new WidgetSession({
      label: p.label,
      frame,
      sandboxUrl: p.sandboxUrl,
      client: p.client,
      mode: p.mode,
      html: p.html,
      ...(p.csp ? { csp: p.csp } : {}),
      hostContext: p.hostContext,
      toolInput: p.toolInput,
      toolResult: p.toolResult,
      handlers,
      ...(p.extend ? { extend: (w: () => Window | null) => p.extend!(w, initialGlobals) } : {}),
    });
    sessionRef.current = session;
    session.start().catch((error: unknown) => handlers.log({ direction: "out", kind: "other", label: `bridge error: ${String(error)}`, data: null }));
    return () => {
      sessionRef.current = null;
      void session.dispose();
    };
  }, []);

  // Context and globals changes go to the live session as diffs.
  useEffect(() => {
    const session = sessionRef.current;
    if (!session) return;
    let changed: Record<string, unknown> | undefined;
    if (props.globals) {
      for (const [key, value] of Object.entries(props.globals)) {
        const json = JSON.stringify(value);
        if (sentGlobals.current[key] === json) continue;
        sentGlobals.current[key] = json;
        (changed ??= {})[key] = value;
      }
    }
    session.update(props.hostContext, changed);
  }, [props.hostContext, props.globals]);

  useEffect(() => {
    sessionRef.current?.provide(props.toolInput, props.toolResult);
  }, [props.toolInput, props.toolResult]);

  const contentHeight = props.intrinsicHeight ?? reportedHeight;
  const height =
    props.displayMode === "fullscreen"
      ? undefined
      : Math.min(contentHeight ?? 160, props.displayMode === "pip" ? PIP_MAX_HEIGHT : props.maxHeight);

  return (
    <iframe
      ref={frameRef}
      data-testid={props.label === "main" ? "widget-frame" : "modal-frame"}
      data-ready={ready ? "true" : "false"}
      data-content-height={contentHeight ?? ""}
      className="widget-frame"
      title={props.label === "main" ? "Widget" : "Modal widget"}
      sandbox="allow-scripts allow-same-origin allow-forms"
      style={height === undefined ? undefined : { height }}
    />
  );
}
