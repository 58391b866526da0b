import { applyHostStyles } from "@hostbridge/core/styles";
import { useEffect, type RefObject } from "react";
import { useHostInstance } from "./host-context.js";

/**
 * Applies the host's look while mounted and follows its changes (`applyHostStyles` from
 * `@hostbridge/core/styles`): the host's custom properties and `color-scheme` on `ref.current`
 * (default `document.documentElement`), its font CSS in the head. Unmounting removes them.
 */
export function useHostStyles(ref?: RefObject<HTMLElement | null>): void {
  const host = useHostInstance();
  useEffect(() => applyHostStyles(host, { root: ref?.current ?? undefined }), [host, ref]);
}
