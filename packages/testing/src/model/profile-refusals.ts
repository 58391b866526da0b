/** Which requests a profile's host refuses with -32601 (method not found), read from its data alone. */
import type { McpUiHostCapabilities } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { HostProfile, UnadvertisedCapability } from "./profile-types.js";

/** Each request a widget sends its host, by the capability that advertises it. */
export const CAPABILITY_METHODS: Readonly<Partial<Record<keyof McpUiHostCapabilities, string>>> = {
  serverTools: "tools/call",
  serverResources: "resources/read",
  message: "ui/message",
  openLinks: "ui/open-link",
  downloadFile: "ui/download-file",
  updateModelContext: "ui/update-model-context",
};

// @example-source packages/testing/examples/profiles-reference.ts#methodsRefusedBy
/**
 * The methods the profile's host answers with -32601, sorted: those it refuses whatever it
 * advertises (`refusedMethods`), and those of capabilities it neither advertises nor answers
 * anyway (`answersUnadvertised`). `@hostbridge/core/probe` run against the profile's fake host
 * reports exactly these (of the ones it probes) as absent.
 *
 * @example
 * ```ts
 * methodsRefusedBy(hostProfile("github-copilot"));
 * // ["resources/read", "tools/list", "ui/download-file", "ui/request-display-mode", "ui/update-model-context"]
 * ```
 */
export function methodsRefusedBy(profile: HostProfile): string[] {
  const refused = new Set(profile.refusedMethods);
  for (const [capability, method] of Object.entries(CAPABILITY_METHODS)) {
    const advertised = profile.capabilities[capability as keyof McpUiHostCapabilities] !== undefined;
    const answered = (profile.answersUnadvertised as readonly string[]).includes(capability as UnadvertisedCapability);
    if (!advertised && !answered) refused.add(method);
  }
  return [...refused].sort();
}
