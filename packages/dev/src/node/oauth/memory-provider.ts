import { randomBytes } from "node:crypto";
import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from "@modelcontextprotocol/client";

/**
 * The dev host's OAuth client for one MCP server, for the official SDK's `auth()`: a public client
 * (PKCE, no secret) that registers itself dynamically with the loopback `redirectUrl`. Everything
 * it is given (client registration, tokens, PKCE verifier, discovery) lives in this object only:
 * never on disk, never in a log. `onAuthorizationUrl` gets the URL the user is to open.
 */
export class MemoryOAuthProvider implements OAuthClientProvider {
  #client: StoredOAuthClientInformation | undefined;
  #tokens: StoredOAuthTokens | undefined;
  #codeVerifier: string | undefined;
  #discovery: OAuthDiscoveryState | undefined;
  #state: string | undefined;

  constructor(
    readonly redirectUrl: string,
    private readonly onAuthorizationUrl: (url: URL) => void,
  ) {}

  /** The registration the SDK sends to the authorization server's registration endpoint. */
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "hostbridge dev",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }

  /** A fresh `state` per authorization request; the callback must bring it back. */
  state(): string {
    this.#state = randomBytes(16).toString("base64url");
    return this.#state;
  }

  /** The `state` of the authorization request under way, if any. */
  get expectedState(): string | undefined {
    return this.#state;
  }

  clientInformation(): StoredOAuthClientInformation | undefined {
    return this.#client;
  }

  saveClientInformation(client: StoredOAuthClientInformation): void {
    this.#client = client;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.#tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.#tokens = tokens;
  }

  redirectToAuthorization(url: URL): void {
    this.onAuthorizationUrl(url);
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.#codeVerifier = codeVerifier;
  }

  codeVerifier(): string {
    if (this.#codeVerifier === undefined) throw new Error("No authorization request is under way.");
    return this.#codeVerifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.#discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.#discovery;
  }

  invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery"): void {
    if (scope === "all" || scope === "client") this.#client = undefined;
    if (scope === "all" || scope === "tokens") this.#tokens = undefined;
    if (scope === "all" || scope === "verifier") this.#codeVerifier = undefined;
    if (scope === "all" || scope === "discovery") this.#discovery = undefined;
  }
}
