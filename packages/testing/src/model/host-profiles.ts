/**
 * `@hostbridge/testing/profiles`: every host a widget ships into, as plain data (no DOM, no React,
 * no runtime imports). The jsdom fake (`renderWidget(…, { profile })`, `createMcpAppsHost({ preset })`),
 * the Playwright fixtures, the dev host and the compatibility matrix all read it, so a profile is
 * written down once.
 *
 * Every fact carries a `sources` entry: a doc URL, an issue, a measured run, or "unknown" (then
 * the profile plays the generic spec host's value for it, and `unknown` lists the fact).
 */
import { type HostProfileId, HOST_PROFILE_IDS } from "./profile-ids.js";
import type { HostProfile, ProfileGroup } from "./profile-types.js";
import { assistantUi, copilotkit, librechat, mcpUi } from "./profiles/libraries.js";
import { chatgpt, chatgptMobile, chatgptModal } from "./profiles/chatgpt.js";
import { claudeAi, claudeCode, claudeDesktop } from "./profiles/claude.js";
import { codex, cursor, githubCopilot, vscode } from "./profiles/editors.js";
import { goose } from "./profiles/agents.js";
import { basicHost, mcpApps, mcpInspector } from "./profiles/reference.js";

export { HOST_PROFILE_IDS };
export type { HostProfileId };
export type { HostProfile, ProfileDisplayMode, ProfileGroup } from "./profile-types.js";

/** Every profile by id. Treat it as read-only; `hostProfile(id)` hands out a copy to change. */
export const HOST_PROFILES: Readonly<Record<HostProfileId, HostProfile>> = {
  chatgpt,
  "chatgpt-mobile": chatgptMobile,
  "chatgpt-modal": chatgptModal,
  "claude-ai": claudeAi,
  "claude-desktop": claudeDesktop,
  "claude-code": claudeCode,
  vscode,
  "github-copilot": githubCopilot,
  cursor,
  codex,
  goose,
  copilotkit,
  "assistant-ui": assistantUi,
  librechat,
  "mcp-ui": mcpUi,
  "basic-host": basicHost,
  "mcp-inspector": mcpInspector,
  "mcp-apps": mcpApps,
};

/** One group of the profile menu. */
export interface ProfileGroupEntry {
  /** The group's id, as in `HostProfile.group`. */
  id: ProfileGroup;
  /** The group's name as the menu shows it. */
  name: string;
}

/** The menu groups in order, with their names. */
export const PROFILE_GROUPS: readonly ProfileGroupEntry[] = [
  { id: "chatgpt", name: "ChatGPT" },
  { id: "claude", name: "Claude" },
  { id: "editors", name: "Editors and coding apps" },
  { id: "agents", name: "Desktop agents" },
  { id: "libraries", name: "Host libraries" },
  { id: "reference", name: "Reference hosts" },
];

/** The profile ids of one group, in menu order. */
export function profilesInGroup(group: ProfileGroup): HostProfileId[] {
  return HOST_PROFILE_IDS.filter((id) => HOST_PROFILES[id].group === group);
}

/** Thrown for a profile id that does not exist. */
export class UnknownHostProfileError extends Error {
  /** Always `unknown_host_profile`. */
  readonly code = "unknown_host_profile";
  constructor(
    /** The id that matched no profile. */
    readonly id: string,
  ) {
    super(`Unknown host profile "${id}". Known profiles: ${HOST_PROFILE_IDS.join(", ")}.`);
    this.name = "UnknownHostProfileError";
  }
}

/** Whether `id` names a profile. */
export function isHostProfileId(id: unknown): id is HostProfileId {
  return typeof id === "string" && (HOST_PROFILE_IDS as readonly string[]).includes(id);
}

// @example-source packages/testing/examples/profiles-reference.ts#hostProfile
/**
 * A deep copy of the profile `id` (safe to change); throws `UnknownHostProfileError` otherwise.
 *
 * @example
 * ```ts
 * const vscode = hostProfile("vscode"); // a deep copy: change it freely
 * vscode.displayModes; // what VS Code grants for each mode a widget asks for
 * vscode.capabilities.serverTools; // advertised: the widget may call the server's tools
 * ```
 */
export function hostProfile(id: HostProfileId): HostProfile {
  if (!isHostProfileId(id)) throw new UnknownHostProfileError(String(id));
  return structuredClone(HOST_PROFILES[id]);
}
