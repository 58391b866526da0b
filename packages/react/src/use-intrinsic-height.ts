import { observeSize } from "@hostbridge/core/resize";
import { useEffect, type RefObject } from "react";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

/**
 * Keeps the host told about the widget's height (`notifyIntrinsicHeight` in ChatGPT,
 * `ui/notifications/size-changed` in MCP Apps) while mounted. Measures `ref.current`, or
 * `document.body` without a ref. Returns whether the host takes height reports.
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
