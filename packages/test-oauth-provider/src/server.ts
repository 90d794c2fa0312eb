import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Issuer,
  OAuth2Service,
} from "oauth2-mock-server";
import { authorizeAt } from "./authorize-client";
import { GrantStore } from "./grants";
import { basicCredentials, bearerToken, parseParams, readBody, sendJson } from "./http";
import { githubEmails, githubUser, oidcClaims } from "./profiles";
import { GITHUB_API_ROOT, providerEnv, SHAPE_PATHS } from "./shapes";
import type { Identity, StartOptions, TestOAuthProvider } from "./types";

const DEFAULT_IDENTITY: Identity = {
  sub: "1000001",
  email: "test.person@example.com",
  emailVerified: true,
  name: "Test Person",
};

/** Requests the token endpoint accepted, with the code they redeemed. */
const redeemedCode = new WeakMap<IncomingMessage, string>();

/**
 * A local OAuth 2.0 provider shaped like Google, LinkedIn or GitHub, built on oauth2-mock-server's
 * service (authorize redirect, signed tokens, userinfo) with real-provider rules in front of it:
 * single-use codes bound to client, redirect URI, PKCE challenge and identity.
 */
export async function startTestOAuthProvider(options: StartOptions): Promise<TestOAuthProvider> {
  const { shape } = options;
  const host = options.host ?? "127.0.0.1";
  const clientId = options.clientId ?? `crewlance-test-${shape}`;
  const clientSecret = options.clientSecret ?? `crewlance-test-${shape}-secret`;
  const paths = SHAPE_PATHS[shape];
  const isGitHub = shape === "github";

  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer, {
    authorize: paths.authorize,
    token: paths.token,
    userinfo: paths.userinfo,
  });
  const grants = new GrantStore();
  let identity: Identity = DEFAULT_IDENTITY;
  let denyNext = false;
  let down = false;

  service.on("beforeAuthorizeRedirect", (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const code = redirect.url.searchParams.get("code");
    if (!code) return;
    const query = new URL(req.url ?? "/", "http://provider.invalid").searchParams;
    const challenge = query.get("code_challenge");
    grants.issue(code, {
      identity: structuredClone(identity),
      clientId: query.get("client_id") ?? "",
      redirectUri: query.get("redirect_uri") ?? "",
      challenge: challenge ? { value: challenge, method: query.get("code_challenge_method") ?? "plain" } : null,
    });
  });

  service.on("beforeTokenSigning", (token: MutableToken, req: IncomingMessage) => {
    const code = redeemedCode.get(req);
    const signedIn = code ? grants.identityOf(code) : undefined;
    if (signedIn) token.payload.sub = signedIn.sub;
  });

  service.on("beforeResponse", (response: MutableResponse, req: IncomingMessage) => {
    const code = redeemedCode.get(req);
    if (!code || response.statusCode !== 200 || !response.body) return;
    const accessToken = response.body.access_token;
    if (typeof accessToken === "string") grants.bindToken(code, accessToken);
    // GitHub answers only these three fields (no id_token, no refresh token for OAuth apps).
    if (isGitHub) response.body = { access_token: accessToken, token_type: "bearer", scope: "read:user,user:email" };
  });

  service.on("beforeUserinfo", (response: MutableResponse, req: IncomingMessage) => {
    const signedIn = grants.identityForToken(bearerToken(req, false));
    if (!signedIn) {
      response.statusCode = 401;
      response.body = { error: "invalid_token", error_description: "The access token is missing or not valid." };
      return;
    }
    response.body = oidcClaims(signedIn);
  });

  function authorize(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const query = url.searchParams;
    const redirectUri = query.get("redirect_uri");
    if (query.get("client_id") !== clientId) {
      sendJson(res, 400, { error: "invalid_client", error_description: "Unknown client_id." });
      return;
    }
    if (!redirectUri || !URL.canParse(redirectUri)) {
      sendJson(res, 400, { error: "invalid_request", error_description: "redirect_uri is missing or not a URL." });
      return;
    }
    if (denyNext) {
      denyNext = false;
      const back = new URL(redirectUri);
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user denied the request.");
      const state = query.get("state");
      if (state) back.searchParams.set("state", state);
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    // GitHub's authorize URL takes no response_type; the mock service wants one.
    if (!query.has("response_type")) {
      query.set("response_type", "code");
      req.url = `${url.pathname}?${query.toString()}`;
    }
    service.requestHandler(req, res);
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = parseParams(req.headers["content-type"], await readBody(req));
    const basic = basicCredentials(req);
    const id = basic?.id ?? params.client_id;
    const secret = basic?.secret ?? params.client_secret;
    if (id !== clientId || secret !== clientSecret) {
      sendJson(res, 400, { error: "invalid_client", error_description: "Client authentication failed." });
      return;
    }
    if (params.grant_type !== "authorization_code") {
      sendJson(res, 400, { error: "unsupported_grant_type" });
      return;
    }
    const code = params.code ?? "";
    const result = grants.redeem(clientId, { code, redirectUri: params.redirect_uri, verifier: params.code_verifier });
    if (!result.ok) {
      sendJson(res, 400, { error: "invalid_grant", error_description: result.description });
      return;
    }
    // PKCE is checked above; the mock service only signs the tokens. Its body parser skips a
    // request that was already read, so it sees this body.
    Object.assign(req, { body: { grant_type: "authorization_code", code, client_id: clientId } });
    redeemedCode.set(req, code);
    service.requestHandler(req, res);
  }

  function githubApi(req: IncomingMessage, res: ServerResponse, path: string): void {
    const signedIn = grants.identityForToken(bearerToken(req, true));
    if (!signedIn) {
      sendJson(res, 401, { message: "Requires authentication", documentation_url: "https://docs.github.com/rest" });
      return;
    }
    sendJson(res, 200, path.endsWith("/emails") ? githubEmails(signedIn) : githubUser(signedIn));
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body: unknown = JSON.parse((await readBody(req)) || "{}");
    const input = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
    switch (path) {
      case "/__control/identity":
        if (typeof input.sub !== "string" || input.sub === "") {
          sendJson(res, 400, { error: "An identity needs a sub." });
          return;
        }
        identity = input as Identity;
        break;
      case "/__control/deny-next-consent":
        denyNext = true;
        break;
      case "/__control/down":
        down = input.down === true;
        break;
      case "/__control/expire-codes":
        grants.expireAll();
        break;
      default:
        sendJson(res, 404, { error: "Unknown control route." });
        return;
    }
    sendJson(res, 200, { ok: true });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://provider.invalid");
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const isProfile = isGitHub ? path.startsWith(`${GITHUB_API_ROOT}/`) : path === paths.userinfo;
    if (req.method === "POST" && path.startsWith("/__control/")) return control(req, res, path);
    if ((isProfile || path === paths.token) && down) {
      sendJson(res, 503, { error: "temporarily_unavailable" });
      return;
    }
    if (req.method === "GET" && path === paths.authorize) return authorize(req, res, url);
    if (req.method === "POST" && path === paths.token) return token(req, res);
    if (isGitHub && req.method === "GET" && (path === "/api/user" || path === "/api/user/emails")) {
      return githubApi(req, res, path);
    }
    if (isGitHub && isProfile) {
      sendJson(res, 404, { message: "Not Found" });
      return;
    }
    service.requestHandler(req, res);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 400, { error: "invalid_request", error_description: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const baseUrl = `http://${urlHost}:${port}`;
  issuer.url = baseUrl;
  const env = providerEnv(shape, { baseUrl, clientId, clientSecret });
  const authorizeUrl = `${baseUrl}${paths.authorize}`;

  return {
    shape,
    baseUrl,
    clientId,
    clientSecret,
    authorizeUrl,
    tokenUrl: `${baseUrl}${paths.token}`,
    profileUrl: isGitHub ? `${baseUrl}${GITHUB_API_ROOT}` : `${baseUrl}${paths.userinfo}`,
    env,
    setIdentity(next) {
      identity = structuredClone(next);
    },
    denyNextConsent() {
      denyNext = true;
    },
    expireIssuedCodes() {
      grants.expireAll();
    },
    setDown(value) {
      down = value;
    },
    authorize: (input) => authorizeAt({ shape, authorizeUrl, clientId, ...input }),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
