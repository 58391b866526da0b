// The `@example`s of `observeSize` (src/resize.ts) and `applyHostStyles` (src/styles.ts).
import { createHost } from "@hostbridge/core";
import { observeSize } from "@hostbridge/core/resize";
import { applyHostStyles } from "@hostbridge/core/styles";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

// #region observeSize
// Keeps the host's iframe as tall as the content: now, then at most once per frame on a change.
const stopObserving = observeSize(host); // measures document.body; pass an element to measure another
host.onTeardown(stopObserving);
// #endregion observeSize

// #region applyHostStyles
const stopStyling = applyHostStyles(host); // var(--color-background-primary) etc. now work
// ChatGPT sends no variables (only the theme applies): give each one a fallback.
document.body.style.background = "var(--color-background-primary, Canvas)";
host.onTeardown(stopStyling);
// #endregion applyHostStyles
