import { isHostProfileId, PROFILE_GROUPS, profilesInGroup, type HostProfileId } from "@hostbridge/testing/profiles";
import { DevHostError } from "./errors.js";

/** Profile ids an older dev host took, and what plays that host now. */
const RENAMED: Readonly<Record<string, string>> = {
  "claude-like": "claude-ai (or claude-desktop)",
};

/** The profiles by group, one line each: `  ChatGPT: chatgpt, chatgpt-mobile, chatgpt-modal`. */
export function profileList(indent: string): string {
  return PROFILE_GROUPS.map((group) => `${indent}${group.name}: ${profilesInGroup(group.id).join(", ")}`).join("\n");
}

/** The `--profile` value as a profile id; anything else is an `invalid_option` error naming the profiles. */
export function profileArg(value: string): HostProfileId {
  if (isHostProfileId(value)) return value;
  const renamed = RENAMED[value];
  const near = PROFILE_GROUPS.flatMap((group) => profilesInGroup(group.id)).filter(
    (id) => value.length >= 3 && (id.startsWith(value) || id.includes(value)),
  );
  const hint = renamed
    ? ` "${value}" is now ${renamed}.`
    : near.length > 0
      ? ` Did you mean ${near.join(" or ")}?`
      : "";
  throw new DevHostError(
    "invalid_option",
    `Unknown --profile "${value}".${hint} The profiles are:\n${profileList("  ")}`,
  );
}
