import { applyHostStyles } from "@hostbridge/core/styles";
import { useEffect, type RefObject } from "react";
import { useHostInstance } from "./host-context.js";

// @example-source packages/react/examples/hooks.tsx#useHostStyles
/**
 * Applies the host's look while mounted and follows its changes (`applyHostStyles` from
 * `@hostbridge/core/styles`): the host's custom properties and `color-scheme` on `ref.current`
 * (default `document.documentElement`), its font CSS in the head. Unmounting removes them.
 * @example
 * ```tsx
 * export function HostStyledWidget({ children }: { children: ReactNode }) {
 *   const root = useRef<HTMLDivElement>(null);
 *   // The host's CSS variables and color-scheme on this element, its fonts in the head.
 *   useHostStyles(root);
 *   return (
 *     <div ref={root} style={{ fontFamily: "var(--font-sans)", background: "var(--color-background-primary)" }}>
 *       {children}
 *     </div>
 *   );
 * }
 * ```
 */
export function useHostStyles(ref?: RefObject<HTMLElement | null>): void {
  const host = useHostInstance();
  useEffect(() => applyHostStyles(host, { root: ref?.current ?? undefined }), [host, ref]);
}
