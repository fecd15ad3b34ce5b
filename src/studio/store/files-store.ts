/**
 * The files store: content in the project folder, through the dev server's endpoints
 * (scripts/studio/), under `npm run dev`. Versions are digests of the text on disk; a
 * commit writes every file or none, and a file changed on disk since it was read is a
 * conflict, never overwritten.
 */
import { studioApi, type Refusal, type StudioContent } from "../protocol.ts";
import { StoreFailure, type ContentStore, type Snapshot } from "./content-store.ts";

async function call<T>(fetcher: typeof fetch, action: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(`${studioApi}/${action}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new StoreFailure("unavailable", "The dev server does not answer: is `npm run dev` still running?");
  }
  const answer = (await response.json()) as T | Refusal;
  if (response.ok) return answer as T;
  const message = (answer as Refusal).message;
  throw new StoreFailure(response.status === 404 ? "not-found" : response.status === 422 || response.status === 409 ? "refused" : "unavailable", message, { status: response.status });
}

export function createFilesStore(fetcher: typeof fetch = (...args) => fetch(...args)): ContentStore {
  const snapshotOf = (content: StudioContent): Snapshot => ({
    files: content.files.map(({ path, text, version }) => ({ path, text, version })),
    media: content.media,
    head: "disk",
  });
  return {
    kind: "files",
    open: async () => snapshotOf(await call<StudioContent>(fetcher, "content")),
    async reread(paths) {
      const snapshot = snapshotOf(await call<StudioContent>(fetcher, "content"));
      return { files: snapshot.files.filter((file) => paths.includes(file.path)), head: snapshot.head };
    },
    commit: (request) => call(fetcher, "commit", { ...request, media: [] }),
  };
}
