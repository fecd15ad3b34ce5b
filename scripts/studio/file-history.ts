/**
 * The files store's history: what git knows of a content file in the working copy the dev
 * server edits (`git log`, `git show`), for the English a translation was made from. A
 * folder that is not a git working copy, or has no commit of the file, has no history.
 */
import { execFileSync } from "node:child_process";
import type { FileHistory } from "../../src/studio/store/content-store.ts";

/** content/site.yaml, content/pages/*.yaml, content/collections/*.yaml, each collection's entries (content/<folder>/*.md) and each language's: the only paths the endpoints read. */
const contentPath = /^content\/(?:[a-z]{2,3}\/)?(?:site\.yaml|(?:pages|collections)\/[a-z0-9][a-z0-9-]*\.yaml|(?!pages\/|collections\/|schema\/)[a-z][a-z0-9-]*\/[a-z0-9\p{L}][\p{L}\p{N}-]*\.md)$/u;

export function isContentPath(path: string): boolean {
  return contentPath.test(path);
}

const separator = "\u001f";

function git(root: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync("git", ["-C", root, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 16 * 1024 * 1024 });
  } catch {
    // Not a working copy, no git, or no such version: there is nothing to read.
    return undefined;
  }
}

/** The commits that changed `path` (relative to `root`), newest first. */
export function fileHistory(root: string, path: string, limit = 100): FileHistory {
  const log = git(root, ["log", `--max-count=${limit}`, `--format=%H${separator}%an${separator}%aI`, "--", path]);
  if (log === undefined) return { available: false, versions: [] };
  const versions = log
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [version, author, date] = line.split(separator) as [string, string, string];
      return { version, author, date };
    });
  return { available: true, versions };
}

/** The file's text at a commit, or undefined when it was not there. `./` makes the path relative to `root`, inside the working copy. */
export function fileAt(root: string, path: string, version: string): string | undefined {
  return git(root, ["show", `${version}:./${path}`]);
}
