/**
 * Reads a repository through the Git Database API: branch heads (revalidated by ETag), and
 * commits, trees and blobs by SHA, which never change and so come from the cache once read.
 */
import { StoreFailure, type FileVersion } from "../content-store.ts";
import { base64ToText } from "./base64.ts";
import type { BlobCache } from "./blob-cache.ts";
import type { GitHubApi } from "./github-api.ts";

export interface RepositoryName {
  owner: string;
  repo: string;
}

export interface CommitInfo {
  sha: string;
  tree: string;
  url?: string;
}

export interface TreeEntry {
  path: string;
  type: string;
  sha: string;
}

export interface LastChange {
  author?: string;
  date?: string;
  message?: string;
  url?: string;
}

/** How far back a file's history is read: GitHub's largest page of commits. */
const historyLength = 100;

/** GitHub pages the branch list; a site's repository has far fewer branches than this. */
const branchesPerPage = 100;

export function createRepositoryReader(api: GitHubApi, cache: BlobCache, name: RepositoryName) {
  const repo = { owner: name.owner, repo: name.repo };

  /** The commit a branch points at, or undefined when there is no such branch. */
  async function headOf(branch: string): Promise<string | undefined> {
    try {
      const ref = await api.read<{ object: { sha: string } }>(`Reading branch ${branch}`, "GET /repos/{owner}/{repo}/git/ref/{ref}", { ...repo, ref: `heads/${branch}` });
      return ref.object.sha;
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "not-found") return undefined;
      throw error;
    }
  }

  /**
   * Every branch's head from one listing (one request, revalidated by ETag, where reading the
   * editor's branch and the base branch costs two, and the 404 of a branch not made yet cannot
   * be revalidated). Lists are sorted by name, so a branch missing from a full page may be on
   * the next: that one is read by itself.
   */
  async function branchHeads(): Promise<(branch: string) => Promise<string | undefined>> {
    const refs = await api.read<{ ref: string; object: { sha: string } }[]>("Reading the branches", "GET /repos/{owner}/{repo}/git/matching-refs/{ref}", {
      ...repo,
      ref: "heads/",
      per_page: branchesPerPage,
    });
    const listed = new Map(refs.map((ref) => [ref.ref.replace(/^refs\/heads\//, ""), ref.object.sha]));
    const complete = refs.length < branchesPerPage;
    return async (branch) => listed.get(branch) ?? (complete ? undefined : headOf(branch));
  }

  async function commitOf(sha: string): Promise<CommitInfo> {
    const key = `commit ${sha}`;
    const cached = await cache.get(key);
    if (cached) return JSON.parse(cached) as CommitInfo;
    const commit = await api.send<{ sha: string; tree: { sha: string }; html_url?: string }>(`Reading commit ${sha}`, "GET /repos/{owner}/{repo}/git/commits/{commit_sha}", {
      ...repo,
      commit_sha: sha,
    });
    const info: CommitInfo = { sha: commit.sha, tree: commit.tree.sha, ...(commit.html_url ? { url: commit.html_url } : {}) };
    await cache.set(key, JSON.stringify(info));
    return info;
  }

  /** Notes a commit the store made itself, so reading it back costs no request. */
  async function rememberCommit(info: CommitInfo): Promise<void> {
    await cache.set(`commit ${info.sha}`, JSON.stringify(info));
  }

  /** Every file under a tree (its folders are left out: nothing reads them), read once with `recursive=1`. */
  async function treeOf(sha: string): Promise<TreeEntry[]> {
    const key = `tree ${sha}`;
    const cached = await cache.get(key);
    if (cached) return JSON.parse(cached) as TreeEntry[];
    const tree = await api.send<{ tree: TreeEntry[]; truncated: boolean }>("Reading the file list", "GET /repos/{owner}/{repo}/git/trees/{tree_sha}", {
      ...repo,
      tree_sha: sha,
      recursive: "1",
    });
    // A truncated listing would drop pages silently; a site repository is far below the limit.
    if (tree.truncated) throw new StoreFailure("unavailable", "Reading the file list: GitHub cut the repository's file list short.");
    const entries = tree.tree.filter((entry) => entry.type === "blob").map(({ path, type, sha: entrySha }) => ({ path, type, sha: entrySha }));
    await cache.set(key, JSON.stringify(entries));
    return entries;
  }

  /**
   * Notes a tree the store made itself on `base`, with `written` (path → blob SHA, or null for a file deleted) over it, so
   * reading it back (the next open) costs no request. Only when `base` was read already: a
   * tree's SHA names its content, so the note can never go stale, but a guess could be wrong.
   */
  async function rememberTree(base: string, sha: string, written: ReadonlyMap<string, string | null>): Promise<void> {
    const known = await cache.get(`tree ${base}`);
    if (!known) return;
    const files = new Map((JSON.parse(known) as TreeEntry[]).filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry]));
    // A null SHA: the file was deleted by the commit.
    for (const [path, fileSha] of written) {
      if (fileSha === null) files.delete(path);
      else files.set(path, { path, type: "blob", sha: fileSha });
    }
    await cache.set(`tree ${sha}`, JSON.stringify([...files.values()]));
  }

  /** Notes the text of a file the store wrote, by its blob SHA. */
  async function rememberBlob(sha: string, text: string): Promise<void> {
    await cache.set(`blob ${sha}`, text);
  }

  async function blobText(sha: string, path: string): Promise<string> {
    const key = `blob ${sha}`;
    const cached = await cache.get(key);
    if (cached !== undefined) return cached;
    const blob = await api.send<{ content: string }>(`Reading ${path}`, "GET /repos/{owner}/{repo}/git/blobs/{file_sha}", { ...repo, file_sha: sha });
    const text = base64ToText(blob.content);
    await cache.set(key, text);
    return text;
  }

  /** Who last changed `path` on the way to `head`, for the editor to see whose change meets theirs. */
  async function lastChangeOf(path: string, head: string): Promise<LastChange> {
    type Listed = { html_url: string; commit: { author: { name?: string; date?: string } | null; message: string } };
    const commits = await api.send<Listed[]>(`Reading the history of ${path}`, "GET /repos/{owner}/{repo}/commits", { ...repo, path, sha: head, per_page: 1 });
    const last = commits[0];
    if (!last) return {};
    return { author: last.commit.author?.name, date: last.commit.author?.date, message: last.commit.message, url: last.html_url };
  }

  /**
   * The commits that changed `path` on the way to `head`, newest first ("List commits" with a
   * path): a commit's history never changes, so it is read once per head.
   */
  async function historyOf(path: string, head: string): Promise<FileVersion[]> {
    const key = `history ${path} ${head}`;
    const cached = await cache.get(key);
    if (cached) return JSON.parse(cached) as FileVersion[];
    type Listed = { sha: string; commit: { author: { name?: string; date?: string } | null } };
    const commits = await api.send<Listed[]>(`Reading the history of ${path}`, "GET /repos/{owner}/{repo}/commits", { ...repo, path, sha: head, per_page: historyLength });
    const versions = commits.map((listed) => ({
      version: listed.sha,
      ...(listed.commit.author?.date ? { date: listed.commit.author.date } : {}),
      ...(listed.commit.author?.name ? { author: listed.commit.author.name } : {}),
    }));
    await cache.set(key, JSON.stringify(versions));
    return versions;
  }

  /** A file's text at a commit ("Get repository content"), or undefined when the file was not there; kept once read. */
  async function textAt(path: string, commit: string): Promise<string | undefined> {
    const key = `text ${path} ${commit}`;
    const cached = await cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const file = await api.send<{ type: string; content?: string; encoding?: string }>(`Reading an earlier ${path}`, "GET /repos/{owner}/{repo}/contents/{path}", { ...repo, path, ref: commit });
      if (file.type !== "file" || file.content === undefined) return undefined;
      const text = base64ToText(file.content);
      await cache.set(key, text);
      return text;
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "not-found") return undefined;
      throw error;
    }
  }

  return { branchHeads, commitOf, rememberCommit, treeOf, rememberTree, blobText, rememberBlob, lastChangeOf, historyOf, textAt };
}

export type RepositoryReader = ReturnType<typeof createRepositoryReader>;
