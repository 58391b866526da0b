// The host styles guide's examples (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { createHost } from "@hostbridge/core";
import { applyHostStyles } from "@hostbridge/core/styles";
import { useHostStyles } from "@hostbridge/react/styles";

// #region core
const host = createHost({ appInfo: { name: "quotes", version: "1.0.0" } });
// The host's --color-*, --font-* ... variables on <html>, its fonts in the head, color-scheme from the theme.
export const removeHostStyles = applyHostStyles(host);
// #endregion core

// #region react
export function Quotes() {
  useHostStyles(); // the same, while the component is mounted
  return <p style={{ color: "var(--color-text-primary, CanvasText)" }}>Hello from the host's palette</p>;
}
// #endregion react
