// A Streamable HTTP MCP server behind a minimal OAuth authorization server, both on one port of
// 127.0.0.1, for the dev host's --oauth tests (not shipped). It publishes protected resource
// metadata (RFC 9728) and authorization server metadata (RFC 8414), registers clients dynamically
// (RFC 7591), approves every /authorize at once (a redirect with a code, as a user who clicks
// "Allow"), checks PKCE (S256) at /token and takes refresh tokens. /mcp answers 401 with a
// WWW-Authenticate challenge to any request without a valid access token.
// Run alone (`node oauth-server.mjs [port]`) it prints its MCP URL; tests import startOAuthServer.
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";

const token = (prefix) => `${prefix}-${randomBytes(16).toString("hex")}`;
const base64url = (buffer) => buffer.toString("base64url");

/** The MCP server itself: one tool, whoever signed in. */
function mcpHandler() {
  return toNodeHandler(
    createMcpHandler(() => {
      const server = new McpServer({ name: "oauth-guarded", version: "1.0.0" });
      server.registerTool("whoami", { description: "answers who signed in" }, async () => ({
        content: [{ type: "text", text: "signed in" }],
      }));
      return server;
    }),
  );
}

function json(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Starts the server on 127.0.0.1 (`port` 0 picks one). `deny: true` makes /authorize answer with
 * `error=access_denied` instead of a code. Returns its MCP URL, every token it issued (to look for
 * them where they must not be), `expireAccessTokens()` (every access token issued so far stops
 * working, as when they time out) and `close()`.
 */
export async function startOAuthServer({ port = 0, deny = false } = {}) {
  const clients = new Map();
  const codes = new Map();
  const accessTokens = new Set();
  const refreshTokens = new Map();
  const issued = [];
  const counts = { authorize: 0, token: 0, refresh: 0, unauthorized: 0 };
  const mcp = mcpHandler();
  let base = "";

  const issueTokens = (clientId) => {
    const access = token("access");
    const refresh = token("refresh");
    accessTokens.add(access);
    refreshTokens.set(refresh, clientId);
    issued.push(access, refresh);
    return { access_token: access, token_type: "Bearer", expires_in: 3600, refresh_token: refresh };
  };

  const resourceMetadata = () => ({ resource: `${base}/mcp`, authorization_servers: [base] });
  const routes = {
    "GET /.well-known/oauth-protected-resource/mcp": (_req, res) => json(res, 200, resourceMetadata()),
    "GET /.well-known/oauth-protected-resource": (_req, res) => json(res, 200, resourceMetadata()),
    "GET /.well-known/oauth-authorization-server": (_req, res) =>
      json(res, 200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        registration_endpoint: `${base}/register`,
        response_types_supported: ["code"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["none"],
      }),
    "POST /register": async (req, res) => {
      const metadata = JSON.parse(await readBody(req));
      const clientId = token("client");
      clients.set(clientId, metadata);
      json(res, 201, { ...metadata, client_id: clientId, token_endpoint_auth_method: "none" });
    },
    "GET /authorize": (req, res) => {
      counts.authorize += 1;
      const query = new URL(req.url, base).searchParams;
      const client = clients.get(query.get("client_id"));
      const redirect = query.get("redirect_uri");
      if (!client?.redirect_uris?.includes(redirect)) return json(res, 400, { error: "invalid_request" });
      if (query.get("code_challenge_method") !== "S256" || !query.get("code_challenge"))
        return json(res, 400, { error: "invalid_request", error_description: "PKCE S256 is required" });
      const target = new URL(redirect);
      if (query.get("state")) target.searchParams.set("state", query.get("state"));
      if (deny) {
        target.searchParams.set("error", "access_denied");
        target.searchParams.set("error_description", "The user said no.");
      } else {
        const code = token("code");
        codes.set(code, { clientId: query.get("client_id"), redirect, challenge: query.get("code_challenge") });
        target.searchParams.set("code", code);
      }
      res.writeHead(302, { location: target.href }).end();
    },
    "POST /token": async (req, res) => {
      const form = new URLSearchParams(await readBody(req));
      if (form.get("grant_type") === "refresh_token") {
        const clientId = refreshTokens.get(form.get("refresh_token"));
        if (!clientId) return json(res, 400, { error: "invalid_grant" });
        counts.refresh += 1;
        refreshTokens.delete(form.get("refresh_token"));
        return json(res, 200, issueTokens(clientId));
      }
      const grant = codes.get(form.get("code"));
      codes.delete(form.get("code"));
      const verifier = form.get("code_verifier") ?? "";
      const challenge = base64url(createHash("sha256").update(verifier).digest());
      if (!grant || grant.challenge !== challenge || grant.redirect !== form.get("redirect_uri"))
        return json(res, 400, { error: "invalid_grant" });
      counts.token += 1;
      json(res, 200, issueTokens(grant.clientId));
    },
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const route = routes[`${req.method} ${path}`];
    if (route) return void Promise.resolve(route(req, res)).catch(() => json(res, 500, { error: "server_error" }));
    if (path !== "/mcp") return json(res, 404, { error: "not found" });
    const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!presented || !accessTokens.has(presented)) {
      counts.unauthorized += 1;
      const error = presented ? ', error="invalid_token"' : "";
      res.writeHead(401, {
        "www-authenticate": `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"${error}`,
      });
      return void res.end();
    }
    void mcp(req, res);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: `${base}/mcp`,
    issued,
    counts,
    expireAccessTokens: () => accessTokens.clear(),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const running = await startOAuthServer({ port: Number(process.argv[2] ?? 0) });
  process.stdout.write(`${running.url}\n`);
}
