/**
 * GitHub's Git Database API (refs, commits, trees, blobs) over the bare repository. A client
 * saves by posting blobs, a tree on a base tree, a commit, then moving a ref; the ref moves
 * only by compare-and-swap, and only forward unless the client forces it.
 */
import { ApiError, type Answer } from "./http-kit.ts";
import type { CommitObject, TreeChange } from "./git-objects.ts";
import { route, type RouteContext } from "./router.ts";

const repo = "/repos/{owner}/{repo}";

export function refJson(context: RouteContext, branch: string, sha: string) {
  return {
    ref: `refs/heads/${branch}`,
    node_id: `REF_${branch}`,
    url: context.apiUrl(`git/refs/heads/${branch}`),
    object: { sha, type: "commit", url: context.apiUrl(`git/commits/${sha}`) },
  };
}

export function gitCommitJson(context: RouteContext, commit: CommitObject) {
  return {
    sha: commit.sha,
    node_id: `C_${commit.sha}`,
    url: context.apiUrl(`git/commits/${commit.sha}`),
    html_url: context.htmlUrl(`commit/${commit.sha}`),
    author: commit.author,
    committer: commit.committer,
    message: commit.message.replace(/\n$/, ""),
    tree: { sha: commit.tree, url: context.apiUrl(`git/trees/${commit.tree}`) },
    parents: commit.parents.map((sha) => ({ sha, url: context.apiUrl(`git/commits/${sha}`), html_url: context.htmlUrl(`commit/${sha}`) })),
  };
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value === "") throw new ApiError(422, `Invalid request.\n\n"${field}" wasn't supplied.`);
  return value;
}

function branchOfRef(ref: string): string {
  if (!ref.startsWith("refs/heads/")) throw new ApiError(422, "Reference name must start with 'refs/heads/'");
  return ref.slice("refs/heads/".length);
}

async function commitOrFail(context: RouteContext, sha: string): Promise<CommitObject> {
  const commit = await context.objects.readCommit(sha);
  if (!commit) throw new ApiError(422, `Object does not exist: ${sha}`);
  return commit;
}

async function getRef(context: RouteContext): Promise<Answer> {
  const branch = context.params.branch!;
  const sha = await context.objects.readRef(`refs/heads/${branch}`);
  if (!sha) throw new ApiError(404, "Not Found");
  return { status: 200, body: refJson(context, branch, sha) };
}

/**
 * "List matching references": the branches whose full name starts with `refs/{ref}` (so
 * `heads/` is every branch, and `heads/studio/al` finds studio/alice), [] when none, a page at
 * a time as GitHub pages its lists (`per_page`, 30 when absent and at most 100, and `page`).
 * Branches only: the stand-in has no tags.
 */
async function listMatchingRefs(context: RouteContext): Promise<Answer> {
  const prefix = `refs/${context.params.ref!}`;
  const perPage = Math.min(100, Number(context.query.get("per_page") ?? 30) || 30);
  const page = Math.max(1, Number(context.query.get("page") ?? 1) || 1);
  const matching = (await context.objects.listBranches()).filter(({ branch }) => `refs/heads/${branch}`.startsWith(prefix));
  return { status: 200, body: matching.slice((page - 1) * perPage, page * perPage).map(({ branch, sha }) => refJson(context, branch, sha)) };
}

async function createRef(context: RouteContext): Promise<Answer> {
  const branch = branchOfRef(text(context.body.ref, "ref"));
  const sha = text(context.body.sha, "sha");
  await commitOrFail(context, sha);
  if (!(await context.objects.swapRef(`refs/heads/${branch}`, sha, undefined))) throw new ApiError(422, "Reference already exists");
  return { status: 201, body: refJson(context, branch, sha) };
}

async function updateRef(context: RouteContext): Promise<Answer> {
  const branch = context.params.branch!;
  const ref = `refs/heads/${branch}`;
  const sha = text(context.body.sha, "sha");
  const force = context.body.force === true;
  if (force) context.state.forceRequests.push({ ref, sha });
  await commitOrFail(context, sha);
  const current = await context.objects.readRef(ref);
  if (!current) throw new ApiError(422, "Reference does not exist");
  if (!force && !(await context.objects.isAncestor(current, sha))) throw new ApiError(422, "Update is not a fast forward");
  // Compare-and-swap: a writer that moved the ref since we read it makes this fail, not vanish.
  if (!(await context.objects.swapRef(ref, sha, current))) throw new ApiError(422, "Update is not a fast forward");
  return { status: 200, body: refJson(context, branch, sha) };
}

async function deleteRef(context: RouteContext): Promise<Answer> {
  const ref = `refs/heads/${context.params.branch!}`;
  const current = await context.objects.readRef(ref);
  if (!current || !(await context.objects.deleteRef(ref, current))) throw new ApiError(422, "Reference does not exist");
  return { status: 204 };
}

async function getCommit(context: RouteContext): Promise<Answer> {
  const commit = await context.objects.readCommit(context.params.sha!);
  if (!commit) throw new ApiError(404, "Not Found");
  return { status: 200, body: gitCommitJson(context, commit) };
}

async function createCommit(context: RouteContext): Promise<Answer> {
  const { body, user, objects } = context;
  const tree = text(body.tree, "tree");
  if ((await objects.typeOf(tree)) !== "tree") throw new ApiError(422, "Tree SHA does not exist");
  const parents = Array.isArray(body.parents) ? body.parents.map((parent) => text(parent, "parents")) : [];
  for (const parent of parents) await commitOrFail(context, parent);
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
  const identity = { name: user.name ?? user.login, email: user.email ?? `${user.login}@users.noreply.github.com`, date: now };
  const given = (body.author ?? {}) as Partial<typeof identity>;
  const author = { name: given.name ?? identity.name, email: given.email ?? identity.email, date: given.date ?? now };
  const sha = await objects.writeCommit({ tree, parents, message: typeof body.message === "string" ? body.message : "", author, committer: identity });
  return { status: 201, body: gitCommitJson(context, (await objects.readCommit(sha))!) };
}

async function getTree(context: RouteContext): Promise<Answer> {
  const sha = context.params.sha!;
  const recursive = ["1", "true"].includes(context.query.get("recursive") ?? "");
  const entries = await context.objects.readTree(sha, recursive);
  if (!entries) throw new ApiError(404, "Not Found");
  const treeSha = await context.objects.treeShaOf(sha);
  return {
    status: 200,
    body: {
      sha: treeSha,
      url: context.apiUrl(`git/trees/${treeSha}`),
      tree: entries.map((entry) => ({ ...entry, url: context.apiUrl(`git/${entry.type === "tree" ? "trees" : "blobs"}/${entry.sha}`) })),
      truncated: false,
    },
  };
}

async function createTree(context: RouteContext): Promise<Answer> {
  const { body, objects } = context;
  const base = typeof body.base_tree === "string" ? body.base_tree : undefined;
  if (base && !["tree", "commit"].includes((await objects.typeOf(base)) ?? "")) throw new ApiError(422, "base_tree is not a valid tree oid");
  if (!Array.isArray(body.tree)) throw new ApiError(422, 'Invalid request.\n\n"tree" wasn\'t supplied.');
  const changes: TreeChange[] = [];
  for (const raw of body.tree as Record<string, unknown>[]) {
    const path = text(raw.path, "path");
    const mode = typeof raw.mode === "string" ? raw.mode : "100644";
    if (raw.type === "tree" || mode === "040000") throw new ApiError(422, "The stand-in writes file entries only");
    if (typeof raw.content === "string") changes.push({ path, mode, sha: await objects.writeBlob(Buffer.from(raw.content, "utf8")) });
    else if (raw.sha === null) changes.push({ path, mode, sha: null });
    else {
      const sha = text(raw.sha, "sha");
      if ((await objects.typeOf(sha)) !== "blob") throw new ApiError(422, `tree.sha ${sha} is not a valid blob`);
      changes.push({ path, mode, sha });
    }
  }
  const sha = await objects.writeTree(base && (await objects.treeShaOf(base)), changes);
  const entries = (await objects.readTree(sha, false))!;
  return {
    status: 201,
    body: { sha, url: context.apiUrl(`git/trees/${sha}`), tree: entries.map((entry) => ({ ...entry, url: context.apiUrl(`git/blobs/${entry.sha}`) })), truncated: false },
  };
}

async function getBlob(context: RouteContext): Promise<Answer> {
  const sha = context.params.sha!;
  const content = await context.objects.readBlob(sha);
  if (!content) throw new ApiError(404, "Not Found");
  // GitHub wraps the base64 at 60 characters; clients must join the lines.
  const base64 = content.toString("base64").replace(/(.{60})/g, "$1\n");
  return { status: 200, body: { sha, node_id: `B_${sha}`, size: content.length, url: context.apiUrl(`git/blobs/${sha}`), content: base64, encoding: "base64" } };
}

async function createBlob(context: RouteContext): Promise<Answer> {
  const content = context.body.content;
  if (typeof content !== "string") throw new ApiError(422, 'Invalid request.\n\n"content" wasn\'t supplied.');
  const encoding = context.body.encoding ?? "utf-8";
  if (encoding !== "utf-8" && encoding !== "base64") throw new ApiError(422, `encoding must be utf-8 or base64`);
  const sha = await context.objects.writeBlob(Buffer.from(content, encoding === "base64" ? "base64" : "utf8"));
  return { status: 201, body: { sha, url: context.apiUrl(`git/blobs/${sha}`) } };
}

export const gitDatabaseRoutes = [
  route("GET", `${repo}/git/ref/heads/{branch+}`, getRef),
  route("GET", `${repo}/git/refs/heads/{branch+}`, getRef),
  route("GET", `${repo}/git/matching-refs/{ref+}`, listMatchingRefs),
  route("POST", `${repo}/git/refs`, createRef),
  route("PATCH", `${repo}/git/refs/heads/{branch+}`, updateRef),
  route("DELETE", `${repo}/git/refs/heads/{branch+}`, deleteRef),
  route("GET", `${repo}/git/commits/{sha}`, getCommit),
  route("POST", `${repo}/git/commits`, createCommit),
  route("GET", `${repo}/git/trees/{sha}`, getTree),
  route("POST", `${repo}/git/trees`, createTree),
  route("GET", `${repo}/git/blobs/{sha}`, getBlob),
  route("POST", `${repo}/git/blobs`, createBlob),
];
