import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for the Supabase auth server, on 127.0.0.1, answering the
 * calls the auth landing makes: GET /auth/v1/user, POST /auth/v1/token
 * (pkce and refresh_token) and POST /auth/v1/logout, with CORS; and a sign-in
 * with an OAuth provider: GET /auth/v1/authorize comes straight back, as if the
 * provider had said yes, with a one-time code that only the PKCE verifier behind
 * its challenge turns into a session; and a sign-in by emailed link (POST /auth/v1/otp) for the
 * addresses in `users`, whose link (recorded in `sentLinks`, not mailed) comes back the same way.
 */
export interface StandInAuthServer {
  url: string;
  requests: { method: string; path: string; body: unknown }[];
  /** Holds GET /user answers back, to keep a landing busy. */
  userDelayMs: number;
  issueAccessToken: (user?: StandInUser) => string;
  validCode: string;
  validVerifier: string;
  /** Each GET /authorize, as the browser asked for it. */
  authorizations: ProviderAuthorization[];
  /** The provider's token (GitHub's, for GitHub) in the session a provider's code is exchanged for. */
  providerToken: string;
  /** Who a provider's sign-in signs in (testUser unless set). */
  providerUser: StandInUser;
  /** The accounts an emailed link may sign in, by address. */
  users: StandInUser[];
  /** Each link "emailed" by POST /auth/v1/otp, newest last. */
  sentLinks: { email: string; link: string }[];
  close: () => Promise<void>;
}

export interface ProviderAuthorization {
  /** Who the code signs in. */
  user?: StandInUser;
  provider: string | null;
  scopes: string | null;
  redirectTo: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: "user-1", role: "authenticated", aud: "authenticated", exp: now + 3600, iat: now, ...claims })}.c2lnbmF0dXJl`;
}

export const testUser = {
  id: "user-1",
  aud: "authenticated",
  role: "authenticated",
  email: "pilot@example.com",
  app_metadata: { provider: "email" },
  user_metadata: {},
  identities: [],
  created_at: "2026-01-01T00:00:00Z",
};

export type StandInUser = Pick<typeof testUser, "id" | "email">;

export function sessionFor(accessToken: string, user: StandInUser = testUser) {
  return { access_token: accessToken, refresh_token: "refresh-1", token_type: "bearer", expires_in: 3600, expires_at: Math.floor(Date.now() / 1000) + 3600, user: { ...testUser, ...user } };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += chunk;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** Whether `verifier` is the one `authorization`'s challenge was made from (RFC 7636). */
function verifierMatches(authorization: ProviderAuthorization, verifier: string | undefined): boolean {
  if (!verifier || !authorization.codeChallenge) return false;
  const method = authorization.codeChallengeMethod?.toLowerCase() ?? "plain";
  const derived = method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  return derived === authorization.codeChallenge;
}

export async function startAuthServer(): Promise<StandInAuthServer> {
  /** Each access token handed out, with whom it signs in. */
  const issued = new Map<string, StandInUser>();
  /** Codes handed out by /authorize and not yet exchanged, with the request each answers. */
  const pendingCodes = new Map<string, ProviderAuthorization>();
  const state: Omit<StandInAuthServer, "url" | "close"> = {
    requests: [],
    userDelayMs: 0,
    validCode: "good-code",
    validVerifier: "verifier-123",
    authorizations: [],
    providerToken: "gho_provider_token_0123456789",
    providerUser: testUser,
    users: [],
    sentLinks: [],
    issueAccessToken: (user: StandInUser = testUser) => {
      const token = fakeJwt({ jti: String(issued.size), sub: user.id, email: user.email });
      issued.set(token, user);
      return token;
    },
  };

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "*",
      "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
      "Content-Type": "application/json",
    });
    response.end(body === undefined ? "" : JSON.stringify(body));
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "OPTIONS") return send(response, 204);
    const body = await readBody(request);
    state.requests.push({ method: request.method ?? "GET", path: `${url.pathname}${url.search}`, body });

    if (request.method === "GET" && url.pathname === "/auth/v1/user") {
      await new Promise((resolve) => setTimeout(resolve, state.userDelayMs));
      const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      const user = issued.get(token);
      return user ? send(response, 200, { ...testUser, ...user }) : send(response, 401, { code: 401, error_code: "bad_jwt", msg: "invalid JWT" });
    }
    if (request.method === "GET" && url.pathname === "/auth/v1/authorize") {
      const authorization: ProviderAuthorization = {
        provider: url.searchParams.get("provider"),
        scopes: url.searchParams.get("scopes"),
        redirectTo: url.searchParams.get("redirect_to"),
        codeChallenge: url.searchParams.get("code_challenge"),
        codeChallengeMethod: url.searchParams.get("code_challenge_method"),
      };
      state.authorizations.push(authorization);
      if (!authorization.redirectTo) return send(response, 400, { code: 400, error_code: "validation_failed", msg: "redirect_to is required here" });
      const code = randomUUID();
      pendingCodes.set(code, { ...authorization, user: state.providerUser });
      const back = new URL(authorization.redirectTo);
      back.searchParams.set("code", code);
      response.writeHead(302, { Location: back.href });
      return response.end();
    }
    if (request.method === "POST" && url.pathname === "/auth/v1/token") {
      const grant = url.searchParams.get("grant_type");
      const fields = (body ?? {}) as Record<string, string>;
      if (grant === "pkce") {
        if (fields.auth_code === state.validCode && fields.code_verifier === state.validVerifier) return send(response, 200, sessionFor(state.issueAccessToken()));
        const authorization = pendingCodes.get(fields.auth_code ?? "");
        // One try per code, as Supabase's flow state is spent by its first exchange.
        pendingCodes.delete(fields.auth_code ?? "");
        if (authorization && verifierMatches(authorization, fields.code_verifier)) {
          const user = authorization.user ?? testUser;
          if (authorization.provider === null) return send(response, 200, sessionFor(state.issueAccessToken(user), user));
          return send(response, 200, { ...sessionFor(state.issueAccessToken(user), user), provider_token: state.providerToken, provider_refresh_token: "provider-refresh-1" });
        }
        return send(response, 400, { code: 400, error_code: "flow_state_not_found", msg: "invalid flow state" });
      }
      if (grant === "refresh_token") return send(response, 200, sessionFor(state.issueAccessToken()));
      return send(response, 400, { code: 400, error_code: "unsupported_grant_type", msg: "unsupported grant" });
    }
    if (request.method === "POST" && url.pathname === "/auth/v1/otp") {
      const fields = (body ?? {}) as Record<string, unknown>;
      const email = String(fields.email ?? "").toLowerCase();
      const user = state.users.find((candidate) => candidate.email === email);
      const redirectTo = url.searchParams.get("redirect_to");
      // As Supabase answers a sign-in link for an address with no account when sign-ups are off.
      if (!user) return send(response, 422, { code: 422, error_code: "otp_disabled", msg: "Signups not allowed for otp" });
      if (!redirectTo) return send(response, 400, { code: 400, error_code: "validation_failed", msg: "redirect_to is required here" });
      const code = randomUUID();
      pendingCodes.set(code, {
        user,
        provider: null,
        scopes: null,
        redirectTo,
        codeChallenge: typeof fields.code_challenge === "string" ? fields.code_challenge : null,
        codeChallengeMethod: typeof fields.code_challenge_method === "string" ? fields.code_challenge_method : null,
      });
      const link = new URL(redirectTo);
      link.searchParams.set("code", code);
      state.sentLinks.push({ email, link: link.href });
      return send(response, 200, {});
    }
    if (request.method === "POST" && url.pathname === "/auth/v1/logout") return send(response, 204);
    return send(response, 404, { code: 404, msg: "not found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as StandInAuthServer;
}
