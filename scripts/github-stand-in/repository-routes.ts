/**
 * The signed-in user, the repository and its permissions, history by file, and commit
 * statuses and check runs (kept in memory by commit SHA: git has no place for them).
 */
import { ApiError, type Answer } from "./http-kit.ts";
import type { CommitObject } from "./git-objects.ts";
import { route, type RouteContext } from "./router.ts";
import type { CheckRun, CommitStatus } from "./state.ts";

const repo = "/repos/{owner}/{repo}";

export function commitJson(context: RouteContext, commit: CommitObject) {
  return {
    sha: commit.sha,
    node_id: `C_${commit.sha}`,
    url: context.apiUrl(`commits/${commit.sha}`),
    html_url: context.htmlUrl(`commit/${commit.sha}`),
    commit: {
      author: commit.author,
      committer: commit.committer,
      message: commit.message.replace(/\n$/, ""),
      tree: { sha: commit.tree, url: context.apiUrl(`git/trees/${commit.tree}`) },
      url: context.apiUrl(`git/commits/${commit.sha}`),
    },
    parents: commit.parents.map((sha) => ({ sha, url: context.apiUrl(`commits/${sha}`), html_url: context.htmlUrl(`commit/${sha}`) })),
  };
}

async function getUser(context: RouteContext): Promise<Answer> {
  const { login, name } = context.user;
  return { status: 200, body: { login, id: login.length, type: "User", name: name ?? null, html_url: context.webUrl(login) } };
}

async function getRepository(context: RouteContext): Promise<Answer> {
  const { owner, repo: name } = context.params;
  const { push, admin } = context.user;
  return {
    status: 200,
    body: {
      id: 1,
      name,
      full_name: `${owner}/${name}`,
      private: false,
      url: context.apiUrl("").replace(/\/$/, ""),
      html_url: context.htmlUrl("").replace(/\/$/, ""),
      default_branch: "main",
      permissions: { pull: true, triage: push, push, maintain: admin ?? false, admin: admin ?? false },
    },
  };
}

/** A branch name or a commit SHA, as the REST API accepts for `{ref}`; the full SHA. */
export async function resolveCommit(context: RouteContext, ref: string): Promise<string> {
  const sha = (await context.objects.readRef(`refs/heads/${ref}`)) ?? (await context.objects.readCommit(ref))?.sha;
  if (!sha) throw new ApiError(422, `No commit found for SHA: ${ref}`);
  return sha;
}

async function listCommits(context: RouteContext): Promise<Answer> {
  const from = await resolveCommit(context, context.query.get("sha") ?? "main");
  const perPage = Math.min(100, Number(context.query.get("per_page") ?? 30) || 30);
  const commits = await context.objects.log(from, context.query.get("path") ?? undefined, perPage);
  return { status: 200, body: commits.map((commit) => commitJson(context, commit)) };
}

/**
 * "Get repository content" for a file: its text base64-encoded, with its blob SHA, at `ref`
 * (a branch or a commit; the default branch when absent), as GitHub answers it. A folder or a
 * path the ref does not have is a 404, as the studio only asks for files.
 */
async function getContent(context: RouteContext): Promise<Answer> {
  const filePath = context.params.path!;
  const ref = context.query.get("ref") ?? "main";
  const commit = await resolveCommit(context, ref);
  const found = await context.objects.objectAt(commit, filePath);
  if (!found || found.type !== "blob") throw new ApiError(404, "Not Found");
  const bytes = (await context.objects.readBlob(found.sha))!;
  const name = filePath.slice(filePath.lastIndexOf("/") + 1);
  const self = `${context.apiUrl(`contents/${filePath}`)}?ref=${encodeURIComponent(ref)}`;
  const gitUrl = context.apiUrl(`git/blobs/${found.sha}`);
  const htmlUrl = context.htmlUrl(`blob/${ref}/${filePath}`);
  return {
    status: 200,
    body: {
      type: "file",
      encoding: "base64",
      size: bytes.length,
      name,
      path: filePath,
      // GitHub wraps the base64 at 60 characters a line.
      content: `${bytes.toString("base64").replace(/.{60}/g, "$&\n")}\n`,
      sha: found.sha,
      url: self,
      git_url: gitUrl,
      html_url: htmlUrl,
      download_url: null,
      _links: { self, git: gitUrl, html: htmlUrl },
    },
  };
}

function combinedState(statuses: readonly CommitStatus[]): CommitStatus["state"] {
  if (statuses.some((status) => status.state === "failure" || status.state === "error")) return "failure";
  if (statuses.length === 0 || statuses.some((status) => status.state === "pending")) return "pending";
  return "success";
}

async function getCombinedStatus(context: RouteContext): Promise<Answer> {
  const sha = await resolveCommit(context, context.params.ref!);
  const statuses = context.state.statuses.get(sha) ?? [];
  return {
    status: 200,
    body: {
      state: combinedState(statuses),
      sha,
      total_count: statuses.length,
      statuses: statuses.map((status, id) => ({ id, url: context.apiUrl(`statuses/${sha}`), target_url: null, description: null, ...status })),
    },
  };
}

async function listCheckRuns(context: RouteContext): Promise<Answer> {
  const sha = await resolveCommit(context, context.params.ref!);
  const runs: CheckRun[] = context.state.checkRuns.get(sha) ?? [];
  return {
    status: 200,
    body: { total_count: runs.length, check_runs: runs.map((run, id) => ({ id, head_sha: sha, conclusion: null, details_url: null, html_url: null, ...run })) },
  };
}

export const repositoryRoutes = [
  route("GET", "/user", getUser),
  route("GET", repo, getRepository),
  route("GET", `${repo}/commits`, listCommits),
  route("GET", `${repo}/contents/{path+}`, getContent),
  route("GET", `${repo}/commits/{ref+}/status`, getCombinedStatus),
  route("GET", `${repo}/commits/{ref+}/check-runs`, listCheckRuns),
];
