/**
 * What the studio's dev-server endpoints do, without HTTP: list the content, validate
 * edits in memory with the same validator `npm run validate` runs, and save a file
 * through the edit layer. The content service (scripts/content/service.ts) reads and
 * validates the folder once per change on disk; the dev server's watcher tells it of
 * every change, so a file changed in another editor is seen. A save checks the file's
 * own text on disk, never a cached copy, before it writes.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parse } from "yaml";
import type { IconName } from "../../src/content/icon-names.ts";
import type { IconShape } from "../../src/content/site-content.ts";
import type { Change } from "../../src/studio/editing/changes.ts";
import type { CommitOutcome } from "../../src/studio/store/content-store.ts";
import { createPreviewCache, previewPage, previewSite } from "../../src/studio/preview-data.ts";
import type { FilesCommitRequest, StudioContent, StudioFile, StudioProblem } from "../../src/studio/protocol.ts";
import { problem } from "../../src/validation/problem.ts";
import { icons } from "../content/icon-drawings.ts";
import { iconShapes } from "../content/icons.ts";
import { readMediaLibrary } from "../content/media-library.ts";
import { planNewPage } from "../../src/validation/new-page.ts";
import type { ContentService } from "../content/service.ts";
import { fileKindOfPath, type SourceFile } from "../../src/validation/sources.ts";
import { readContentSources } from "../content/sources.ts";
import { describeStoredFile, textWithChanges } from "../../src/studio/editing/editing.ts";
import { writableBlockExamples } from "../schema/block-examples.ts";
import { EditError } from "../../src/studio/editing/yaml-edit.ts";
import type { FileHistory } from "../../src/studio/store/content-store.ts";
import { fileAt, fileHistory, isContentPath } from "./file-history.ts";
import { checkMediaToWrite, libraryOf } from "./media-commit.ts";

export function versionOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** A refusal the studio shows as it is: `status` is the HTTP status to answer with. */
export class StudioRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: StudioProblem[] = [],
  ) {
    super(message);
  }
}

export interface StudioService {
  content(): StudioContent;
  /** The files store's commit (src/studio/store/files-store.ts): every file written, or none. */
  commit(request: FilesCommitRequest): CommitOutcome;
  /** `media`: addresses added in the studio and not saved yet, which the edits may name. */
  validate(edits: readonly FileEdit[], media?: readonly string[]): StudioProblem[];
  save(path: string, version: string, changes: readonly Change[]): StudioFile;
  newPage(name: string): StudioFile;
  brandName(): string;
  /** The files store's history (git log of the file in the working copy); none without git. */
  history(path: string): FileHistory;
  readAt(path: string, version: string): string | undefined;
}

export interface FileEdit {
  path: string;
  /** The text the changes were made against, as the studio read it. */
  text: string;
  changes: Change[];
}

/** What the library lists: pictures, videos and the PDFs an article attaches. */
const mediaExtensions = /\.(jpe?g|png|webp|avif|gif|svg|mp4|webm|pdf)$/i;

/** The file as the studio describes any store's file; its version is a digest of its text on disk. */
function describeFile(source: SourceFile): StudioFile {
  return describeStoredFile({ path: source.path, text: source.text, version: versionOf(source.text) });
}

/** The drawing of every icon content may name. */
export function allIcons(): Record<string, IconShape[]> {
  return Object.fromEntries(Object.keys(icons).map((name) => [name, iconShapes(name as IconName)]));
}

/** The preview's first drawing of each file, with the same code the studio's page runs on every edit. */
function firstDrawing(files: readonly StudioFile[], icons: Record<string, IconShape[]>): StudioContent["firstDrawing"] {
  const cache = createPreviewCache();
  const site = files.find((file) => file.kind === "site");
  const drawnSite = site ? previewSite(site.data, cache) : undefined;
  const pages = Object.fromEntries(
    files
      .filter((file) => file.kind === "page")
      .map((file) => {
        const { icons: _all, ...page } = previewPage(file.data, icons, cache, file.path);
        return [file.path, page];
      }),
  );
  return { ...(drawnSite ? { site: drawnSite } : {}), pages };
}

export function createStudioService(content: ContentService): StudioService {
  const { root, publicDir } = content;
  // Site settings, pages, collections' declarations and entries; strays (a file the build does not know) are not listed.
  const listed = () => content.sources().filter((source) => source.kind !== "stray");

  /** Each edited file's new text, and the edits that no longer fit their file. */
  const applyEdits = (edits: readonly FileEdit[]): { texts: Map<string, string>; editProblems: StudioProblem[] } => {
    const texts = new Map<string, string>();
    const editProblems: StudioProblem[] = [];
    for (const edit of edits) {
      try {
        texts.set(edit.path, textWithChanges(edit.path, edit.text, edit.changes));
      } catch (error) {
        if (!(error instanceof EditError)) throw error;
        editProblems.push(problem({ file: edit.path, code: "studio-edit", message: error.message }));
      }
    }
    return { texts, editProblems };
  };

  const brandName = () => {
    const site = listed().find((source) => source.kind === "site");
    const name = site ? (parse(site.text) as { brand?: { name?: unknown } } | null)?.brand?.name : undefined;
    return typeof name === "string" && name.trim() !== "" ? name.trim() : "Site";
  };

  return {
    brandName,
    content() {
      const files = listed().map(describeFile);
      const icons = allIcons();
      const media = [...readMediaLibrary(publicDir).keys()].filter((address) => address.startsWith("/media/") && mediaExtensions.test(address)).sort();
      return {
        brand: brandName(),
        // Without a final slash, so the code editor's links read root/content/….
        root: resolve(root),
        files,
        media,
        icons,
        blocks: writableBlockExamples().map((example) => ({ type: example.type, example: example.data })),
        problems: content.result().problems,
        firstDrawing: firstDrawing(files, icons),
      };
    },
    validate(edits, media = []) {
      // Nothing unsaved: the files on disk, validated once since they last changed.
      if (edits.length === 0) return content.result().problems;
      const { texts, editProblems } = applyEdits(edits);
      const onDisk = content.media();
      // Added files are checked by their name only until saved: their size is said when they are added.
      const added = new Map(media.filter((address) => !onDisk.has(address)).map((address) => [address, 0]));
      return [...editProblems, ...content.validateWith(texts, new Set(), added).problems];
    },
    save(path, version, changes) {
      const known = listed().some((candidate) => candidate.path === path);
      const target = join(root, path);
      if (!known || !existsSync(target)) throw new StudioRefusal(404, `${path} is not a content file the studio can edit.`);
      // The file as it is now, not as last read: another editor may have saved it a moment ago.
      const onDisk = readFileSync(target, "utf8");
      if (versionOf(onDisk) !== version) {
        throw new StudioRefusal(
          409,
          `${path} was changed on disk since the studio opened it, for example in a code editor. Nothing was saved, so neither version is lost: your edits are kept here. Reload the file to bring in the other changes; your edits are applied again on top.`,
        );
      }
      const { texts, editProblems } = applyEdits([{ path, text: onDisk, changes: [...changes] }]);
      if (editProblems.length > 0) throw new StudioRefusal(422, `Nothing was saved: ${editProblems[0]!.message}`, editProblems);
      const errors = content.validateWith(texts).problems.filter((problem) => problem.file === path && problem.severity === "error");
      if (errors.length > 0) {
        throw new StudioRefusal(422, `Nothing was saved: ${path} has ${errors.length === 1 ? "1 error" : `${errors.length} errors`} to fix first.`, errors);
      }
      const text = texts.get(path)!;
      if (text !== onDisk) {
        writeFileSync(target, text, "utf8");
        // The watcher will say so too, a moment later; validations until then must see the new text.
        content.invalidate();
      }
      return describeFile({ path, text, kind: fileKindOfPath(path) });
    },
    commit(request) {
      const known = new Set(listed().map((source) => source.path));
      const current = request.files.map((file) => {
        const target = join(root, file.path);
        // A new file (no base version) is a content file not there yet, e.g. a translation begun.
        if (file.baseVersion === null) {
          if (!isContentPath(file.path)) throw new StudioRefusal(404, `${file.path} is not a content file the studio can make.`);
          return { file, target, onDisk: existsSync(target) ? readFileSync(target, "utf8") : undefined };
        }
        if (!known.has(file.path) || !existsSync(target)) throw new StudioRefusal(404, `${file.path} is not a content file the studio can edit.`);
        return { file, target, onDisk: readFileSync(target, "utf8") as string | undefined };
      });
      // Checked for every file before any is written: a save is all of its files or none.
      const conflicts = current.filter(({ file, onDisk }) => (onDisk === undefined ? null : versionOf(onDisk)) !== file.baseVersion);
      if (conflicts.length > 0) {
        return {
          saved: false,
          head: "disk",
          conflicts: conflicts.map(({ file, onDisk }) => ({ path: file.path, file: { path: file.path, text: onDisk ?? "", version: onDisk === undefined ? "" : versionOf(onDisk) }, message: "changed on disk" })),
        };
      }
      const media = checkMediaToWrite(publicDir, request.media);
      if (!media.ok) throw new StudioRefusal(422, media.message);
      const written = request.files.filter((file) => !file.deleted);
      const texts = new Map(written.map((file) => [file.path, file.text]));
      const removed = new Set(request.files.filter((file) => file.deleted).map((file) => file.path));
      const errors = content.validateWith(texts, removed, libraryOf(media.media)).problems.filter((problem) => texts.has(problem.file) && problem.severity === "error");
      if (errors.length > 0) throw new StudioRefusal(422, `Nothing was saved: ${errors.length === 1 ? "1 error" : `${errors.length} errors`} to fix first.`, errors);
      // The files first: content written before its picture would name a file not yet there.
      for (const medium of media.media.filter((candidate) => candidate.write)) {
        mkdirSync(dirname(medium.target), { recursive: true });
        writeFileSync(medium.target, medium.bytes, { flag: "wx" });
      }
      for (const { file, target, onDisk } of current) {
        if (file.deleted) {
          if (onDisk !== undefined) unlinkSync(target);
          continue;
        }
        if (file.text === onDisk) continue;
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, file.text, { encoding: "utf8", flag: onDisk === undefined ? "wx" : "w" });
      }
      content.invalidate();
      return { saved: true, head: "disk", files: written.map((file) => ({ path: file.path, text: file.text, version: versionOf(file.text) })) };
    },
    history(path) {
      if (!isContentPath(path)) throw new StudioRefusal(404, `${path} is not a content file.`);
      return fileHistory(root, path);
    },
    readAt(path, version) {
      if (!isContentPath(path)) throw new StudioRefusal(404, `${path} is not a content file.`);
      if (!/^[0-9a-f]{40}$/.test(version)) throw new StudioRefusal(422, "A version is a commit's full SHA.");
      return fileAt(root, path, version);
    },
    newPage(name) {
      // Read afresh: a page made a moment ago in another editor must block the same name.
      const plan = planNewPage(readContentSources(root), name);
      if (!plan.ok) throw new StudioRefusal(422, plan.message);
      const target = join(root, plan.path);
      if (existsSync(target)) throw new StudioRefusal(409, `${plan.path} already exists, so nothing was created.`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, plan.text, { encoding: "utf8", flag: "wx" });
      content.invalidate();
      return describeFile({ path: plan.path, text: readFileSync(target, "utf8"), kind: "page" });
    },
  };
}
