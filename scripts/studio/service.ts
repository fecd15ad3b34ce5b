/**
 * What the studio's dev-server endpoints do, without HTTP: read the content
 * folder, validate edits in memory with the same validator `npm run validate`
 * runs, and save a file through the edit layer. Every call reads the folder
 * afresh, so a change made in another editor is always seen.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import type { IconName } from "../../src/content/icon-names.ts";
import type { Change } from "../../src/studio/changes.ts";
import type { StudioContent, StudioFile, StudioProblem } from "../../src/studio/protocol.ts";
import { problem } from "../content/problem.ts";
import { icons } from "../content/icon-drawings.ts";
import { iconShapes } from "../content/icons.ts";
import { readMediaLibrary } from "../content/media-files.ts";
import { planNewPage } from "../content/new-page.ts";
import { readContentSources, type SourceFile } from "../content/sources.ts";
import { validateSources } from "../content/validate.ts";
import { readBlockExamples } from "../schema/block-examples.ts";
import { applyChanges, EditError, itemLines } from "./yaml-edit.ts";

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
  validate(edits: readonly FileEdit[]): StudioProblem[];
  save(path: string, version: string, changes: readonly Change[]): StudioFile;
  newPage(name: string): StudioFile;
  brandName(): string;
}

export interface FileEdit {
  path: string;
  /** The text the changes were made against, as the studio read it. */
  text: string;
  changes: Change[];
}

const mediaExtensions = /\.(jpe?g|png|webp|avif|gif|svg|mp4|webm)$/i;

function describeFile(source: SourceFile): StudioFile {
  let data: unknown = null;
  try {
    data = parse(source.text);
  } catch {
    // A file with a syntax error is listed; its problem comes from the validator.
  }
  return {
    path: source.path,
    kind: source.kind === "site" ? "site" : "page",
    text: source.text,
    version: versionOf(source.text),
    data,
    sectionLines: source.kind === "page" ? safeItemLines(source.text) : [],
  };
}

function safeItemLines(text: string): number[] {
  try {
    return itemLines(text, ["sections"]);
  } catch {
    return [];
  }
}

export function createStudioService(root: string, publicDir = join(root, "public")): StudioService {
  const sources = () => readContentSources(root).filter((source) => source.kind !== "stray");
  const problemsOf = (all: SourceFile[]) => validateSources(all, { media: readMediaLibrary(publicDir) }).problems;

  const withEdits = (edits: readonly FileEdit[]): { all: SourceFile[]; editProblems: StudioProblem[] } => {
    const editProblems: StudioProblem[] = [];
    const all = sources().map((source) => {
      const edit = edits.find((candidate) => candidate.path === source.path);
      if (!edit) return source;
      try {
        return { ...source, text: applyChanges(edit.text, edit.changes) };
      } catch (error) {
        if (!(error instanceof EditError)) throw error;
        editProblems.push(problem({ file: source.path, code: "studio-edit", message: error.message }));
        return source;
      }
    });
    return { all, editProblems };
  };

  const brandName = () => {
    const site = sources().find((source) => source.kind === "site");
    const name = site ? (parse(site.text) as { brand?: { name?: unknown } } | null)?.brand?.name : undefined;
    return typeof name === "string" && name.trim() !== "" ? name.trim() : "Site";
  };

  return {
    brandName,
    content() {
      const all = sources();
      const media = [...readMediaLibrary(publicDir).keys()].filter((address) => address.startsWith("/media/") && mediaExtensions.test(address)).sort();
      return {
        brand: brandName(),
        root,
        files: all.map(describeFile),
        media,
        icons: Object.fromEntries(Object.keys(icons).map((name) => [name, iconShapes(name as IconName)])),
        blocks: readBlockExamples().map((example) => ({ type: example.type, example: example.data })),
        problems: problemsOf(all),
      };
    },
    validate(edits) {
      const { all, editProblems } = withEdits(edits);
      return [...editProblems, ...problemsOf(all)];
    },
    save(path, version, changes) {
      const source = sources().find((candidate) => candidate.path === path);
      if (!source) throw new StudioRefusal(404, `${path} is not a content file the studio can edit.`);
      if (versionOf(source.text) !== version) {
        throw new StudioRefusal(
          409,
          `${path} was changed on disk since the studio opened it, for example in a code editor. Nothing was saved, so neither version is lost: your edits are kept here. Reload the file to bring in the other changes; your edits are applied again on top.`,
        );
      }
      const { all, editProblems } = withEdits([{ path, text: source.text, changes: [...changes] }]);
      if (editProblems.length > 0) throw new StudioRefusal(422, `Nothing was saved: ${editProblems[0]!.message}`, editProblems);
      const errors = problemsOf(all).filter((problem) => problem.file === path && problem.severity === "error");
      if (errors.length > 0) {
        throw new StudioRefusal(422, `Nothing was saved: ${path} has ${errors.length === 1 ? "1 error" : `${errors.length} errors`} to fix first.`, errors);
      }
      const text = all.find((candidate) => candidate.path === path)!.text;
      if (text !== source.text) writeFileSync(join(root, path), text, "utf8");
      return describeFile({ ...source, text });
    },
    newPage(name) {
      const plan = planNewPage(readContentSources(root), name);
      if (!plan.ok) throw new StudioRefusal(422, plan.message);
      const target = join(root, plan.path);
      if (existsSync(target)) throw new StudioRefusal(409, `${plan.path} already exists, so nothing was created.`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, plan.text, { encoding: "utf8", flag: "wx" });
      return describeFile({ path: plan.path, text: readFileSync(target, "utf8"), kind: "page" });
    },
  };
}
