/**
 * Where the studio keeps content: one interface, an implementation per place.
 *  - files  (files-store.ts): the dev server's endpoints, on the project folder, under `npm run dev`;
 *  - github (github/): a repository on GitHub, through its REST API (v3), for `/studio/` on the
 *    published site.
 * Forms, validation, byte-exact edits (yaml-edit), the preview, undo and conflict handling sit
 * above this and never know which store they talk to. The store speaks in whole file texts and
 * their versions; it never parses YAML.
 */

/** One content file as the store holds it. */
export interface StoredFile {
  /** Repository-relative, e.g. `content/pages/about.yaml`. */
  path: string;
  text: string;
  /** What the store can check a later save against: a git blob SHA, or a digest of the text on disk. */
  version: string;
}

/** A file the store has listed without reading its text: a collection's entry, read when the editor opens it. */
export interface ListedFile {
  path: string;
  version: string;
}

/** Everything the studio needs from the store to open. */
export interface Snapshot {
  /** `content/site.yaml`, every `content/pages/*.yaml` and each collection's declaration; each entry too, but for those in `listed`. */
  files: StoredFile[];
  /**
   * The github store lists collections' entries without reading them, so that opening costs the
   * same few requests whatever their number; the studio reads the ones its lists need (github-store.ts `readListed`).
   */
  listed?: ListedFile[];
  /** Site addresses of the files under `public/media` (`/media/hero.jpg`), sorted. */
  media: string[];
  /** The head the files were read at: a commit SHA, or `disk`. Saves name it as their base. */
  head: string;
  /** The branch the files were read from (github), for the editor to see. */
  branch?: string;
}

export interface FileToCommit {
  path: string;
  /** The whole new text, made by yaml-edit from `baseVersion`'s text: only the edited lines differ. */
  text: string;
  /** The version the edits were made on; null for a new file. */
  baseVersion: string | null;
  /** Set to remove the file (an article deleted); `text` is then empty and `baseVersion` the version the editor saw. */
  deleted?: true;
}

export interface MediaToCommit {
  /** e.g. `public/media/hangar.jpg`. */
  path: string;
  bytes: Uint8Array;
}

export interface CommitRequest {
  files: FileToCommit[];
  media: MediaToCommit[];
  /** The commit message (github); the files store ignores it. */
  message: string;
  /** `Snapshot.head` (or the head of the last save) the edits were made on. */
  baseHead: string;
}

/** A file someone else changed since the studio read it. */
export interface TheirChange {
  path: string;
  /** Their text, now at the head. */
  file: StoredFile;
  /** Who changed it and when, as far as the store knows. */
  author?: string;
  date?: string;
  message?: string;
  url?: string;
}

export type CommitOutcome =
  /** Saved: the files as they now are (a deleted one left out), and the new head. */
  | { saved: true; files: StoredFile[]; head: string; commitUrl?: string }
  /**
   * Not saved, nothing written: some files changed since they were read. Files that did not
   * change are not listed; the store has already moved on over those when it could.
   */
  | { saved: false; conflicts: TheirChange[]; head: string };

/** Why a store call failed, as a kind the studio can put into words. */
export type StoreFailureKind =
  /** The sign-in is no longer accepted (401): sign in again; nothing is lost. */
  | "signed-out"
  /** The signed-in user may read but not write (403 without a rate limit). */
  | "read-only"
  /** The rate limit is used up (403 or 429 with `x-ratelimit-remaining: 0`); see `resetAt`. */
  | "rate-limited"
  /** No answer, a timeout or a 5xx: try again; nothing was saved twice. */
  | "unavailable"
  /** The repository, branch or file is not there (404). */
  | "not-found"
  /** A merge GitHub refuses (405, 409): the edit stays on its branch. */
  | "merge-conflict"
  /** The content itself was refused (422 from the dev server: invalid content). */
  | "refused";

export class StoreFailure extends Error {
  constructor(
    readonly kind: StoreFailureKind,
    message: string,
    readonly details: { status?: number; resetAt?: Date; url?: string } = {},
  ) {
    super(message);
    this.name = "StoreFailure";
  }
}

/** An earlier version of a file, from its history (git): what `readAt` reads it by, and when and by whom it was made. */
export interface FileVersion {
  /** A commit SHA: for the store, never shown to an editor. */
  version: string;
  /** ISO 8601. */
  date?: string;
  author?: string;
}

/** A file's history as far as the store holds it; `available: false` when it holds none (no git in the folder). */
export interface FileHistory {
  available: boolean;
  /** The commits that changed the file, newest first. */
  versions: FileVersion[];
}

export interface ContentStore {
  readonly kind: "files" | "github";
  /** Reads the content files and the media list. */
  open(): Promise<Snapshot>;
  /** Re-reads some files at the current head (after a conflict, to bring in their change). */
  reread(paths: readonly string[]): Promise<{ files: StoredFile[]; head: string }>;
  /**
   * Writes every file and medium as one change (github: one commit) on top of `baseHead`.
   * Never forces: a head that moved is re-read, and only files that really changed conflict.
   * A retry after a lost answer makes no second commit.
   */
  commit(request: CommitRequest): Promise<CommitOutcome>;
  /** The versions of a file that changed it, newest first (git log of the path): a file's text before, read with `readAt`. */
  history(path: string): Promise<FileHistory>;
  /** A file's text at a version from `history`; undefined when the file was not there then. */
  readAt(path: string, version: string): Promise<string | undefined>;
}
