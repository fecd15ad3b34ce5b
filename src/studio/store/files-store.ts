/**
 * The files store: content in the project folder, through the dev server's endpoints
 * (scripts/studio/), under `npm run dev`. Versions are digests of the text on disk; a
 * commit writes every file or none, and a file changed on disk since it was read is a
 * conflict, never overwritten.
 */
import { call, RefusedError } from "../api.ts";
import type { FilesCommitRequest, StudioContent } from "../protocol.ts";
import { bytesToBase64 } from "./github/base64.ts";
import { StoreFailure, type ContentStore, type FileHistory, type Snapshot } from "./content-store.ts";

/** The dev server's endpoints (api.ts), their refusals put as the store's failures. */
async function request<T>(fetcher: typeof fetch | undefined, action: string, body?: unknown): Promise<T> {
  try {
    return await call<T>(action, body, fetcher);
  } catch (error) {
    if (!(error instanceof RefusedError)) throw new StoreFailure("unavailable", "The dev server does not answer: is `npm run dev` still running?");
    const kind = error.status === 404 ? "not-found" : error.status === 422 || error.status === 409 ? "refused" : "unavailable";
    throw new StoreFailure(kind, error.message, { status: error.status });
  }
}

export function createFilesStore(fetcher?: typeof fetch): ContentStore {
  const snapshotOf = (content: StudioContent): Snapshot => ({
    files: content.files.map(({ path, text, version }) => ({ path, text, version })),
    media: content.media,
    head: "disk",
  });
  return {
    kind: "files",
    open: async () => snapshotOf(await request<StudioContent>(fetcher, "content")),
    async reread(paths) {
      const snapshot = snapshotOf(await request<StudioContent>(fetcher, "content"));
      return { files: snapshot.files.filter((file) => paths.includes(file.path)), head: snapshot.head };
    },
    // Added pictures travel as base64 in the same request: the dev server writes them and the files together, or nothing.
    commit: (commitRequest) => request(fetcher, "commit", { ...commitRequest, media: commitRequest.media.map((medium) => ({ path: medium.path, base64: bytesToBase64(medium.bytes) })) } satisfies FilesCommitRequest),
    history: (path) => request<FileHistory>(fetcher, "history", { path }),
    readAt: async (path, version) => (await request<{ text: string | null }>(fetcher, "read-at", { path, version })).text ?? undefined,
  };
}
