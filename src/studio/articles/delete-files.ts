/**
 * Deleting an article (and its translation, when the editor says so) as one change: one
 * commit on GitHub. A file someone changed since the studio read it is not deleted over
 * their change: nothing is written, and the editor is told whose change it was.
 */
import type { StudioFile } from "../protocol.ts";
import type { ContentStore } from "../store/content-store.ts";

export class NotDeleted extends Error {
  override name = "NotDeleted";
}

export async function deleteFiles(store: ContentStore, files: readonly StudioFile[], head: string, message: string): Promise<{ head: string }> {
  const outcome = await store.commit({ files: files.map((file) => ({ path: file.path, text: "", baseVersion: file.version, deleted: true })), media: [], message, baseHead: head });
  if (outcome.saved) return { head: outcome.head };
  const who = outcome.conflicts.map((conflict) => conflict.author).find(Boolean);
  throw new NotDeleted(`it was changed ${who ? `by ${who} ` : ""}since you opened it. Open it again to see their change, then delete it if you still want to.`);
}
