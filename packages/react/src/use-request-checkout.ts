import { useMemo } from "react";
import type { UnknownObject } from "@hostbridge/core";
import type { HostAction } from "./action-hooks.js";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

/**
 * `checkout(session)`: opens ChatGPT's checkout (`window.openai.requestCheckout`, the Checkout API)
 * and resolves with its answer; `.isSupported` is false where `window.openai` lacks it (every
 * plain MCP Apps host), and there it rejects with `UnsupportedError`.
 */
export function useRequestCheckout(): HostAction<(session: UnknownObject) => Promise<unknown>> {
  const host = useHostInstance();
  const isSupported = useHostSupports(host, "requestCheckout");
  return useMemo(
    () => Object.assign((session: UnknownObject) => host.requestCheckout(session), { isSupported }),
    [host, isSupported],
  );
}
