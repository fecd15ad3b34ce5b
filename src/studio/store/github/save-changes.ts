/**
 * One save as one commit, without ever forcing a ref:
 *  1. read the editor's branch head (or the base branch's, before the first save), both in one listing;
 *  2. post the blobs and a tree of them on that head's tree;
 *  3. if that tree is the head's own tree, the change is already there (an earlier attempt
 *     whose answer was lost): saved, no second commit;
 *  4. if the head moved since the edit's base, compare each touched file with the version the
 *     edit was made on: someone else's change to the same file is a conflict and nothing is
 *     written; changes elsewhere are kept and the edit goes on top of them;
 *  5. post the commit and move the branch by fast-forward (create it on the first save).
 * A ref that moved between 1 and 5 refuses the fast-forward, and the save starts over.
 */
import { StoreFailure, type CommitOutcome, type CommitRequest, type StoredFile, type TheirChange } from "../content-store.ts";
import { bytesToBase64 } from "./base64.ts";
import type { GitHubApi } from "./github-api.ts";
import type { RepositoryName, RepositoryReader } from "./repository-reader.ts";

export interface SaveTarget {
  /** `studio/<login>`: where saves go. */
  editorBranch: string;
  /** The branch the editor's branch starts from and is published into, e.g. `main`. */
  baseBranch: string;
}

interface Tip {
  sha: string;
  /** Whether the editor's branch exists yet; before the first save it does not. */
  onEditorBranch: boolean;
}

/** Thrown when the branch moved between reading it and moving it: start over. */
class BranchMoved extends Error {}

const restartsWhenMoved = 3;
const retriesWhenUnavailable = 1;

export function createSaver(api: GitHubApi, reader: RepositoryReader, name: RepositoryName) {
  const repo = { owner: name.owner, repo: name.repo };

  /** `target` may still be on its way (who is signed in): the branches are read meanwhile. */
  async function tipOf(target: SaveTarget | Promise<SaveTarget>): Promise<Tip> {
    const [{ editorBranch, baseBranch }, headOf] = await Promise.all([target, reader.branchHeads()]);
    const own = await headOf(editorBranch);
    if (own) return { sha: own, onEditorBranch: true };
    const base = await headOf(baseBranch);
    if (!base) throw new StoreFailure("not-found", `Saving: the branch ${baseBranch} is not in the repository.`);
    return { sha: base, onEditorBranch: false };
  }

  /** Blob SHAs by path; kept across attempts of one save so a retry posts only what is missing. */
  async function upload(request: CommitRequest, uploaded: Map<string, string>): Promise<void> {
    const pending = [
      ...request.files.filter((file) => !file.deleted).map((file) => ({ path: file.path, content: file.text, encoding: "utf-8" })),
      ...request.media.map((medium) => ({ path: medium.path, content: bytesToBase64(medium.bytes), encoding: "base64" })),
    ].filter((item) => !uploaded.has(item.path));
    await Promise.all(
      pending.map(async ({ path, content, encoding }) => {
        const blob = await api.send<{ sha: string }>(`Saving ${path}`, "POST /repos/{owner}/{repo}/git/blobs", { ...repo, content, encoding });
        uploaded.set(path, blob.sha);
      }),
    );
  }

  async function conflictsAt(request: CommitRequest, tipTree: string, head: string, uploaded: ReadonlyMap<string, string>): Promise<TheirChange[]> {
    const entries = new Map((await reader.treeOf(tipTree)).map((entry) => [entry.path, entry.sha]));
    const changed = request.files.filter((file) => {
      const now = entries.get(file.path) ?? null;
      // Unchanged since the edit began, or already just as this edit makes it (a deleted file: gone).
      return now !== file.baseVersion && now !== (file.deleted ? null : uploaded.get(file.path));
    });
    return Promise.all(
      changed.map(async (file): Promise<TheirChange> => {
        const sha = entries.get(file.path);
        const text = sha ? await reader.blobText(sha, file.path) : "";
        const last = await reader.lastChangeOf(file.path, head);
        const change: TheirChange = { path: file.path, file: { path: file.path, text, version: sha ?? "" } };
        for (const key of ["author", "date", "message", "url"] as const) if (last[key] !== undefined) change[key] = last[key];
        return change;
      }),
    );
  }

  function savedFiles(request: CommitRequest, uploaded: ReadonlyMap<string, string>): StoredFile[] {
    return request.files.filter((file) => !file.deleted).map((file) => ({ path: file.path, text: file.text, version: uploaded.get(file.path)! }));
  }

  async function attempt(request: CommitRequest, target: SaveTarget, uploaded: Map<string, string>): Promise<CommitOutcome> {
    const tip = await tipOf(target);
    const tipCommit = await reader.commitOf(tip.sha);
    await upload(request, uploaded);
    // A null SHA removes the path from the tree (GitHub's way to delete a file in a commit).
    const entries = [...request.files, ...request.media].map((item) => ({ path: item.path, mode: "100644", type: "blob", sha: "deleted" in item && item.deleted ? null : uploaded.get(item.path)! }));
    const tree = await api.send<{ sha: string }>("Saving", "POST /repos/{owner}/{repo}/git/trees", { ...repo, base_tree: tipCommit.tree, tree: entries });
    // What this save wrote is known here: the next open reads it back from the cache.
    await reader.rememberTree(tipCommit.tree, tree.sha, new Map(entries.map((entry) => [entry.path, entry.sha])));
    await Promise.all(request.files.filter((file) => !file.deleted).map((file) => reader.rememberBlob(uploaded.get(file.path)!, file.text)));
    if (tree.sha === tipCommit.tree) {
      return { saved: true, files: savedFiles(request, uploaded), head: tip.sha, ...(tipCommit.url ? { commitUrl: tipCommit.url } : {}) };
    }
    if (tip.sha !== request.baseHead) {
      const conflicts = await conflictsAt(request, tipCommit.tree, tip.sha, uploaded);
      if (conflicts.length > 0) return { saved: false, conflicts, head: tip.sha };
    }
    const commit = await api.send<{ sha: string; html_url?: string }>("Saving", "POST /repos/{owner}/{repo}/git/commits", {
      ...repo,
      message: request.message,
      tree: tree.sha,
      parents: [tip.sha],
    });
    await reader.rememberCommit({ sha: commit.sha, tree: tree.sha, ...(commit.html_url ? { url: commit.html_url } : {}) });
    try {
      if (tip.onEditorBranch) {
        await api.send("Saving", "PATCH /repos/{owner}/{repo}/git/refs/{ref}", { ...repo, ref: `heads/${target.editorBranch}`, sha: commit.sha, force: false });
      } else {
        await api.send("Saving", "POST /repos/{owner}/{repo}/git/refs", { ...repo, ref: `refs/heads/${target.editorBranch}`, sha: commit.sha });
      }
    } catch (error) {
      // 422: not a fast-forward, or the branch was created meanwhile: someone moved it.
      if (error instanceof StoreFailure && error.kind === "refused") throw new BranchMoved();
      throw error;
    }
    return { saved: true, files: savedFiles(request, uploaded), head: commit.sha, ...(commit.html_url ? { commitUrl: commit.html_url } : {}) };
  }

  /**
   * Saves `request` on the editor's branch. Safe to call again with the same request after any
   * failure (the studio's "Try again"): a change already committed is found, not repeated.
   */
  async function save(request: CommitRequest, target: SaveTarget): Promise<CommitOutcome> {
    const uploaded = new Map<string, string>();
    let restarts = 0;
    let retries = 0;
    for (;;) {
      try {
        return await attempt(request, target, uploaded);
      } catch (error) {
        if (error instanceof BranchMoved && restarts++ < restartsWhenMoved) continue;
        if (error instanceof StoreFailure && error.kind === "unavailable" && retries++ < retriesWhenUnavailable) continue;
        if (error instanceof BranchMoved) throw new StoreFailure("unavailable", "Saving: the branch kept moving while saving. Try again.");
        throw error;
      }
    }
  }

  return { save, tipOf };
}
