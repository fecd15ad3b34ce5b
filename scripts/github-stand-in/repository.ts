/**
 * The bare repository behind the stand-in: made empty, or seeded with a first commit on `main`
 * from files on disk (the project's `content/` and `public/media/`), as a site repository starts.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gitRunner, type Git } from "./git-runner.ts";

export async function createBareRepository(dir?: string): Promise<{ dir: string; git: Git }> {
  const repoDir = dir ?? (await mkdtemp(path.join(tmpdir(), "github-stand-in-")));
  const git = gitRunner(repoDir);
  await git.raw(["init", "--bare", "--quiet", "--initial-branch=main", repoDir]);
  return { dir: repoDir, git };
}

/** Files under `folders` of `root`, keyed by their repository path (forward slashes). */
export async function filesFromFolder(root: string, folders: readonly string[]): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const folder of folders) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      files.set(path.relative(root, absolute).split(path.sep).join("/"), await readFile(absolute));
    }
  }
  return files;
}

export interface SeedOptions {
  branch?: string;
  message?: string;
  author?: { name: string; email: string; date?: string };
}

/**
 * Commits `files` over the tree of `branch` (or as its first commit), through a throw-away
 * index, and answers the new commit's SHA: a seed, or "someone else pushed" in a test.
 * A null content deletes the file.
 */
export async function commitFiles(git: Git, files: ReadonlyMap<string, string | Buffer | null>, options: SeedOptions = {}): Promise<string> {
  const branch = options.branch ?? "main";
  const indexDir = await mkdtemp(path.join(tmpdir(), "github-stand-in-index-"));
  const env = { GIT_INDEX_FILE: path.join(indexDir, "index") };
  try {
    const parent = await git.text(["rev-parse", "-q", "--verify", `refs/heads/${branch}`], { okCodes: [1] });
    if (parent) await git.raw(["read-tree", parent], { env });
    // Every blob written by one git process, from files in the throw-away folder: a seed of
    // thousands of entries costs one process, not one each.
    const written = [...files].filter((file): file is [string, string | Buffer] => file[1] !== null);
    await Promise.all(written.map(([, content], index) => writeFile(path.join(indexDir, `blob-${index}`), content)));
    const shas = written.length === 0 ? [] : (await git.text(["hash-object", "-w", "--stdin-paths"], { input: written.map((_, index) => path.join(indexDir, `blob-${index}`)).join("\n") })).split("\n");
    const shaOf = new Map(written.map(([filePath], index) => [filePath, shas[index]!]));
    const lines = [...files].map(([filePath, content]) => (content === null ? `0 ${"0".repeat(40)}\t${filePath}` : `100644 ${shaOf.get(filePath)!}\t${filePath}`));
    await git.raw(["update-index", "-z", "--index-info"], { env, input: lines.map((line) => `${line}\0`).join("") });
    const tree = await git.text(["write-tree"], { env });
    const authorEnv: Record<string, string> = options.author
      ? { GIT_AUTHOR_NAME: options.author.name, GIT_AUTHOR_EMAIL: options.author.email, ...(options.author.date ? { GIT_AUTHOR_DATE: options.author.date } : {}) }
      : {};
    const commit = await git.text(["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"], {
      input: options.message ?? "Site content",
      env: authorEnv,
    });
    await git.raw(["update-ref", `refs/heads/${branch}`, commit, parent || ""]);
    return commit;
  } finally {
    await rm(indexDir, { recursive: true, force: true });
  }
}
