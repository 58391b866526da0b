export { hostbridge } from "./plugin.js";
export type { CspCheckMode, HostbridgeOptions, ResolvedWidget, WidgetCspDeclaration, WidgetSource } from "./options.js";
export { findWidgets, ENTRY_NAMES, SAMPLE_NAMES, DECLARATION_NAMES } from "./find-widgets.js";
export { readWidgetDeclaration } from "./read-declaration.js";
export type { WidgetDeclaration } from "./read-declaration.js";
export type { WidgetManifest, WidgetManifestEntry } from "./manifest.js";
export { HostbridgeViteError } from "./errors.js";
export type { HostbridgeViteErrorCode } from "./errors.js";
