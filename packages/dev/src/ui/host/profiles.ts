import {
  HOST_PROFILE_IDS,
  HOST_PROFILES,
  type HostProfile,
  type HostProfileId,
  isHostProfileId,
  PROFILE_GROUPS,
  profilesInGroup,
} from "@hostbridge/testing/profiles";

/**
 * What the dev host adds to a profile of `@hostbridge/testing/profiles` (the capabilities, context,
 * display modes, quirks and sources live there).
 */
export interface DevHostProfile extends HostProfile {
  /**
   * Whether the host context is the dev host's full one: `toolInfo`, `userAgent`, and a `platform`
   * that follows the device control (`desktop`/`mobile`). True for the generic host (every field)
   * and the ChatGPT profiles (the widget session is per call); every other profile sends exactly
   * its own keys, `platform: "web"` on a desktop.
   */
  fullContext: boolean;
}

const FULL_CONTEXT: ReadonlySet<HostProfileId> = new Set(["mcp-apps", "chatgpt", "chatgpt-mobile", "chatgpt-modal"]);

/** Short names for the picker: the profiles' own names. */
export const PROFILE_LABELS: Record<HostProfileId, string> = Object.fromEntries(
  HOST_PROFILE_IDS.map((id) => [id, HOST_PROFILES[id].name]),
) as Record<HostProfileId, string>;

/** The profiles in the picker's order. */
export const PROFILE_ORDER: readonly HostProfileId[] = HOST_PROFILE_IDS;

/** The picker's groups in order, each with its profiles. */
export const PROFILE_MENU: readonly { name: string; profiles: HostProfileId[] }[] = PROFILE_GROUPS.map((group) => ({
  name: group.name,
  profiles: profilesInGroup(group.id),
}));

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
