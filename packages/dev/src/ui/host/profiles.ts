import {
  HOST_PROFILE_IDS,
  HOST_PROFILES,
  type HostProfile,
  type HostProfileId,
  isHostProfileId,
} from "@hostbridge/testing/profiles";

/**
 * What the dev host adds to a profile of `@hostbridge/testing/profiles` (the capabilities, context,
 * display modes and `window.openai` facts live there, each with its source).
 */
export interface DevHostProfile extends HostProfile {
  /**
   * Whether the host context is the dev host's full one: `toolInfo`, `userAgent`, and a `platform`
   * that follows the device control (`desktop`/`mobile`). True for the generic host (every field)
   * and ChatGPT (its widget session is per call); the measured hosts (basic-host, MCP-UI, the
   * Inspector) and Claude-like send exactly their captured keys, `platform: "web"` on a desktop.
   */
  fullContext: boolean;
}

const FULL_CONTEXT: ReadonlySet<HostProfileId> = new Set(["mcp-apps", "chatgpt"]);

/** Short names for the picker. */
export const PROFILE_LABELS: Record<HostProfileId, string> = {
  "mcp-apps": "MCP Apps (generic)",
  chatgpt: "ChatGPT",
  "basic-host": "basic-host",
  "claude-like": "Claude-like",
  "mcp-ui": "MCP-UI",
  "mcp-inspector": "MCP Inspector",
};

/** The profiles in the picker's order. */
export const PROFILE_ORDER: readonly HostProfileId[] = [
  "mcp-apps",
  "chatgpt",
  "basic-host",
  "claude-like",
  "mcp-ui",
  "mcp-inspector",
];

/** One profile with the dev host's additions. */
export function devHostProfile(id: HostProfileId): DevHostProfile {
  return { ...structuredClone(HOST_PROFILES[id]), fullContext: FULL_CONTEXT.has(id) };
}

/** The profile a URL or the command line asks for: `?profile=<id>`, the older `?host=chatgpt|mcp-apps`, else the fallback. */
export function profileFromQuery(query: URLSearchParams, fallback: string): HostProfileId {
  const asked = query.get("profile") ?? query.get("host");
  if (isHostProfileId(asked)) return asked;
  return isHostProfileId(fallback) ? fallback : "mcp-apps";
}

export { HOST_PROFILE_IDS, isHostProfileId };
export type { HostProfileId };
