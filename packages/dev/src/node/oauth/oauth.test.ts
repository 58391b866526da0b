import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { parseCliArgs } from "../cli-args.js";
import { DevHostError } from "../errors.js";
import { createMcpProxy } from "../mcp-proxy.js";
import { resolveOptions } from "../options.js";
import { probeMcpServer } from "../probe.js";
import { startUiServer } from "../ui-server.js";
import { createOAuthSession, OAUTH_CALLBACK_PATH, type OAuthSession } from "./oauth-session.js";

/** What test-fixtures/oauth-server.mjs gives its tests. */
interface OAuthFixture {
  url: string;
  issued: string[];
  counts: { authorize: number; token: number; refresh: number; unauthorized: number };
  expireAccessTokens(): void;
  close(): Promise<void>;
}
const fixtureUrl = new URL("../../../test-fixtures/oauth-server.mjs", import.meta.url).href;
const { startOAuthServer } = (await import(fixtureUrl)) as {
  startOAuthServer(options?: { deny?: boolean }): Promise<OAuthFixture>;
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup().catch(() => undefined)));
});

/** What a browser does with the "Sign in" URL: the server approves at once, the redirect lands on the callback. */
async function followAsBrowser(authorizationUrl: string): Promise<Response> {
  const approval = await fetch(authorizationUrl, { redirect: "manual" });
  const callback = approval.headers.get("location");
  if (callback === null) throw new Error(`the authorization server answered ${approval.status}, not a redirect`);
  return fetch(callback);
}

/** The URL of the "Sign in: <url>" line once it is logged. */
function signInUrl(log: readonly string[]): string | undefined {
  return log.find((line) => line.startsWith("Sign in: "))?.slice("Sign in: ".length);
}

/** The fixture, and the dev host's node side for it: its page server (callback, relay) and an OAuth session. */
async function startSignIn(options: { deny?: boolean; timeoutMs?: number } = {}) {
  const fixture = await startOAuthServer({ deny: options.deny ?? false });
  cleanups.push(() => fixture.close());
  const log: string[] = [];
  let session: OAuthSession | null = null;
  const relay = createMcpProxy(fixture.url, {
    authorization: {
      authorization: () => session?.authorization(),
      refresh: (sent) => session?.refresh(sent) ?? Promise.resolve(false),
    },
  });
  const page = await startUiServer({
    port: 0,
    uiDir: new URL("../../ui", import.meta.url).pathname,
    mcp: relay,
    oauthCallback: (url) => (session as OAuthSession).answerCallback(url),
    config: () => ({
      serverLabel: fixture.url,
      mcpPath: "/mcp",
      transport: "http",
      serverOrigin: null,
      sandboxUrl: "http://s0.localhost:1/sandbox.html",
      profile: "mcp-apps",
      theme: "light",
      locale: "en-US",
    }),
  });
  cleanups.push(() => page.close());
  const origin = `http://127.0.0.1:${page.port}`;
  session = createOAuthSession({
    serverUrl: fixture.url,
    redirectUrl: `${origin}${OAUTH_CALLBACK_PATH}`,
    log: (line) => log.push(line),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { fixture, log, session, origin };
}

/** An MCP client connected to `url` (the relay), closed after the test. */
async function connectedClient(url: string): Promise<Client> {
  const client = new Client({ name: "page", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  cleanups.push(() => client.close());
  return client;
}

describe("OAuth for hostbridge dev", () => {
  it("signs in through the loopback redirect; the page's MCP client then lists tools through the relay", async () => {
    const { fixture, log, session, origin } = await startSignIn();
    const signedIn = session.signIn();
    await expect.poll(() => signInUrl(log), { timeout: 20_000 }).toBeDefined();
    const callback = await followAsBrowser(signInUrl(log) ?? "");
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain("Signed in");
    await signedIn;
    // PKCE: the code went with its verifier; dynamic registration gave the client its id.
    expect(fixture.counts).toMatchObject({ authorize: 1, token: 1 });

    const client = await connectedClient(`${origin}/mcp`);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["whoami"]);
    // The log says what happened, never a token or code.
    expect(log.at(-1)).toBe("signed in with OAuth");
    for (const secret of fixture.issued) expect(log.join("\n")).not.toContain(secret);
    const config = await (await fetch(`${origin}/hostbridge-dev.json`)).text();
    for (const secret of fixture.issued) expect(config).not.toContain(secret);
  });

  it("refreshes a refused access token once, however many requests it refused, then relays again", async () => {
    const { fixture, log, session, origin } = await startSignIn();
    const signedIn = session.signIn();
    await expect.poll(() => signInUrl(log), { timeout: 20_000 }).toBeDefined();
    await followAsBrowser(signInUrl(log) ?? "");
    await signedIn;
    const client = await connectedClient(`${origin}/mcp`);

    fixture.expireAccessTokens();
    const [listed, called] = await Promise.all([
      client.listTools(),
      client.callTool({ name: "whoami", arguments: {} }),
    ]);
    expect(listed.tools.map((tool) => tool.name)).toEqual(["whoami"]);
    expect(called.content).toEqual([{ type: "text", text: "signed in" }]);
    expect(fixture.counts.refresh).toBe(1);
    expect(log).toContain("the OAuth access token was refreshed");
    for (const secret of fixture.issued) expect(log.join("\n")).not.toContain(secret);
  });

  it("reports the authorization server's error, in the terminal and on the page", async () => {
    const { log, session } = await startSignIn({ deny: true });
    const signedIn = session.signIn().catch((error: unknown) => error);
    await expect.poll(() => signInUrl(log), { timeout: 20_000 }).toBeDefined();
    const callback = await followAsBrowser(signInUrl(log) ?? "");
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain("access_denied: The user said no.");
    const error = (await signedIn) as DevHostError;
    expect(error).toBeInstanceOf(DevHostError);
    expect(error.code).toBe("server_unauthorized");
    expect(error.message).toMatch(
      /^OAuth sign-in to the MCP server at .+ failed: .*access_denied: The user said no\.$/,
    );
  });

  it("gives up when nobody signs in in time, and ignores a redirect it did not ask for", async () => {
    const { log, session, origin } = await startSignIn({ timeoutMs: 500 });
    const stray = await fetch(`${origin}${OAUTH_CALLBACK_PATH}?code=forged&state=forged`);
    expect(stray.status).toBe(400);
    const error = await session.signIn().catch((thrown: unknown) => thrown as DevHostError);
    expect(signInUrl(log)).toBeDefined();
    expect(error?.message).toMatch(/^Nobody signed in to the MCP server at .+ within 1 s: open the "Sign in" URL/);
  });

  it("the probe of a server that wants OAuth says to add --oauth", async () => {
    const fixture = await startOAuthServer();
    cleanups.push(() => fixture.close());
    const error = await probeMcpServer(fixture.url, { timeoutMs: 20_000 }).then(
      () => null,
      (thrown: unknown) => thrown as DevHostError,
    );
    expect(error?.code).toBe("server_unauthorized");
    expect(error?.message).toBe(
      `The MCP server at ${fixture.url} answered HTTP 401: it wants authorization (it asks for Bearer). Give credentials: --oauth to sign in with OAuth, or --bearer <token>, or --header "Name: value" for an API key.`,
    );
  });

  it("--oauth is a switch for an HTTP server, and does not go with a bearer token", () => {
    const request = parseCliArgs(["dev", "--server", "http://127.0.0.1:1/mcp", "--oauth"]);
    expect(request.kind === "dev" && request.options.oauth).toBe(true);
    expect(() => resolveOptions({ command: "node server.mjs", oauth: true })).toThrow(
      "--oauth signs in to an HTTP server: give its --server <url>.",
    );
    expect(() => resolveOptions({ server: "http://127.0.0.1:1/mcp", oauth: true, bearerToken: "t" })).toThrow(
      "Give --oauth or a bearer token (an Authorization header), not both.",
    );
  });
});
