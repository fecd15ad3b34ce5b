/** The GitHub store on a stand-in whose repository holds two pages' worth of content. */
import { memoryBlobCache, type BlobCache } from "../../../../src/studio/store/github/blob-cache.ts";
import { createGitHubStore, type GitHubStoreOptions } from "../../../../src/studio/store/github/github-store.ts";
import type { CommitRequest, Snapshot } from "../../../../src/studio/store/content-store.ts";
import type { GitHubStandIn } from "../../../../scripts/github-stand-in/index.ts";

export { aboutYaml, seededStandIn, siteYaml, stopStandIn } from "../../../github-stand-in/stand-in-fixture.ts";

export function storeOn(standIn: GitHubStandIn, token = "alice-token", extra: Partial<GitHubStoreOptions> & { cache?: BlobCache } = {}) {
  return createGitHubStore({ apiUrl: standIn.url, repository: "saf/site", branch: "main", token, cache: memoryBlobCache(), ...extra });
}

/** An open with every listed entry read too, as the studio holds an entry once the editor opens it. */
export async function openAll(store: ReturnType<typeof storeOn>): Promise<Snapshot> {
  const snapshot = await store.open();
  const entries = await store.readListed(snapshot.listed ?? []);
  return { ...snapshot, files: [...snapshot.files, ...entries].sort((a, b) => a.path.localeCompare(b.path)), listed: [] };
}

/** A save of one file's new text, made on the snapshot the editor opened. */
export function edit(snapshot: Snapshot, path: string, change: (text: string) => string, message = `Edit ${path}`): CommitRequest {
  const file = snapshot.files.find((candidate) => candidate.path === path)!;
  return { files: [{ path, text: change(file.text), baseVersion: file.version }], media: [], message, baseHead: snapshot.head };
}

/** Lines a commit adds or removes, without the diff's headers. */
export async function changedLines(standIn: GitHubStandIn, commit: string): Promise<string[]> {
  const diff = await standIn.git(["show", "--format=", commit]);
  return diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

/** Requests made while `action` ran, as `METHOD path status`. */
export async function requestsDuring(standIn: GitHubStandIn, action: () => Promise<unknown>): Promise<string[]> {
  const before = standIn.requests.length;
  await action();
  return standIn.requests.slice(before).map((request) => `${request.method} ${request.path.replace(/\?.*/, "")} ${request.status}`);
}
