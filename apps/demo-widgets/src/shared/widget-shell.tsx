import { useRef, type CSSProperties, type ReactNode } from "react";
import type { HostSnapshot } from "@hostbridge/core";
import { useHost, useHostInstance, useIntrinsicHeight, useMaxHeight, useSafeArea, useTheme } from "@hostbridge/react";
import { useHostStyles } from "@hostbridge/react/styles";
import { FeatureList, type FeatureItem } from "./feature-list.js";
import { EmptyResultNote } from "./empty-result.js";
import { NoResultYetNote } from "./no-result-yet.js";
import { NoStructuredContentNote } from "./no-structured-content.js";

const selectDisplayMode = (s: HostSnapshot) => s.displayMode;

export interface WidgetShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Extra items at the header's end (badges, buttons). */
  actions?: ReactNode;
  /** The host features this widget uses, with what the hooks say about each. */
  features: FeatureItem[];
  children?: ReactNode;
}

/**
 * The root of every demo widget: `data-testid="widget-root"`, `data-theme` mirroring the host's
 * theme, the host's look applied (`useHostStyles`: its custom properties, fonts and
 * color-scheme), safe-area padding, and the content's height reported to the host as it changes.
 */
export function WidgetShell({ title, subtitle, actions, features, children }: WidgetShellProps) {
  const host = useHostInstance();
  const theme = useTheme();
  const displayMode = useHost(selectDisplayMode);
  const { insets } = useSafeArea();
  const maxHeight = useMaxHeight();
  const ref = useRef<HTMLDivElement>(null);
  const autoHeight = useIntrinsicHeight(ref);
  useHostStyles(ref);

  const style: Record<string, string> = {};
  // Keep content clear of the host's chrome (safe-area insets) on top of the mode's own padding.
  const pad = displayMode === "fullscreen" ? 24 : displayMode === "pip" ? 10 : 16;
  style.paddingTop = `${pad + insets.top}px`;
  style.paddingBottom = `${pad + insets.bottom}px`;
  style.paddingLeft = `${pad + insets.left}px`;
  style.paddingRight = `${pad + insets.right}px`;
  // Inline and PiP frames may not grow past the host's limit: scroll inside instead.
  if (maxHeight != null && maxHeight > 0 && displayMode !== "fullscreen") {
    style.maxHeight = `${maxHeight}px`;
    style.overflowY = "auto";
  }

  const allFeatures = [...features, { name: "notifyIntrinsicHeight", supported: autoHeight.isSupported }];

  return (
    <div
      ref={ref}
      className="hb-root"
      data-testid="widget-root"
      data-theme={theme}
      data-display-mode={displayMode}
      data-host-kind={host.kind}
      style={style as CSSProperties}
    >
      <header className="hb-header">
        <div className="hb-stack" style={{ gap: 2 }}>
          <h1 className="hb-title">{title}</h1>
          {subtitle != null && <p className="hb-subtitle">{subtitle}</p>}
        </div>
        <span className="hb-spacer" />
        {actions}
        <span className="hb-badge" data-testid="host-kind" title="Which host this widget detected">
          {host.kind === "chatgpt" ? "ChatGPT" : host.kind === "mcp-apps" ? "MCP Apps" : "Standalone"}
        </span>
      </header>
      <NoStructuredContentNote />
      <EmptyResultNote />
      <NoResultYetNote />
      {children}
      <details className="hb-details" data-testid="feature-support">
        <summary>
          Host features: {allFeatures.filter((f) => f.supported).length} of {allFeatures.length} available here
        </summary>
        <FeatureList items={allFeatures} />
      </details>
    </div>
  );
}
