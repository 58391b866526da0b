import { RELAY_FAILURE_HEADER } from "../../node/relay-failure.js";

/** What one exchange with the dev host's `/mcp` says about the server: it answered, or why not. */
export type ServerHealth = { ok: true } | { ok: false; message: string };

/** The message of the relay's own failure answer (a JSON-RPC error, a batch of them, or text). */
async function relayFailureMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    const first = (Array.isArray(parsed) ? parsed[0] : parsed) as { error?: { message?: unknown } } | undefined;
    if (typeof first?.error?.message === "string") return first.error.message;
  } catch {
    // text: the message itself
  }
  return text || `HTTP ${response.status}`;
}

/** Whether a request carried an MCP session id (a 404 then means the server forgot the session). */
function hasSession(init: RequestInit | undefined): boolean {
  return new Headers(init?.headers).has("mcp-session-id");
}

/**
 * A `fetch` for the page's MCP transport that tells `report` what each exchange says about the
 * server: the relay's failure answers (`x-hostbridge-relay`), a session the server no longer knows
 * (it restarted), the dev host itself gone, or an answer. Every request of the client goes through
 * it, the widgets' calls included, so the page's status follows the server whoever asked.
 */
export function observedFetch(report: (health: ServerHealth) => void, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      if (!init?.signal?.aborted)
        report({ ok: false, message: "The dev host does not answer: is hostbridge dev still running?" });
      throw error;
    }
    if (response.headers.get(RELAY_FAILURE_HEADER) === "unreachable")
      report({ ok: false, message: await relayFailureMessage(response.clone()) });
    else if (response.status === 404 && hasSession(init))
      report({
        ok: false,
        message: "The MCP server no longer knows this page's session (did it restart?). Reconnect to start a new one.",
      });
    else if (response.ok) report({ ok: true });
    return response;
  };
}
