import type { ReactNode } from "react";

/** What the modal dialog shows around the modal widget frame. */
export interface WidgetModalProps {
  template: string;
  params: unknown;
  /** Closes the modal the way a host should (teardown first). */
  onClose(): void;
  /** The modal's widget frame. */
  children: ReactNode;
}

/** The modal a widget opened (`requestModal`): its template and params, and a way out. */
export function WidgetModal({ template, params, onClose, children }: WidgetModalProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; the modal's close button is the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: same: the close button inside takes the keyboard.
    <div
      className="modal-backdrop"
      data-testid="modal"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="modal" role="dialog" aria-label="Widget modal">
        <header>
          <span className="muted small">{template}</span>
          <code className="small" data-testid="modal-params">
            {JSON.stringify(params)}
          </code>
          <button type="button" className="ghost" data-testid="close-modal" onClick={onClose}>
            Close
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
