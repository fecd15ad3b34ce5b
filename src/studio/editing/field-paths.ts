/**
 * The one mapping between the preview's field marks (src/lib/field-mark.ts: `items.2.title`,
 * relative to a section) and the form's paths (`sections[3].items[2].title`, as the validator
 * and the form's `data-path` name them). No zod here: the preview's code and the studio's first
 * screen use it before the schemas load.
 */
import type { Path } from "./changes.ts";

/** `sections[2].items[0].link`, as the validator names places. */
export function formatPath(path: readonly (string | number)[]): string {
  let text = "";
  for (const segment of path) text += typeof segment === "number" ? `[${segment}]` : text ? `.${segment}` : segment;
  return text || "(file)";
}

/** `sections[2].items[0].link` → `["sections", 2, "items", 0, "link"]`; undefined for text that is no path. */
export function parsePath(text: string): Path | undefined {
  const path: (string | number)[] = [];
  const segment = /(?:^|\.)([A-Za-z_$][\w$-]*)|\[(\d+)\]/y;
  let at = 0;
  while (at < text.length) {
    segment.lastIndex = at;
    const match = segment.exec(text);
    if (!match) return undefined;
    path.push(match[1] ?? Number(match[2]));
    at = segment.lastIndex;
  }
  return path.length > 0 ? path : undefined;
}

/** The scope of the header and footer's marks: the site settings of the page's language. */
export const siteScope = "site";

/**
 * A mark in section `index` → the field's path in the page: (3, `items.2.title`) →
 * `["sections", 3, "items", 2, "title"]`; a mark in the header or footer ("site") → its path
 * in the site settings: `navigation.links.0.label` → `["navigation", "links", 0, "label"]`.
 */
export function pathOfMark(index: number | typeof siteScope, mark: string): Path {
  const inScope = mark.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return index === siteScope ? inScope : ["sections", index, ...inScope];
}

/** The other way: a path inside a section → its section and mark; undefined for the page's own fields. */
export function markOfPath(path: Path): { index: number; mark: string } | undefined;
/** …and, for a path in the site settings (`siteFile` true), its mark in the header or footer. */
export function markOfPath(path: Path, siteFile: boolean): { index: number | typeof siteScope; mark: string } | undefined;
export function markOfPath(path: Path, siteFile = false): { index: number | typeof siteScope; mark: string } | undefined {
  if (siteFile) return path.length > 0 ? { index: siteScope, mark: path.join(".") } : undefined;
  const [sections, index, ...rest] = path;
  if (sections !== "sections" || typeof index !== "number" || rest.length === 0) return undefined;
  return { index, mark: rest.join(".") };
}

/** A mark and the marks that enclose it, nearest first: `items.2.link.label`, `items.2.link`, `items.2`, `items`. */
export function enclosingMarks(mark: string): string[] {
  const segments = mark.split(".");
  return segments.map((_, index) => segments.slice(0, segments.length - index).join("."));
}
