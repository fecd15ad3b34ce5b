/**
 * What the studio's page and its dev-server endpoints exchange (scripts/studio/).
 * Names and types, and the one reader of the JSON the dev server writes into a page.
 */
import type { Problem } from "../content/problem.ts";
import type { IconShape, RuntimePage } from "../content/site-content.ts";
import type { Site } from "../content/site.ts";
import type { Change } from "./editing/changes.ts";
import type { CommitRequest } from "./store/content-store.ts";

export type StudioProblem = Problem;

/** Where the dev server serves the studio. */
export const studioPath = "/__studio/";

/** Where the studio's endpoints live; also how `npm run size` recognises studio code in a build. */
export const studioApi = `${studioPath}api`;

/**
 * The preview frame's address names the page to draw first (`preview.html?route=/about`):
 * the dev server draws it into the document, with its data in a JSON script of this id,
 * which the frame hydrates (scripts/studio/first-paint.ts).
 */
export const previewRouteParam = "route";
export const firstViewElementId = "preview-first-view";
/** In preview.html: JSON, every module the frame's code imports statically, to load side by side. */
export const previewModulesElementId = "preview-modules";

/** The data of a JSON script the dev server wrote into the page, or undefined without one. */
export function readJsonScript<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

export interface StudioFile {
  /** e.g. `content/pages/about.yaml`. */
  path: string;
  /** An entry is a collection's (content/<folder>/<slug>.md): its data is the front matter with the Markdown `body` beside it; a collection is its declaration (content/collections/<name>.yaml). */
  kind: "site" | "page" | "collection" | "entry";
  text: string;
  /** A digest of `text`: a save names the version it was made against. */
  version: string;
  /** The file's parsed value (null when it has a syntax error). */
  data: unknown;
  /** The 1-based line of each section, for "Open in code editor". */
  sectionLines: number[];
  /** Made in the studio and not saved yet (a new article): the next save creates it. */
  isNew?: true;
  /**
   * An entry listed without its text (the published studio: hosted/entry-index.ts): `data` holds
   * only what its list shows, `text` is empty. It is read when the editor opens it, and is never
   * validated, edited or saved before.
   */
  unread?: true;
}

export interface StudioContent {
  brand: string;
  /** The folder holding content/, for the code editor's file links. */
  root: string;
  files: StudioFile[];
  /** Files under public/media, by site address. */
  media: string[];
  /** The drawing of every icon content may name. */
  icons: Record<string, IconShape[]>;
  /** Each block type with its example section, for "Add section". */
  blocks: { type: string; example: unknown }[];
  problems: StudioProblem[];
  /**
   * What the preview draws for the files as they are on disk, worked out by the dev server
   * with the studio's own preview code (preview-data.ts): the first drawing does not wait
   * for the schemas to load in the browser. Pages by path, without their icons (see `icons`).
   */
  firstDrawing: { site?: Site; pages: Record<string, Omit<RuntimePage, "icons">> };
}

export interface ValidateRequest {
  edits: { path: string; text: string; changes: Change[] }[];
  /** Media addresses added in the studio and not yet saved, which fields may already name. */
  media?: string[];
}

/** A medium in the files store's commit: its bytes as base64, as JSON carries them. */
export interface MediumOnTheWire {
  /** e.g. `public/media/hangar.jpg`. */
  path: string;
  base64: string;
}

/** The files store's commit as its endpoint receives it (store/content-store.ts CommitRequest, media as base64). */
export interface FilesCommitRequest extends Omit<CommitRequest, "media"> {
  media: MediumOnTheWire[];
}

export interface SaveRequest {
  path: string;
  version: string;
  changes: Change[];
}

/** A refused request: a sentence for the editor, and the problems behind it. */
export interface Refusal {
  message: string;
  problems?: StudioProblem[];
}
