import { auth } from "@modelcontextprotocol/client";
import { DevHostError } from "../errors.js";
import { callbackPage } from "./callback-page.js";
import { MemoryOAuthProvider } from "./memory-provider.js";

/** The path of the loopback redirect on the dev host page's server. */
export const OAUTH_CALLBACK_PATH = "/oauth/callback";

/** How long `signIn` waits for the browser to come back, unless told otherwise: 5 minutes. */
export const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

/** What an {@link OAuthSession} needs. */
export interface OAuthSessionOptions {
  /** The MCP server (the protected resource). */
  serverUrl: string;
  /** The loopback redirect, `http://127.0.0.1:<page port>/oauth/callback`. */
  redirectUrl: string;
  /** Where "Sign in: <url>" and what happens to the sign-in go (never a token). */
  log: (line: string) => void;
  /** How long to wait for the browser's redirect. Default {@link SIGN_IN_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** What the dev host's page server answers the browser at {@link OAUTH_CALLBACK_PATH}. */
export interface CallbackAnswer {
  status: number;
  /** An HTML page: signed in, or the error. */
  body: string;
}

/** The dev host's OAuth sign-in to one MCP server, and its tokens (in memory only). */
export interface OAuthSession {
  /**
   * Signs in: the SDK's `auth()` discovers the authorization server, registers this client and
   * starts an authorization request with PKCE; the URL to open is logged as "Sign in: <url>", and
   * this waits for the browser's redirect (or the timeout). `resourceMetadataUrl` is the one the
   * server's 401 named, if any.
   */
  signIn(challenge?: { resourceMetadataUrl?: URL }): Promise<void>;
  /** The `authorization` header value to send the server, once signed in. */
  authorization(): string | undefined;
  /**
   * After the server refused `sent` (401): refreshes the tokens through `auth()` (once, however many
   * requests were refused together). Resolves whether there is a new value to send.
   */
  refresh(sent: string | undefined): Promise<boolean>;
  /** Answers the browser's redirect to {@link OAUTH_CALLBACK_PATH}: exchanges the code for tokens. */
  answerCallback(url: URL): Promise<CallbackAnswer>;
}

/** One authorization request waiting for the browser: settled by the callback. */
interface PendingSignIn {
  done: Promise<void>;
  finish(error?: Error): void;
}

function pendingSignIn(): PendingSignIn {
  let finish: (error?: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  // Nobody may be waiting (a sign-in asked for on a later refresh): no unhandled rejection then.
  done.catch(() => undefined);
  return { done, finish };
}

/** An error of the OAuth flow in the terminal's words, naming the server. */
function signInFailed(serverUrl: string, error: unknown): DevHostError {
  if (error instanceof DevHostError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new DevHostError("server_unauthorized", `OAuth sign-in to the MCP server at ${serverUrl} failed: ${reason}`, {
    cause: error,
  });
}

/** Creates the OAuth session of a dev host for `options.serverUrl`. */
export function createOAuthSession(options: OAuthSessionOptions): OAuthSession {
  const { serverUrl, log } = options;
  const timeoutMs = options.timeoutMs ?? SIGN_IN_TIMEOUT_MS;
  let pending: PendingSignIn | null = null;
  let refreshing: Promise<boolean> | null = null;
  const provider = new MemoryOAuthProvider(options.redirectUrl, (url) => {
    pending = pendingSignIn();
    log(`Sign in: ${url.href}`);
  });
  const authorization = () => {
    const token = provider.tokens()?.access_token;
    return token === undefined ? undefined : `Bearer ${token}`;
  };

  const waitForBrowser = async (signIn: PendingSignIn): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DevHostError(
              "server_unauthorized",
              `Nobody signed in to the MCP server at ${serverUrl} within ${Math.round(timeoutMs / 1000)} s: open the "Sign in" URL in a browser, then run the command again.`,
            ),
          ),
        timeoutMs,
      );
    });
    try {
      await Promise.race([signIn.done, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const refreshNow = async (): Promise<boolean> => {
    if (!provider.tokens()?.refresh_token) return false;
    try {
      const result = await auth(provider, { serverUrl });
      // REDIRECT: the refresh token was refused too; the "Sign in" line just logged signs in again.
      log(result === "AUTHORIZED" ? "the OAuth access token was refreshed" : "the OAuth session has expired");
      return result === "AUTHORIZED";
    } catch (error) {
      log(
        `${signInFailed(serverUrl, error).message} (refreshing the access token); restart with --oauth to sign in again`,
      );
      return false;
    }
  };

  return {
    async signIn(challenge = {}) {
      try {
        const result = await auth(provider, {
          serverUrl,
          ...(challenge.resourceMetadataUrl ? { resourceMetadataUrl: challenge.resourceMetadataUrl } : {}),
        });
        const signIn = pending as PendingSignIn | null;
        if (result === "AUTHORIZED" || signIn === null) return;
        await waitForBrowser(signIn);
        log("signed in with OAuth");
      } catch (error) {
        throw signInFailed(serverUrl, error);
      }
    },
    authorization,
    refresh(sent) {
      const current = authorization();
      // Another request's refresh already brought a new token: send that one.
      if (current !== undefined && current !== sent) return Promise.resolve(true);
      refreshing ??= refreshNow().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    async answerCallback(url) {
      const signIn = pending;
      const query = url.searchParams;
      if (signIn === null || query.get("state") !== provider.expectedState)
        return {
          status: 400,
          body: callbackPage({ signedIn: false, error: "No sign-in of this dev host is waiting for this answer." }),
        };
      pending = null;
      const error = query.get("error");
      const code = query.get("code");
      try {
        if (error !== null)
          throw new Error(
            `the authorization server answered ${error}${query.get("error_description") ? `: ${query.get("error_description")}` : ""}`,
          );
        if (code === null) throw new Error("the redirect brought no authorization code");
        const iss = query.get("iss");
        await auth(provider, { serverUrl, authorizationCode: code, ...(iss !== null ? { iss } : {}) });
      } catch (failure) {
        const reported = signInFailed(serverUrl, failure);
        signIn.finish(reported);
        return { status: 400, body: callbackPage({ signedIn: false, error: reported.message }) };
      }
      signIn.finish();
      return { status: 200, body: callbackPage({ signedIn: true }) };
    },
  };
}
