import type { CallToolResult, Client, Tool } from "@modelcontextprotocol/client";
import type { DevHostProfile } from "../host/profiles.js";

/**
 * The client hints ChatGPT puts in a `tools/call` request's `_meta` (the Apps SDK reference:
 * `openai/locale`, `openai/userAgent`, `openai/session`); the other profiles send none.
 */
export function clientHints(
  profile: Pick<DevHostProfile, "openai">,
  locale: string,
  userAgent: string,
): Record<string, string> | undefined {
  if (!profile.openai) return undefined;
  return { "openai/locale": locale, "openai/userAgent": userAgent, "openai/session": "playground-session" };
}

/** Calls a server tool; aborting `signal` sends `notifications/cancelled` to the server. */
export async function callServerTool(
  client: Client,
  tool: Tool,
  args: Record<string, unknown>,
  hints: Record<string, string> | undefined,
  signal?: AbortSignal,
): Promise<CallToolResult> {
  return (await client.callTool(
    { name: tool.name, arguments: args, ...(hints ? { _meta: hints } : {}) },
    signal ? { signal } : undefined,
  )) as CallToolResult;
}
