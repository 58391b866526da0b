import { observeSize } from "@hostbridge/core/resize";
import { useEffect, type RefObject } from "react";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

// @example-source packages/react/examples/hooks.tsx#useIntrinsicHeight
/**
 * Keeps the host told about the widget's height (`notifyIntrinsicHeight` in ChatGPT,
 * `ui/notifications/size-changed` in MCP Apps) while mounted. Measures `ref.current`, or
 * `document.body` without a ref. Returns whether the host takes height reports.
 * @example
 * ```tsx
 * export function MeasuredList({ pizzas }: { pizzas: Pizza[] }) {
 *   const list = useRef<HTMLDivElement>(null);
 *   useIntrinsicHeight(list); // reports this element's height, not the body's
 *   return (
 *     <div ref={list}>
 *       <PizzaNames pizzas={pizzas} />
 *     </div>
 *   );
 * }
 * ```
 */
export function useIntrinsicHeight(ref?: RefObject<Element | null>): {
  /** Whether the host takes the widget's height. */
  isSupported: boolean;
} {
  const host = useHostInstance();
  const isSupported = useHostSupports(host, "notifyIntrinsicHeight");
  useEffect(() => observeSize(host, ref?.current ?? undefined), [host, ref]);
  return { isSupported };
}
