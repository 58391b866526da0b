import { useMemo } from "react";
import type { Feature, Host, OpenExternalOptions, SendFollowUpMessageOptions } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

/**
 * A host action as a function that also says whether the host offers it.
 * @typeParam F - The action's own signature.
 */
export type HostAction<F extends (...args: never[]) => unknown> = F & {
  /** Whether the host offers the action. */
  isSupported: boolean;
};

function useAction<F extends (...args: never[]) => unknown>(feature: Feature, make: (host: Host) => F): HostAction<F> {
  const host = useHostInstance();
  const isSupported = useHostSupports(host, feature);
  // `make` is a module-level function per hook, so the action is stable per host.
  return useMemo(() => Object.assign(make(host), { isSupported }), [host, make, isSupported]);
}

const makeFollowUp =
  (host: Host) => (prompt: string | SendFollowUpMessageOptions, options?: { scrollToBottom?: boolean }) =>
    host.sendFollowUpMessage(typeof prompt === "string" ? { prompt, ...options } : prompt);
const makeOpenExternal = (host: Host) => (href: string | OpenExternalOptions, options?: { redirectUrl?: false }) =>
  host.openExternal(typeof href === "string" ? { href, ...options } : href);
const makeSetOpenInAppUrl = (host: Host) => (href: string) => host.setOpenInAppUrl({ href });
const makeRequestClose = (host: Host) => () => host.requestClose();

// @example-source packages/react/examples/hooks.tsx#useSendFollowUpMessage
/**
 * `send(prompt, { scrollToBottom? })` or the Apps SDK reference's `send({ prompt, scrollToBottom })`: posts a follow-up message in the conversation.
 * @example
 * ```tsx
 * export function SuggestDrinks() {
 *   const send = useSendFollowUpMessage();
 *   if (!send.isSupported) return null;
 *   return (
 *     <button type="button" onClick={() => send("Which drinks go with these pizzas?", { scrollToBottom: false })}>
 *       Suggest drinks
 *     </button>
 *   );
 * }
 * ```
 */
export const useSendFollowUpMessage = () => useAction("sendFollowUpMessage", makeFollowUp);
// @example-source packages/react/examples/hooks.tsx#useOpenExternal
/**
 * `open(href, { redirectUrl?: false })` or `open({ href, redirectUrl })`: opens a link in the user's browser.
 * @example
 * ```tsx
 * export function MenuLink({ menuUrl }: { menuUrl: string }) {
 *   const open = useOpenExternal();
 *   return (
 *     <button type="button" disabled={!open.isSupported} onClick={() => open(menuUrl)}>
 *       See the whole menu
 *     </button>
 *   );
 * }
 * ```
 */
export const useOpenExternal = () => useAction("openExternal", makeOpenExternal);
// @example-source packages/react/examples/hooks.tsx#useSetOpenInAppUrl
/**
 * `set(href)`: the page ChatGPT's fullscreen "open in app" button goes to.
 * @example
 * ```tsx
 * export function OpenInAppTarget({ pizzaId }: { pizzaId: string }) {
 *   const setOpenInAppUrl = useSetOpenInAppUrl();
 *   // Fullscreen's "open in app" button goes to the pizza on show.
 *   useEffect(() => {
 *     if (setOpenInAppUrl.isSupported) setOpenInAppUrl(`https://pizza.example/pizzas/${pizzaId}`).catch(() => {});
 *   }, [setOpenInAppUrl, pizzaId]);
 *   return null;
 * }
 * ```
 */
export const useSetOpenInAppUrl = () => useAction("setOpenInAppUrl", makeSetOpenInAppUrl);
// @example-source packages/react/examples/hooks.tsx#useRequestClose
/**
 * `close()`: asks the host to close the widget.
 * @example
 * ```tsx
 * export function DoneButton() {
 *   const close = useRequestClose();
 *   if (!close.isSupported) return null;
 *   return (
 *     <button type="button" onClick={() => close()}>
 *       Done
 *     </button>
 *   );
 * }
 * ```
 */
export const useRequestClose = () => useAction("requestClose", makeRequestClose);
