import { useEffect, useState, type ReactNode } from "react";
import type { HostSnapshot } from "@hostbridge/core";
import {
  createHooks,
  useDisplayMode,
  useHost,
  useHostInstance,
  useLocale,
  useOpenAiGlobal,
  useSafeArea,
  useTheme,
  useToolResponseMetadata,
  useToolResult,
  useUserAgent,
  useWidgetStateValue,
} from "@hostbridge/react";
import type { DemoApp } from "../../shared/demo-app.js";
import { WidgetShell } from "../../shared/widget-shell.js";
import { formatDateTime, formatNumber, formatPrice, formatRelative } from "../../shared/format.js";
import "./host-inspector.css";

// Typed from the demo server's declarations: inspect_host renders this widget.
const { useToolInput, useToolOutput } = createHooks<DemoApp, "inspect_host">();

const selectHostMeta = (snapshot: HostSnapshot) => snapshot.hostInfo;
const selectTimeZone = (snapshot: HostSnapshot) => snapshot.timeZone;
const selectPlatform = (snapshot: HostSnapshot) => snapshot.platform;
const selectStyles = (snapshot: HostSnapshot) => snapshot.styles;

/** Shows what the host says about itself and the user, formatted for the user's locale. */
export function HostInspectorWidget() {
  const host = useHostInstance();
  const theme = useTheme();
  const locale = useLocale();
  const display = useDisplayMode();
  // The seed's own pattern, `useOpenAiGlobal(key)`, for one of the globals.
  const maxHeight = useOpenAiGlobal("maxHeight");
  const { insets } = useSafeArea();
  const userAgent = useUserAgent();
  const hostInfo = useHost(selectHostMeta);
  const timeZone = useHost(selectTimeZone);
  const platform = useHost(selectPlatform);
  const styles = useHost(selectStyles);
  const output = useToolOutput();
  const input = useToolInput();
  const metadata = useToolResponseMetadata();
  const widgetState = useWidgetStateValue();
  const { status, result } = useToolResult();
  // The result's own `_meta` (ChatGPT keeps the whole result in toolResponseMetadata's mcp_tool_result).
  const resultMeta = result?._meta;
  const [expanded, setExpanded] = useState(false);
  const now = useNow();

  const serverTime = parseServerTime(output?.serverTime);
  const variableCount = Object.keys(styles?.variables ?? {}).length;
  const hostName = hostInfo ? `${hostInfo.name} ${hostInfo.version}` : bridgeName(host.kind);

  return (
    <WidgetShell
      title="Host inspector"
      subtitle={`What ${hostName} tells this widget`}
      features={[{ name: "requestDisplayMode", supported: display.isSupported }]}
    >
      <div className="hi-grid">
        <Section title="Appearance">
          <Item id="theme" label="Theme">
            <span className="hi-theme">
              <span className="hi-swatch" style={{ background: "var(--hb-bg)" }} />
              <span className="hi-swatch" style={{ background: "var(--hb-text)" }} />
              <span className="hi-swatch" style={{ background: "var(--hb-accent)" }} />
              {theme}
            </span>
          </Item>
          <Item id="style-variables" label="Host style variables">
            {variableCount > 0 ? `${variableCount} applied` : "none (own palette)"}
          </Item>
          <Item id="display-mode" label="Display mode">
            {display.mode}
          </Item>
          <Item id="available-modes" label="Modes offered">
            {display.availableModes.join(", ")}
          </Item>
          <Item id="max-height" label="Max height">
            {maxHeight == null ? "not limited" : `${formatNumber(maxHeight, locale)} px`}
          </Item>
          <Item id="safe-area" label="Safe area (t r b l)">
            <span className="hb-mono">
              {insets.top} {insets.right} {insets.bottom} {insets.left}
            </span>
          </Item>
        </Section>

        <Section title="Locale">
          <Item id="locale" label="Locale">
            {locale}
          </Item>
          <Item id="time-zone" label="Time zone">
            {timeZone ?? "not given"}
          </Item>
          <Item id="server-time" label="Server time">
            <ServerTime serverTime={serverTime} now={now} locale={locale} timeZone={timeZone} status={status} />
          </Item>
          <Item id="number" label="A number">
            {formatNumber(1234567.891, locale)}
          </Item>
          <Item id="currency" label="A price">
            {formatPrice(1299.5, locale, "EUR")}
          </Item>
        </Section>

        <Section title="Device">
          <Item id="device" label="Device">
            {userAgent.device.type}
          </Item>
          <Item id="capabilities" label="Input">
            {inputKinds(userAgent.capabilities)}
          </Item>
          <Item id="platform" label="Platform">
            {platform ?? "not given"}
          </Item>
        </Section>

        <Section title="Host">
          <Item id="host-kind" label="Bridge">
            {host.kind}
          </Item>
          <Item id="host-info" label="Host">
            {hostInfo ? `${hostInfo.name} ${hostInfo.version}` : "not given"}
          </Item>
          <Item id="tool-status" label="Tool call">
            {status}
          </Item>
          <Item id="metadata" label="Result _meta">
            {resultMetaKeys(resultMeta)}
          </Item>
        </Section>
      </div>

      <div className="hb-row">
        <button
          type="button"
          className="hb-button"
          data-testid="toggle-details"
          aria-expanded={expanded}
          onClick={() => setExpanded((wasExpanded) => !wasExpanded)}
        >
          {expanded ? "Hide raw data" : "Show raw data"}
        </button>
        <span className="hb-small hb-muted">The widget's height follows its content.</span>
      </div>
      {expanded && (
        <pre className="hi-raw hb-mono" data-testid="raw-data">
          {JSON.stringify(
            {
              toolInput: input,
              toolOutput: output,
              toolResponseMetadata: metadata,
              widgetState,
              hostInfo,
              platform,
              timeZone,
            },
            null,
            2,
          )}
        </pre>
      )}
    </WidgetShell>
  );
}

/** The tool output's server time as a date, or `null` when it is missing or not a valid time. */
function parseServerTime(serverTime: unknown): Date | null {
  if (typeof serverTime !== "string") return null;
  const date = new Date(serverTime);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What to call the host when it does not name itself: ChatGPT's bridge says who it is. */
function bridgeName(kind: string): string {
  return kind === "chatgpt" ? "ChatGPT" : "unknown";
}

/** The pointer and touch input the device reports, e.g. `hover, touch`. */
function inputKinds(capabilities: { hover: boolean; touch: boolean }): string {
  return [capabilities.hover && "hover", capabilities.touch && "touch"].filter(Boolean).join(", ") || "none reported";
}

/** The keys of the result's `_meta`: "none" without one, "empty" for an empty one. */
function resultMetaKeys(resultMeta: Record<string, unknown> | undefined): string {
  return resultMeta ? Object.keys(resultMeta).join(", ") || "empty" : "none";
}

/** The server's time in the user's locale and time zone with how long ago it was, else why it is missing. */
function ServerTime({
  serverTime,
  now,
  locale,
  timeZone,
  status,
}: {
  serverTime: Date | null;
  now: number;
  locale: string;
  timeZone: HostSnapshot["timeZone"];
  status: string;
}) {
  if (!serverTime)
    return status === "pending" || status === "input-streaming" ? "waiting for the tool…" : "not available";
  return (
    <>
      {formatDateTime(serverTime, locale, timeZone)}
      <span className="hb-muted"> ({formatRelative((serverTime.getTime() - now) / 1000, locale)})</span>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="hb-card hi-section">
      <h2 className="hi-section-title">{title}</h2>
      <dl className="hi-list">{children}</dl>
    </section>
  );
}

function Item({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="hi-item">
      <dt>{label}</dt>
      <dd data-testid={`info-${id}`}>{children}</dd>
    </div>
  );
}

/** The current time, refreshed each minute, for the relative "server time" label. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
