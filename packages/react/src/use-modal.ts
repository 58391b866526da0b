import { useCallback } from "react";
import type { HostSnapshot, RequestModalOptions } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useView } from "./global-hooks.js";
import { useHost } from "./use-host.js";
import { useHostSupports } from "./use-supports.js";

const selectIsModalMode = (snapshot: HostSnapshot) => snapshot.displayMode === "modal";

/** What `useModal` returns. */
export interface ModalControl<Params> {
  /** Opens a host-controlled modal: `template` is another `ui://` template of the same server (omit for this one). */
  open(options?: { template?: string; params?: Params }): Promise<void>;
  /** `true` when this widget is the one rendered inside a modal (`view.mode` or `displayMode` is `"modal"`). */
  isModal: boolean;
  /** The params the modal was opened with (`view.params`), when `isModal`. */
  params: Params | undefined;
  /** Whether the host offers this at all (feature-detect before showing the control). */
  isSupported: boolean;
}

// @example-source packages/react/examples/hooks.tsx#useModal
/**
 * Opens modals (`requestModal`) and tells whether this widget is rendered as one.
 * @example
 * ```tsx
 * export function PizzaCard({ pizza }: { pizza: Pizza }) {
 *   const modal = useModal<{ pizzaId: string }>();
 *   // The same widget, rendered inside the modal it opened.
 *   if (modal.isModal) return <p>Details of pizza {modal.params?.pizzaId}</p>;
 *   return (
 *     <button type="button" disabled={!modal.isSupported} onClick={() => modal.open({ params: { pizzaId: pizza.id } })}>
 *       {pizza.name}
 *     </button>
 *   );
 * }
 * ```
 */
export function useModal<Params = unknown>(): ModalControl<Params> {
  const host = useHostInstance();
  const view = useView();
  const isSupported = useHostSupports(host, "requestModal");
  const open = useCallback(
    (options: { template?: string; params?: Params } = {}) => host.requestModal(options as RequestModalOptions),
    [host],
  );
  const isModal = useHost(selectIsModalMode) || view.mode === "modal";
  return { open, isModal, params: isModal ? (view.params as Params) : undefined, isSupported };
}
