/**
 * The English a body block had when it was translated, from the English file's git history:
 * a translation records only a fingerprint, which cannot give the text back, so versions of
 * the file are read newest first until one has a block with that fingerprint. Without git, or
 * past a shallow clone's history, there is no answer and the report quotes the English as it
 * now reads alone.
 */
import { execFileSync } from "node:child_process";
import type { Collection } from "../../src/content/collections/declaration.ts";
import { collectionOfEntry } from "../../src/validation/collections/declarations.ts";
import { readEntryFile } from "../../src/validation/collections/entry-file.ts";
import { blocksOfBody } from "../../src/validation/translation-body.ts";
import { fingerprint } from "../../src/validation/translations.ts";
import type { EarlierBlock } from "./translation-report.ts";

/** Versions read at most, per file: enough for a translation some months behind. */
const versionsRead = 50;

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

export function earlierBlockFromGit(root: string, collections: readonly Collection[]): EarlierBlock {
  // Each version's blocks by their fingerprint, read once for every block asked about.
  const versions = new Map<string, Map<string, string>[]>();
  const blocksOf = (path: string) => {
    let found = versions.get(path);
    if (!found) {
      const commits = (git(root, ["log", `-n${versionsRead}`, "--format=%H", "--", path]) ?? "").split("\n").filter(Boolean);
      found = commits.map((commit) => {
        const text = git(root, ["show", `${commit}:${path}`]);
        const collection = collectionOfEntry(collections, path);
        const file = text === undefined || !collection ? undefined : readEntryFile({ path, text, kind: "entry" }, collection).file;
        return new Map((file ? blocksOfBody(file.body) : []).map((block) => [fingerprint(block.text), block.text]));
      });
      versions.set(path, found);
    }
    return found;
  };
  return (path, mark) => blocksOf(path).find((blocks) => blocks.has(mark))?.get(mark);
}
