/** The profiles there are, in menu order (grouped: ChatGPT, Claude, editors, agents, libraries, reference hosts). */
export const HOST_PROFILE_IDS = [
  "chatgpt",
  "chatgpt-mobile",
  "chatgpt-modal",
  "claude-ai",
  "claude-desktop",
  "claude-code",
  "vscode",
  "github-copilot",
  "cursor",
  "codex",
  "goose",
  "copilotkit",
  "assistant-ui",
  "librechat",
  "mcp-ui",
  "basic-host",
  "mcp-inspector",
  "mcp-apps",
] as const;

/** A profile's id: `renderWidget(…, { profile })`, the fixtures' `profile`, `hostbridge dev --profile`. */
export type HostProfileId = (typeof HOST_PROFILE_IDS)[number];
