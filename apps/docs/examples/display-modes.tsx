// The display modes guide's example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { useDisplayMode, useModal } from "@hostbridge/react";

// #region display
export function DisplayButtons() {
  const display = useDisplayMode();
  const modal = useModal<{ cardId: string }>();
  if (modal.isModal) return <p>Card {modal.params?.cardId}</p>;
  return (
    <div>
      {(["inline", "pip", "fullscreen"] as const).map((mode) => (
        <button
          key={mode}
          aria-pressed={display.mode === mode}
          // A mode the host does not offer is never requested: offer only what it lists.
          disabled={!display.isSupported || !display.availableModes.includes(mode)}
          onClick={() => void display.request(mode)}
        >
          {mode}
        </button>
      ))}
      {modal.isSupported && (
        <button onClick={() => void modal.open({ template: "ui://widget/card.html", params: { cardId: "c1" } })}>
          Details
        </button>
      )}
    </div>
  );
}
// #endregion display
