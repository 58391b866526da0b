import type { OAuthSession } from "./oauth-session.js";

/** What reads the headers to send the server now: fixed ones, or ones that follow an OAuth session. */
export type HeaderSource = () => Readonly<Record<string, string>>;

/**
 * The headers to send the server now: `headers` with the session's current `authorization` (the
 * session may have signed in or refreshed its token since the last request); without a session,
 * `headers` alone.
 */
export function sessionHeaderSource(
  headers: Readonly<Record<string, string>>,
  session: Pick<OAuthSession, "authorization"> | null,
): HeaderSource {
  return () => {
    const authorization = session?.authorization();
    return authorization === undefined ? { ...headers } : { ...headers, authorization };
  };
}
