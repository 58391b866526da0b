// `@hostbridge/react/tools`: the app-provided tool hook, on its own entry so a widget that offers
// no tools does not carry `registerAppTools`.
export { useAppTool } from "./use-app-tool.js";
export type { AppTool } from "@hostbridge/core/tools";
