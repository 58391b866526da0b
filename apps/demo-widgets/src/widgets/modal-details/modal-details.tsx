import { createHooks, useModal, useRequestClose, useView } from "@hostbridge/react";
import type { DemoApp } from "../../shared/demo-app.js";
import { WidgetShell } from "../../shared/widget-shell.js";
import { StatusLine } from "../../shared/status-line.js";
import { useAction } from "../../shared/use-action.js";
import { readCards, type ModalParams } from "../display-demo/types.js";

// The modal shows the display demo's result (show_display_demo), typed from the server's declarations.
const { useToolOutput } = createHooks<DemoApp, "show_display_demo">();

function readCardId(params: unknown): string | null {
  if (!params || typeof params !== "object") return null;
  const { cardId } = params as Partial<ModalParams>;
  return typeof cardId === "string" || typeof cardId === "number" ? String(cardId) : null;
}

/** The modal template of the display demo: shows the card named by the modal's `{ cardId }`. */
export function ModalDetailsWidget() {
  const view = useView();
  const modal = useModal<ModalParams>();
  const output = useToolOutput();
  const requestClose = useRequestClose();
  const action = useAction();

  // The params arrive as the `view`'s params when rendered as a modal.
  const cardId = readCardId(modal.params ?? view.params);
  const card = cardId ? readCards(output?.cards).find((c) => c.id === cardId) : undefined;

  return (
    <WidgetShell
      title={card?.title ?? (cardId ? `Card ${cardId}` : "Card details")}
      subtitle={
        <span data-testid="view-mode">
          Rendered as <strong>{view.mode}</strong>
        </span>
      }
      features={[
        { name: "requestModal", supported: modal.isSupported },
        { name: "requestClose", supported: requestClose.isSupported },
      ]}
    >
      {cardId ? (
        <article className="hb-card hb-stack" data-testid="modal-card" data-card-id={cardId}>
          <span className="hb-badge" style={{ alignSelf: "flex-start" }}>
            card id: <span className="hb-mono">{cardId}</span>
          </span>
          <p style={{ margin: 0 }}>{card?.body ?? "The card's text is not part of this modal's data."}</p>
        </article>
      ) : (
        <p className="hb-muted" data-testid="no-card">
          {modal.isModal
            ? "This modal was opened without a card."
            : "Open a card's details from the display demo to see it here."}
        </p>
      )}
      <div className="hb-row">
        <button
          type="button"
          className="hb-button"
          data-variant="primary"
          data-testid="modal-close"
          disabled={!requestClose.isSupported || action.busy}
          onClick={() =>
            action.run(
              "Closing…",
              () => requestClose(),
              () => "Asked the host to close.",
            )
          }
        >
          Done
        </button>
      </div>
      <StatusLine status={action.status} />
    </WidgetShell>
  );
}
