import type { DisplayMode } from "@hostbridge/core";
import {
  createHooks,
  useDisplayMode,
  useModal,
  useOpenExternal,
  useRequestClose,
  useSetOpenInAppUrl,
} from "@hostbridge/react";
import type { DemoApp } from "../../shared/demo-app.js";
import { WidgetShell } from "../../shared/widget-shell.js";
import { StatusLine } from "../../shared/status-line.js";
import { useAction } from "../../shared/use-action.js";
import { MODAL_TEMPLATE, readCards, type ModalParams } from "./types.js";
import "./display-demo.css";

const MODES: { mode: DisplayMode; label: string }[] = [
  { mode: "inline", label: "Inline" },
  { mode: "pip", label: "Picture-in-picture" },
  { mode: "fullscreen", label: "Fullscreen" },
];

/** Where the demo's links go (a verified redirect target in a real app). */
export const DOCS_URL = "https://example.com/hostbridge/docs";
export const OPEN_IN_APP_URL = "https://example.com/hostbridge/display-demo";

const { useToolInput, useToolOutput } = createHooks<DemoApp, "show_display_demo">();

/** The display and modal demo: display modes, a modal on another template, links, close. */
export function DisplayDemoWidget() {
  const output = useToolOutput();
  const input = useToolInput();
  const display = useDisplayMode();
  const modal = useModal<ModalParams>();
  const openExternal = useOpenExternal();
  const setOpenInAppUrl = useSetOpenInAppUrl();
  const requestClose = useRequestClose();
  const action = useAction();

  const title = output?.title ?? input?.title ?? "Display and modal demo";
  const cards = readCards(output?.cards);
  const compact = display.mode === "pip";

  const requestMode = (mode: DisplayMode) =>
    action.run(
      `Asking for ${mode}…`,
      () => display.request(mode),
      (granted) =>
        granted.mode === mode
          ? `Now showing ${mode}.`
          : { kind: "warn", message: `The host kept ${granted.mode} instead of ${mode}.` },
    );

  const features = [
    { name: "requestDisplayMode", supported: display.isSupported },
    { name: "requestModal", supported: modal.isSupported },
    { name: "openExternal", supported: openExternal.isSupported },
    { name: "setOpenInAppUrl", supported: setOpenInAppUrl.isSupported },
    { name: "requestClose", supported: requestClose.isSupported },
  ];

  return (
    <WidgetShell
      title={title}
      subtitle={compact ? undefined : `${cards.length} cards · shown ${display.mode}`}
      actions={
        <span className="hb-badge" data-testid="display-mode">
          {display.mode}
        </span>
      }
      features={features}
    >
      <section className="dd-section" aria-label="Display mode">
        {/* biome-ignore lint/a11y/useSemanticElements: a segmented bar of buttons; a fieldset would bring a border and a legend it does not want. */}
        <div className="dd-segmented" role="group" aria-label="Display mode">
          {MODES.map(({ mode, label }) => {
            const offered = display.availableModes.includes(mode);
            return (
              <button
                key={mode}
                type="button"
                className="hb-button"
                data-testid={`display-${mode}`}
                aria-pressed={display.mode === mode}
                disabled={!display.isSupported || !offered || action.busy}
                title={offered ? undefined : "This host does not offer this mode"}
                onClick={() => requestMode(mode)}
              >
                {compact ? mode : label}
              </button>
            );
          })}
        </div>
        {!compact && (
          <p className="hb-small hb-muted dd-note" data-testid="available-modes">
            {display.isSupported
              ? `Modes offered by this host: ${display.availableModes.join(", ")}.`
              : "This host does not change display modes."}
          </p>
        )}
      </section>

      <ul className="dd-cards" data-layout={display.mode}>
        {cards.map((card) => (
          <li key={card.id} className="hb-card dd-card" data-testid="card" data-card-id={card.id}>
            <h2 className="dd-card-title">{card.title}</h2>
            {!compact && <p className="dd-card-body">{card.body}</p>}
            <button
              type="button"
              className="hb-button"
              data-testid="open-modal"
              disabled={!modal.isSupported || action.busy}
              onClick={() =>
                action.run(
                  "Opening details…",
                  () => modal.open({ template: MODAL_TEMPLATE, params: { cardId: card.id } }),
                  () => `Opened details for ${card.title}.`,
                )
              }
            >
              Details
            </button>
          </li>
        ))}
        {cards.length === 0 && <li className="hb-muted">No cards yet.</li>}
      </ul>

      {!compact && (
        <section className="hb-row" aria-label="Links and window">
          <button
            type="button"
            className="hb-button"
            data-testid="open-external"
            disabled={!openExternal.isSupported || action.busy}
            onClick={() =>
              action.run(
                "Opening…",
                () => openExternal(DOCS_URL),
                () => `Opened ${DOCS_URL}.`,
              )
            }
          >
            Open docs
          </button>
          <button
            type="button"
            className="hb-button"
            data-testid="open-external-no-redirect"
            disabled={!openExternal.isSupported || action.busy}
            onClick={() =>
              action.run(
                "Opening…",
                () => openExternal(DOCS_URL, { redirectUrl: false }),
                () => `Opened ${DOCS_URL} without a redirect URL.`,
              )
            }
          >
            Open docs (no redirect)
          </button>
          <button
            type="button"
            className="hb-button"
            data-testid="set-open-in-app-url"
            disabled={!setOpenInAppUrl.isSupported || action.busy}
            onClick={() =>
              action.run(
                "Setting…",
                () => setOpenInAppUrl(OPEN_IN_APP_URL),
                () => `"Open in app" now goes to ${OPEN_IN_APP_URL}.`,
              )
            }
          >
            Set “open in app” link
          </button>
          <span className="hb-spacer" />
          <button
            type="button"
            className="hb-button"
            data-testid="request-close"
            disabled={!requestClose.isSupported || action.busy}
            onClick={() =>
              action.run(
                "Closing…",
                () => requestClose(),
                () => "Asked the host to close this widget.",
              )
            }
          >
            Close widget
          </button>
        </section>
      )}
      <StatusLine status={action.status} />
    </WidgetShell>
  );
}
