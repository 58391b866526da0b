// The routing guide's examples (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { createHost, UnsupportedError } from "@hostbridge/core";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

// #region supports
// supports() is derived from the snapshot: ask again whenever it changes.
function renderOrderButton(button: HTMLButtonElement) {
  button.hidden = !host.supports("sendFollowUpMessage");
}
const button = document.createElement("button");
host.subscribe(() => renderOrderButton(button));
renderOrderButton(button);
// #endregion supports

// #region unsupported
// A host that answers -32601 (method not found) teaches the SDK: the call rejects with
// UnsupportedError and supports() says false from then on.
export async function order(pizza: string) {
  try {
    await host.sendFollowUpMessage({ prompt: `Order a ${pizza} for me.` });
  } catch (error) {
    if (error instanceof UnsupportedError) return `This host cannot send messages (${error.feature}).`;
    throw error;
  }
  return "Sent";
}
// #endregion unsupported
