/**
 * A stand-in for GitHub's REST API (v3) on loopback, backed by a real bare git repository, for
 * the studio's GitHub store to be tested and measured against without a network: the studio
 * saves through it, and tests read the result with `git log`. Blobs are read in batches through
 * its GraphQL API as well (graphql-routes.ts). Only what the store uses is
 * served, with GitHub's JSON shapes, status codes, ETags, rate-limit and CORS headers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFaults } from "./faults.ts";
import { gitDatabaseRoutes } from "./git-database-routes.ts";
import { gitObjects } from "./git-objects.ts";
import { graphqlRoutes } from "./graphql-routes.ts";
import { ApiError, corsHeaders, errorBody, etagOf, readJsonBody, writeAnswer, type Answer } from "./http-kit.ts";
import { pullRoutes } from "./pull-routes.ts";
import { repositoryRoutes } from "./repository-routes.ts";
import { commitFiles, createBareRepository, type SeedOptions } from "./repository.ts";
import { findRoute, type RouteContext } from "./router.ts";
import { createState, type CheckRun, type CommitStatus, type StandInUser } from "./state.ts";

export { filesFromFolder } from "./repository.ts";
export type { StandInUser, CommitStatus, CheckRun } from "./state.ts";

export interface StandInOptions {
  /** A bare repository to serve; a new one in the temporary folder when absent. */
  repoDir?: string;
  /** 0 (any free port) when absent. */
  port?: number;
  /** Who each bearer token belongs to. */
  users: Record<string, StandInUser>;
  /** `owner/name` the stand-in answers for; `saf/site` when absent. */
  repository?: string;
  /** Added before every answer, CORS preflights' too, as a network's round trip (the benchmark uses 100 ms). */
  delayMs?: number;
  /** Files for a first commit on `main` when the repository has none. */
  seed?: ReadonlyMap<string, string | Buffer>;
  /** Requests a token may make an hour; 5000 when absent, as GitHub gives a signed-in user. */
  rateLimit?: number;
  /** Where answers' `html_url`s point, as GitHub's point at github.com rather than its API host; https://github.com when absent. */
  webOrigin?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path (decoded: `heads/studio/alice`, however the client escaped it) and query. */
  path: string;
  /** The status answered; 0 while unanswered or when the answer was dropped or never sent. */
  status: number;
  /** The Authorization header as sent, to check where a token went. */
  authorization: string | undefined;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tokenOf(header: string | undefined): string | undefined {
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header ?? "");
  return match?.[1];
}

export async function startGitHubStandIn(options: StandInOptions) {
  const { dir: repoDir, git } = await createBareRepository(options.repoDir);
  const [owner, repo] = (options.repository ?? "saf/site").split("/") as [string, string];
  const objects = gitObjects(git);
  const state = createState();
  const faults = createFaults();
  const requests: RecordedRequest[] = [];
  /** CORS preflights by path: kept apart from `requests`, as they carry no token and call nothing. */
  const preflights: string[] = [];
  const limit = options.rateLimit ?? 5000;
  const webOrigin = options.webOrigin ?? "https://github.com";
  const remaining = new Map<string, number>();
  const resetAt = Math.floor(Date.now() / 1000) + 3600;
  if (options.seed && !(await objects.readRef("refs/heads/main"))) await commitFiles(git, options.seed, { message: "Site content" });

  let baseUrl = "";

  function rateHeaders(token: string | undefined, left = remaining.get(token ?? "") ?? limit): Record<string, string> {
    return {
      "x-ratelimit-limit": String(limit),
      "x-ratelimit-remaining": String(left),
      "x-ratelimit-used": String(limit - left),
      "x-ratelimit-reset": String(resetAt),
      "x-ratelimit-resource": "core",
    };
  }

  async function answer(request: IncomingMessage, record: RecordedRequest, token: string | undefined, pathname: string, query: URLSearchParams): Promise<Answer> {
    const failure = faults.takeStatus(`${record.method} ${record.path}`);
    if (failure) {
      const rateLimited = failure.rateLimited && (failure.status === 403 || failure.status === 429);
      throw new ApiError(
        failure.status,
        failure.message ?? (rateLimited ? "API rate limit exceeded" : failure.status === 401 ? "Bad credentials" : "Injected failure"),
        rateLimited ? { "x-ratelimit-remaining": "0", "x-ratelimit-used": String(limit) } : {},
      );
    }
    if (!token) throw new ApiError(401, "Requires authentication");
    const user = options.users[token];
    if (!user) throw new ApiError(401, "Bad credentials");
    if ((remaining.get(token) ?? limit) <= 0) throw new ApiError(403, "API rate limit exceeded", { "x-ratelimit-remaining": "0" });
    const found = findRoute([...repositoryRoutes, ...gitDatabaseRoutes, ...pullRoutes, ...graphqlRoutes], record.method, decodeURIComponent(pathname));
    if (found === "wrong-method") throw new ApiError(404, "Not Found");
    if (!found) throw new ApiError(404, "Not Found");
    const { route, params } = found;
    if (params.owner !== undefined && (params.owner !== owner || params.repo !== repo)) throw new ApiError(404, "Not Found");
    if (route.writes && !user.push) throw new ApiError(403, "Must have push access to repository");
    const body = record.method === "GET" || record.method === "DELETE" ? {} : await readJsonBody(request);
    const context: RouteContext = {
      params,
      query,
      body: (body && typeof body === "object" ? body : {}) as Record<string, unknown>,
      user,
      objects,
      state,
      repository: `${owner}/${repo}`,
      apiUrl: (path) => `${baseUrl}/repos/${owner}/${repo}/${path}`,
      htmlUrl: (path) => `${webOrigin}/${owner}/${repo}/${path}`,
      webUrl: (path) => `${webOrigin}/${path}`,
    };
    return route.handler(context);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (method === "OPTIONS") {
      preflights.push(decodeURIComponent(url.pathname) + url.search);
      // A browser waits for this answer before sending the call itself: a round trip of its own.
      if (options.delayMs) await delay(options.delayMs);
      response.writeHead(204, corsHeaders);
      response.end();
      return;
    }
    const record: RecordedRequest = { method, path: decodeURIComponent(url.pathname) + url.search, status: 0, authorization: request.headers.authorization };
    requests.push(record);
    if (options.delayMs) await delay(options.delayMs);
    const stall = faults.takeTimeout(`${method} ${record.path}`);
    if (stall) {
      // Never answered: the socket stays open until the client gives up or the stand-in closes.
      if (stall.afterMs === undefined) return;
      await delay(stall.afterMs);
    }
    const token = tokenOf(request.headers.authorization);
    let status: number;
    let json: string | undefined;
    const headers: Record<string, string> = { ...rateHeaders(token) };
    try {
      const result = await answer(request, record, token, url.pathname, url.searchParams);
      status = result.status;
      json = result.body === undefined ? undefined : JSON.stringify(result.body);
      if (method === "GET" && status === 200 && json !== undefined) {
        headers.etag = etagOf(json);
        if (request.headers["if-none-match"] === headers.etag) {
          status = 304;
          json = undefined;
        }
      }
    } catch (error) {
      // A request still being answered as the stand-in closes finds its repository gone: no fault of the client's.
      if (!(error instanceof ApiError) && !closing) console.error(error);
      status = error instanceof ApiError ? error.status : 500;
      Object.assign(headers, error instanceof ApiError ? error.headers : {});
      json = JSON.stringify(errorBody(error instanceof ApiError ? error.message : "Server Error"));
    }
    // A 304 costs nothing, as on GitHub: that is what makes a warm open cheap.
    if (token && options.users[token] && status !== 304 && headers["x-ratelimit-remaining"] !== "0") {
      const left = Math.max(0, (remaining.get(token) ?? limit) - 1);
      remaining.set(token, left);
      Object.assign(headers, rateHeaders(token, left));
    }
    if (faults.takeDrop(`${method} ${record.path}`)) {
      request.socket.destroy();
      return;
    }
    record.status = status;
    writeAnswer(response, status, headers, json);
  }

  let closing = false;
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!closing) console.error(error);
      if (!response.headersSent) writeAnswer(response, 500, {}, JSON.stringify(errorBody("Server Error")));
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that instant gets
  // ECONNRESET on a request the stand-in never saw. Idle sockets stay open until close() instead.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    repoDir,
    repository: `${owner}/${repo}`,
    faults,
    requests,
    preflights,
    /** Refs a client asked to force, whether or not the update needed it. */
    forceRequests: state.forceRequests,
    /** Runs git in the bare repository and answers its output, without the final newline. */
    git: (args: readonly string[]) => git.text(args),
    /** Commits files over a branch's tree as someone else would push them. */
    commitFiles: (files: ReadonlyMap<string, string | Buffer | null>, seedOptions?: SeedOptions) => commitFiles(git, files, seedOptions),
    /** Sets a commit status, replacing an earlier one with the same context. */
    setStatus(sha: string, status: CommitStatus): void {
      const list = (state.statuses.get(sha) ?? []).filter((existing) => existing.context !== status.context);
      state.statuses.set(sha, [...list, status]);
    },
    /** Sets a check run, replacing an earlier one with the same name. */
    setCheckRun(sha: string, run: CheckRun): void {
      const list = (state.checkRuns.get(sha) ?? []).filter((existing) => existing.name !== run.name);
      state.checkRuns.set(sha, [...list, run]);
    },
    close(): Promise<void> {
      closing = true;
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>;
