/** Query parameter of the widget frame inside the dev shell: which fake host is around it. */
export const DEV_FRAME_PARAM = "hostbridge-frame";
/** Query parameter of the dev shell: which fake host to be (`chatgpt`, the default, or `mcp-apps`). */
export const DEV_HOST_PARAM = "host";
/** The frame asks the shell for the fake `window.openai`'s starting globals. */
export const INIT_REQUEST = "openai-init-request";
/** The shell's answer, with `init`. */
export const INIT_REPLY = "openai-init";

/** The fake hosts the dev page can be. */
export type DevHostKind = "chatgpt" | "mcp-apps";

/** `true` for a dev-shell message of the given kind. */
export function isDevMessage(data: unknown, kind: string): boolean {
  return typeof data === "object" && data !== null && (data as { __hostbridgeDev?: unknown }).__hostbridgeDev === kind;
}
