/**
 * The one reader of the content folder for a Vite process. vite.config.ts creates it
 * and hands it to every plugin that needs content (the content module, the prerender,
 * the gallery, the studio), so a build reads and validates the folder once, and the
 * dev server validates once per change instead of once per caller.
 */
import { join } from "node:path";
import { type MediaLibrary } from "../../src/validation/media-files.ts";
import { readMediaLibrary } from "./media-library.ts";
import { isEntryPath, type SourceFile } from "../../src/validation/sources.ts";
import { readContentSources } from "./sources.ts";
import { validateSources, type ValidationResult } from "../../src/validation/validate.ts";
import type { PublishOptions } from "../../src/content/collections/publish.ts";

export interface ContentService {
  /** The folder that holds content/. */
  readonly root: string;
  /** The folder local media paths are checked against. */
  readonly publicDir: string;
  /** The content files as last read from disk; read again after `invalidate`. */
  sources(): readonly SourceFile[];
  /** The files under publicDir as last read from disk (local media are checked against them); read again after `invalidate`. */
  media(): MediaLibrary;
  /** The validation of the files on disk: run at most once between two `invalidate` calls. */
  result(): ValidationResult;
  /** How many times the validator has run over the files on disk (tests count these). */
  readonly validations: number;
  /** Forgets what was read: a file under content/ or public/ changed, was added or was removed. */
  invalidate(): void;
  /**
   * The folder validated as it would be with some files' text replaced (path → text; a path
   * not on disk is added), and the `removed` paths left out (a save deleting an article).
   * `addedMedia` are files not yet under public/ that content may already name (the studio's
   * uploads waiting for their save). For checks as an editor types; leaves the cache alone.
   */
  validateWith(replaced: ReadonlyMap<string, string>, removed?: ReadonlySet<string>, addedMedia?: MediaLibrary): ValidationResult;
}

export interface ContentServiceOptions {
  root: string;
  /** What the collections show: a preview (drafts and scheduled entries, marked) by default, as the dev server and the studio want. */
  publish?: () => Partial<PublishOptions>;
  /** Defaults to root's public/. */
  publicDir?: string;
}

export function createContentService(options: ContentServiceOptions): ContentService {
  const root = options.root;
  const publicDir = options.publicDir ?? join(root, "public");
  let sources: SourceFile[] | undefined;
  let result: ValidationResult | undefined;
  let media: MediaLibrary | undefined;
  let validations = 0;

  const readSources = () => (sources ??= readContentSources(root));
  const readMedia = () => (media ??= readMediaLibrary(publicDir));

  return {
    root,
    publicDir,
    sources: readSources,
    media: readMedia,
    result() {
      if (result) return result;
      validations += 1;
      result = validateSources(readSources(), { media: readMedia(), publish: options.publish?.() ?? {} });
      return result;
    },
    get validations() {
      return validations;
    },
    invalidate() {
      sources = undefined;
      result = undefined;
      media = undefined;
    },
    validateWith(replaced, removed = new Set<string>(), addedMedia = new Map<string, number>()) {
      const onDisk = readSources().filter((source) => !removed.has(source.path));
      const known = new Set(onDisk.map((source) => source.path));
      const edited = onDisk.map((source) => (replaced.has(source.path) ? { ...source, text: replaced.get(source.path)! } : source));
      const added = [...replaced]
        .filter(([path]) => !known.has(path))
        .map(([path, text]): SourceFile => ({ path, text, kind: isEntryPath(path) ? "entry" : path.endsWith(".yaml") ? "page" : "stray" }));
      const all = [...edited, ...added].sort((a, b) => (a.kind === "site" ? -1 : b.kind === "site" ? 1 : a.path.localeCompare(b.path)));
      const media = addedMedia.size === 0 ? readMedia() : new Map([...readMedia(), ...addedMedia]);
      return validateSources(all, { media, publish: options.publish?.() ?? {} });
    },
  };
}
