/**
 * What the studio's page needs from where it runs, on top of a content store: the dev server
 * (files) or the published site (github). Studio.tsx talks only to this, so the forms,
 * validation, byte-exact edits, preview, undo and conflicts are one code for both places.
 */
import type { EditedFile, SaveOutcome } from "./editing/editing.ts";
import type { HistoryReader } from "./translation/earlier-english.ts";
import type { MediaToCommit } from "./store/content-store.ts";
import type { StudioContent, StudioFile, StudioProblem } from "./protocol.ts";

/** StudioContent and the head it was read at, which the first save names as its base. */
export interface LoadedContent extends StudioContent {
  head: string;
}

export interface StudioBackend {
  readonly kind: "files" | "github";
  /** Where unsaved edits are kept in the browser (store.ts unsavedKey): one scope per folder or repository, branch and editor. */
  readonly scope: string;
  load(): Promise<LoadedContent>;
  /** `npm run validate`'s checks on every file with the edits applied, cross-file ones included. */
  validate(files: readonly StudioFile[], edited: readonly EditedFile[], media: readonly string[]): Promise<StudioProblem[]>;
  /** Every edited file, and the media added meanwhile, as one change (github: one commit) on top of `baseHead`. */
  save(edited: readonly EditedFile[], baseHead: string, message: string, media: readonly MediaToCommit[]): Promise<SaveOutcome>;
  /** Whether the media library may add files: they go into the next save (github: its commit; files: written under public/media with it). */
  readonly addsMedia: boolean;
  /** Makes a page file from a name ("Our team"), saved at once; the new head comes back with it. */
  createPage(name: string, files: readonly StudioFile[], head: string): Promise<{ file: StudioFile; head: string }>;
  /**
   * Begins the translation of an English page into a language: its file with the English
   * structure and every text empty (translate-page.ts), saved at once as one change (github:
   * one commit); the new head comes back with it.
   */
  createTranslation(englishFile: StudioFile, language: { code: string; name: string }, head: string): Promise<{ file: StudioFile; head: string }>;
  /** Deletes files (an article, and its translation when the editor chose so) as one change (github: one commit); the new head comes back. */
  deleteFiles(files: readonly StudioFile[], head: string, message: string): Promise<{ head: string }>;
  /** A file's earlier versions and their texts (the store's history), for the English a translation was made from. */
  readonly history: HistoryReader;
  /** Entries listed without their text (`unread`: github only), read whole, for the editor opening them. */
  readEntries?(files: readonly StudioFile[]): Promise<StudioFile[]>;
  /** Where "Open in code editor" can open a file (files only). */
  openInEditor?(path: string, line: number): void;
  /** Calls `changed(path)` when a content file changes outside the studio (files only: the dev server's watcher). */
  watch?(changed: (path: string) => void): () => void;
}
