/**
 * Pull requests: opened from a branch into another, listed by head, and merged with a real
 * merge commit (`git merge-tree --write-tree`, then `commit-tree` with both parents and a
 * compare-and-swap of the base ref). A conflicting merge answers 405 as GitHub does.
 */
import { ApiError, type Answer } from "./http-kit.ts";
import { route, type RouteContext } from "./router.ts";
import type { PullRecord } from "./state.ts";

const repo = "/repos/{owner}/{repo}";

async function pullJson(context: RouteContext, pull: PullRecord, withMergeable: boolean) {
  const { owner } = context.params;
  const headSha = (await context.objects.readRef(`refs/heads/${pull.head}`)) ?? null;
  const baseSha = (await context.objects.readRef(`refs/heads/${pull.base}`)) ?? null;
  const json: Record<string, unknown> = {
    number: pull.number,
    url: context.apiUrl(`pulls/${pull.number}`),
    html_url: context.htmlUrl(`pull/${pull.number}`),
    state: pull.state,
    title: pull.title,
    body: pull.body,
    user: { login: pull.author },
    created_at: pull.createdAt,
    merged: pull.merged,
    merge_commit_sha: pull.mergeCommit ?? null,
    head: { label: `${owner}:${pull.head}`, ref: pull.head, sha: headSha },
    base: { label: `${owner}:${pull.base}`, ref: pull.base, sha: baseSha },
  };
  // GitHub computes mergeability only for the single pull request, never in lists.
  if (withMergeable) json.mergeable = pull.state === "open" && headSha && baseSha ? (await context.objects.mergeTrees(baseSha, headSha)) !== undefined : null;
  return json;
}

function findPull(context: RouteContext): PullRecord {
  const pull = context.state.pulls.find((candidate) => candidate.number === Number(context.params.number));
  if (!pull) throw new ApiError(404, "Not Found");
  return pull;
}

/** `owner:branch` or `branch`, as the API takes `head`. */
function branchOf(context: RouteContext, head: string): string {
  const colon = head.indexOf(":");
  if (colon < 0) return head;
  if (head.slice(0, colon) !== context.params.owner) throw new ApiError(422, "Forks are not served by the stand-in");
  return head.slice(colon + 1);
}

async function listPulls(context: RouteContext): Promise<Answer> {
  const state = context.query.get("state") ?? "open";
  const head = context.query.get("head");
  const base = context.query.get("base");
  const pulls = context.state.pulls.filter(
    (pull) => (state === "all" || pull.state === state) && (!head || pull.head === branchOf(context, head)) && (!base || pull.base === base),
  );
  return { status: 200, body: await Promise.all(pulls.map((pull) => pullJson(context, pull, false))) };
}

async function createPull(context: RouteContext): Promise<Answer> {
  const { body, state, objects } = context;
  if (typeof body.head !== "string" || typeof body.base !== "string") throw new ApiError(422, "Validation Failed");
  const head = branchOf(context, body.head);
  const base = body.base;
  const headSha = await objects.readRef(`refs/heads/${head}`);
  const baseSha = await objects.readRef(`refs/heads/${base}`);
  if (!headSha || !baseSha) throw new ApiError(422, "Validation Failed: head or base does not exist");
  if (state.pulls.some((pull) => pull.state === "open" && pull.head === head && pull.base === base)) {
    throw new ApiError(422, `Validation Failed: A pull request already exists for ${context.params.owner}:${head}.`);
  }
  if (await objects.isAncestor(headSha, baseSha)) throw new ApiError(422, `Validation Failed: No commits between ${base} and ${head}`);
  const pull: PullRecord = {
    number: state.pulls.length + 1,
    title: typeof body.title === "string" ? body.title : head,
    body: typeof body.body === "string" ? body.body : "",
    head,
    base,
    state: "open",
    merged: false,
    author: context.user.login,
    createdAt: new Date().toISOString(),
  };
  state.pulls.push(pull);
  return { status: 201, body: await pullJson(context, pull, true) };
}

async function getPull(context: RouteContext): Promise<Answer> {
  return { status: 200, body: await pullJson(context, findPull(context), true) };
}

async function mergePull(context: RouteContext): Promise<Answer> {
  const { objects, body } = context;
  const pull = findPull(context);
  if (pull.state !== "open") throw new ApiError(405, "Pull Request is not mergeable");
  if (body.merge_method !== undefined && body.merge_method !== "merge") throw new ApiError(405, "The stand-in makes merge commits only");
  const headSha = await objects.readRef(`refs/heads/${pull.head}`);
  const baseSha = await objects.readRef(`refs/heads/${pull.base}`);
  if (!headSha || !baseSha) throw new ApiError(405, "Pull Request is not mergeable");
  if (typeof body.sha === "string" && body.sha !== headSha) throw new ApiError(409, "Head branch was modified. Review and try the merge again.");
  const tree = await objects.mergeTrees(baseSha, headSha);
  if (!tree) throw new ApiError(405, "Pull Request is not mergeable");
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
  const user = context.user;
  const identity = { name: user.name ?? user.login, email: user.email ?? `${user.login}@users.noreply.github.com`, date: now };
  const title = typeof body.commit_title === "string" ? body.commit_title : `Merge pull request #${pull.number} from ${context.params.owner}/${pull.head}`;
  const message = `${title}\n\n${typeof body.commit_message === "string" ? body.commit_message : pull.title}\n`;
  const sha = await objects.writeCommit({ tree, parents: [baseSha, headSha], message, author: identity, committer: { name: "GitHub", email: "noreply@github.com", date: now } });
  if (!(await objects.swapRef(`refs/heads/${pull.base}`, sha, baseSha))) throw new ApiError(409, "Base branch was modified. Review and try the merge again.");
  pull.state = "closed";
  pull.merged = true;
  pull.mergeCommit = sha;
  return { status: 200, body: { sha, merged: true, message: "Pull Request successfully merged" } };
}

export const pullRoutes = [
  route("GET", `${repo}/pulls`, listPulls),
  route("POST", `${repo}/pulls`, createPull),
  route("GET", `${repo}/pulls/{number}`, getPull),
  route("PUT", `${repo}/pulls/{number}/merge`, mergePull),
];
