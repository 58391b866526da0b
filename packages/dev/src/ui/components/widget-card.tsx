import type { ReactNode } from "react";
import type { DisplayMode } from "../host/types.js";

/** What the widget card shows around the main widget frame. */
export interface WidgetCardProps {
  /** The tool's title (or name). */
  title: string;
  templateUri: string;
  /** The host profile the widget meets, as the picker names it. */
  profileLabel: string;
  /** ChatGPT mode without the testing kit's frame script: the widget gets no `window.openai`. */
  missingOpenAi: boolean;
  displayMode: DisplayMode;
  /** The widget asked to be closed. */
  closed: boolean;
  /** Whether the frame is on screen (a template was read and the widget is not closed). */
  shown: boolean;
  /** ChatGPT's `setOpenInAppUrl`, offered in fullscreen. */
  openInAppUrl: string | null;
  onReload(): void;
  onExitDisplayMode(): void;
  /** The widget frame. */
  children: ReactNode;
}

/** The main widget in the conversation: its header, and its slot inline, picture-in-picture or fullscreen. */
export function WidgetCard(props: WidgetCardProps) {
  const { title, displayMode, shown } = props;
  return (
    <article className="widget-card" data-testid="widget-card" data-display-mode={displayMode}>
      <header className="widget-card-header">
        <div>
          <strong>{title}</strong>
          <span className="muted small"> {props.templateUri}</span>
        </div>
        <div className="actions">
          <span className="badge" data-testid="widget-profile">
            {props.profileLabel}
          </span>
          {props.missingOpenAi && (
            <span
              className="badge muted"
              data-testid="no-openai"
              title="packages/testing/src/frame-entry.ts was not found when the playground was built"
            >
              no window.openai
            </span>
          )}
          <button type="button" className="ghost" data-testid="reload-widget" onClick={props.onReload}>
            Reload
          </button>
        </div>
      </header>
      {props.closed && (
        <div className="closed" data-testid="widget-closed">
          The widget asked to be closed.{" "}
          <button type="button" className="ghost" onClick={props.onReload}>
            Reopen
          </button>
        </div>
      )}
      {displayMode !== "inline" && shown && (
        <div className="placeholder muted">Shown {displayMode === "pip" ? "picture-in-picture" : "fullscreen"}.</div>
      )}
      {shown && (
        <div
          className={`widget-slot mode-${displayMode}`}
          data-testid="widget-container"
          data-display-mode={displayMode}
        >
          {displayMode !== "inline" && (
            <div className="slot-bar">
              <span>{title}</span>
              {props.openInAppUrl && displayMode === "fullscreen" && (
                <a href={props.openInAppUrl} target="_blank" rel="noreferrer noopener" className="small">
                  Open in app ↗
                </a>
              )}
              <button type="button" className="ghost" data-testid="exit-display-mode" onClick={props.onExitDisplayMode}>
                {displayMode === "pip" ? "Dock" : "Exit fullscreen"}
              </button>
            </div>
          )}
          {props.children}
        </div>
      )}
    </article>
  );
}
