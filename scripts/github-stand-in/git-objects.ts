/**
 * The git operations behind the Git Database endpoints, read from and written to the bare
 * repository itself: objects with `hash-object`, `mktree`-free trees through a temporary
 * index, commits with `commit-tree`, refs with `update-ref` given the old value, so two
 * writers racing on one ref cannot both win.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Git } from "./git-runner.ts";

const zeroSha = "0".repeat(40);

export interface Person {
  name: string;
  email: string;
  /** ISO 8601. */
  date: string;
}

export interface CommitObject {
  sha: string;
  tree: string;
  parents: string[];
  author: Person;
  committer: Person;
  message: string;
}

export interface TreeEntry {
  path: string;
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  size?: number;
}

/** A change to a tree as `POST git/trees` names it; a null sha deletes the path. */
export interface TreeChange {
  path: string;
  mode: string;
  sha: string | null;
}

export function gitObjects(git: Git) {
  async function typeOf(sha: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{4,40}$/.test(sha)) return undefined;
    const { stdout, code } = await git.raw(["cat-file", "-t", sha], { okCodes: [1, 128] });
    return code === 0 ? stdout.toString().trim() : undefined;
  }

  function parsePerson(line: string): Person {
    const match = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line);
    if (!match) return { name: line, email: "", date: new Date(0).toISOString() };
    return { name: match[1]!, email: match[2]!, date: new Date(Number(match[3]) * 1000).toISOString().replace(/\.000Z$/, "Z") };
  }

  async function readCommit(sha: string): Promise<CommitObject | undefined> {
    if ((await typeOf(sha)) !== "commit") return undefined;
    const full = await git.text(["rev-parse", sha]);
    const body = await git.text(["cat-file", "commit", full]);
    const split = body.indexOf("\n\n");
    const headers = (split < 0 ? body : body.slice(0, split)).split("\n");
    const commit: CommitObject = { sha: full, tree: "", parents: [], author: parsePerson(""), committer: parsePerson(""), message: split < 0 ? "" : body.slice(split + 2) };
    for (const header of headers) {
      const [key, ...rest] = header.split(" ");
      const value = rest.join(" ");
      if (key === "tree") commit.tree = value;
      else if (key === "parent") commit.parents.push(value);
      else if (key === "author") commit.author = parsePerson(value);
      else if (key === "committer") commit.committer = parsePerson(value);
    }
    return commit;
  }

  async function readTree(sha: string, recursive: boolean): Promise<TreeEntry[] | undefined> {
    const type = await typeOf(sha);
    if (type !== "tree" && type !== "commit") return undefined;
    const args = ["ls-tree", "--long", "-z", ...(recursive ? ["-r", "-t"] : []), sha];
    const listing = (await git.raw(args)).stdout.toString("utf8");
    return listing
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf("\t");
        const [mode, type, object, size] = line.slice(0, tab).split(/\s+/);
        const entry: TreeEntry = { path: line.slice(tab + 1), mode: mode!, type: type as TreeEntry["type"], sha: object! };
        if (type === "blob") entry.size = Number(size);
        return entry;
      });
  }

  async function treeShaOf(sha: string): Promise<string> {
    return git.text(["rev-parse", `${sha}^{tree}`]);
  }

  async function readBlob(sha: string): Promise<Buffer | undefined> {
    if ((await typeOf(sha)) !== "blob") return undefined;
    return (await git.raw(["cat-file", "blob", sha])).stdout;
  }

  /**
   * Many objects in one `git cat-file --batch`: by SHA, or by `<rev>:<path>` as GraphQL's
   * `object(expression:)` names them. Undefined for a name git does not find.
   */
  async function readObjects(names: readonly string[]): Promise<({ sha: string; type: string; content: Buffer } | undefined)[]> {
    if (names.length === 0) return [];
    const { stdout } = await git.raw(["cat-file", "--batch"], { input: names.map((objectName) => `${objectName}\n`).join("") });
    const found: ({ sha: string; type: string; content: Buffer } | undefined)[] = [];
    let at = 0;
    for (let index = 0; index < names.length; index++) {
      const end = stdout.indexOf(10, at);
      const header = stdout.subarray(at, end).toString("utf8");
      at = end + 1;
      const match = /^([0-9a-f]{40}) (\w+) (\d+)$/.exec(header);
      if (!match) {
        found.push(undefined);
        continue;
      }
      const size = Number(match[3]);
      found.push({ sha: match[1]!, type: match[2]!, content: stdout.subarray(at, at + size) });
      at += size + 1;
    }
    return found;
  }

  /** The object at `filePath` in a commit's tree (`<commit>:<path>`), or undefined when the path is not there. */
  async function objectAt(commit: string, filePath: string): Promise<{ sha: string; type: string } | undefined> {
    const sha = await git.text(["rev-parse", "-q", "--verify", `${commit}:${filePath}`], { okCodes: [1, 128] });
    if (!sha) return undefined;
    const type = await typeOf(sha);
    return type ? { sha, type } : undefined;
  }

  async function writeBlob(content: Buffer): Promise<string> {
    return git.text(["hash-object", "-w", "--stdin"], { input: content });
  }

  /** Applies `changes` to `baseTree` (or to nothing) and answers the new tree's SHA. */
  async function writeTree(baseTree: string | undefined, changes: readonly TreeChange[]): Promise<string> {
    const indexDir = await mkdtemp(path.join(tmpdir(), "github-stand-in-index-"));
    const env = { GIT_INDEX_FILE: path.join(indexDir, "index") };
    try {
      await git.raw(baseTree ? ["read-tree", baseTree] : ["read-tree", "--empty"], { env });
      const lines = changes.map((change) => (change.sha === null ? `0 ${zeroSha}\t${change.path}\0` : `${change.mode} ${change.sha}\t${change.path}\0`));
      await git.raw(["update-index", "-z", "--index-info"], { env, input: lines.join("") });
      return await git.text(["write-tree"], { env });
    } finally {
      await rm(indexDir, { recursive: true, force: true });
    }
  }

  async function writeCommit(options: { tree: string; parents: readonly string[]; message: string; author: Person; committer: Person }): Promise<string> {
    const env = {
      GIT_AUTHOR_NAME: options.author.name,
      GIT_AUTHOR_EMAIL: options.author.email,
      GIT_AUTHOR_DATE: options.author.date,
      GIT_COMMITTER_NAME: options.committer.name,
      GIT_COMMITTER_EMAIL: options.committer.email,
      GIT_COMMITTER_DATE: options.committer.date,
    };
    const parents = options.parents.flatMap((parent) => ["-p", parent]);
    return git.text(["commit-tree", options.tree, ...parents, "-F", "-"], { input: options.message, env });
  }

  async function readRef(ref: string): Promise<string | undefined> {
    const sha = await git.text(["rev-parse", "-q", "--verify", `${ref}^{commit}`], { okCodes: [1, 128] });
    return sha || undefined;
  }

  /** Every branch with the commit it points at, in the order of their full names, as GitHub lists them. */
  async function listBranches(): Promise<{ branch: string; sha: string }[]> {
    const lines = await git.text(["for-each-ref", "--sort=refname", "--format=%(objectname) %(refname:strip=2)", "refs/heads/"]);
    return lines
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [sha, branch] = line.split(" ") as [string, string];
        return { branch, sha };
      });
  }

  /** Moves `ref` from `expected` (undefined: must not exist) to `sha`; false when it was not there. */
  async function swapRef(ref: string, sha: string, expected: string | undefined): Promise<boolean> {
    const { code } = await git.raw(["update-ref", ref, sha, expected ?? ""], { okCodes: [1, 128] });
    return code === 0;
  }

  async function deleteRef(ref: string, expected: string): Promise<boolean> {
    const { code } = await git.raw(["update-ref", "-d", ref, expected], { okCodes: [1, 128] });
    return code === 0;
  }

  async function isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const { code } = await git.raw(["merge-base", "--is-ancestor", ancestor, descendant], { okCodes: [1] });
    return code === 0;
  }

  /** The newest commits reachable from `from` that touch `filePath` (all when it is empty). */
  async function log(from: string, filePath: string | undefined, limit: number): Promise<CommitObject[]> {
    const shas = await git.text(["rev-list", `--max-count=${limit}`, from, "--", ...(filePath ? [filePath] : [])]);
    const commits = await Promise.all(shas.split("\n").filter(Boolean).map(readCommit));
    return commits.filter((commit): commit is CommitObject => commit !== undefined);
  }

  /** Merges two commits' trees as `git merge` would; undefined when they conflict. */
  async function mergeTrees(base: string, head: string): Promise<string | undefined> {
    const { stdout, code } = await git.raw(["merge-tree", "--write-tree", "--no-messages", base, head], { okCodes: [1] });
    return code === 0 ? stdout.toString().split("\n")[0]!.trim() : undefined;
  }

  return { readObjects, typeOf, readCommit, readTree, treeShaOf, readBlob, objectAt, writeBlob, writeTree, writeCommit, readRef, listBranches, swapRef, deleteRef, isAncestor, log, mergeTrees };
}

export type GitObjects = ReturnType<typeof gitObjects>;
