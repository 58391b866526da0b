import { useMemo } from "react";
import type { UnknownObject } from "@hostbridge/core";
import type { HostAction } from "./action-hooks.js";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

// @example-source packages/react/examples/hooks.tsx#useRequestCheckout
/**
 * `checkout(session)`: opens ChatGPT's checkout (`window.openai.requestCheckout`, the Checkout API)
 * and resolves with its answer; `.isSupported` is false where `window.openai` lacks it (every
 * plain MCP Apps host), and there it rejects with `UnsupportedError`.
 * @example
 * ```tsx
 * export function PayButton({ session }: { session: UnknownObject }) {
 *   const checkout = useRequestCheckout();
 *   const [paid, setPaid] = useState(false);
 *   if (!checkout.isSupported) return <a href="https://pizza.example/checkout">Pay on our site</a>;
 *   if (paid) return <p>Thank you!</p>;
 *   const pay = () =>
 *     checkout(session).then(
 *       () => setPaid(true),
 *       () => setPaid(false),
 *     );
 *   return (
 *     <button type="button" onClick={pay}>
 *       Pay
 *     </button>
 *   );
 * }
 * ```
 */
export function useRequestCheckout(): HostAction<(session: UnknownObject) => Promise<unknown>> {
  const host = useHostInstance();
  const isSupported = useHostSupports(host, "requestCheckout");
  return useMemo(
    () => Object.assign((session: UnknownObject) => host.requestCheckout(session), { isSupported }),
    [host, isSupported],
  );
}
