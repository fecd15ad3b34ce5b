/**
 * A collection across files: each entry's address (its file name, or an Arabic entry's own
 * `slug:`), addresses that clash, tags its declaration does not list, media that is not in
 * the library, links in bodies, and what the build shows (publish.ts). Gives back the
 * entries in the order its listing shows them, per language.
 */
import { entryRoute, reservedSlugs } from "../../content/collections/addresses.ts";
import type { Collection } from "../../content/collections/declaration.ts";
import { entrySchema, type EntryMatter } from "../../content/collections/entry-schema.ts";
import { entryState, isShown, type PublishOptions } from "../../content/collections/publish.ts";
import { fileSlug, normalizeSlug, slugMaxLength } from "../../content/collections/slug.ts";
import type { EntryState } from "../../content/collections/views.ts";
import { bodyAnchors, toBody } from "../../markdown/to-body.ts";
import type { Body } from "../../markdown/body-tree.ts";
import type { LinkChecker, MadeRoute } from "../cross-checks.ts";
import { checkMediaFiles, missingMedia, type MediaLibrary } from "../media-files.ts";
import { problemAt, type Problem } from "../problem.ts";
import { closestMatch } from "../suggest.ts";
import { problemAtOffsets, type EntryFile } from "./entry-file.ts";

/** An entry that passed its own checks, with its address in its language (before the language's prefix). */
export interface CheckedEntry {
  file: EntryFile;
  collection: Collection;
  matter: EntryMatter;
  /** The language's code; "" for the default language. */
  locale: string;
  /** The file name without .md: pairs translations. */
  name: string;
  route: string;
  state: EntryState;
  body: Body;
}

const fileNameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\.md$/, "");

/** An entry's address in its language: the English file name, or an Arabic entry's own slug. */
function slugOf(file: EntryFile, matter: EntryMatter, locale: string, problems: Problem[]): string | undefined {
  const name = fileNameOf(file.source.path);
  if (!fileSlug.test(name)) {
    const suggestion = normalizeSlug(name).replace(/[^a-z0-9-]/g, "");
    problems.push(problemAt(file.parsed, [], "entry-file-name", `An entry's file name is its address: lower-case letters, digits and hyphens, like offtake-agreement.md.${suggestion ? ` Rename it to ${suggestion}.md.` : ""}`));
    return undefined;
  }
  if (matter.slug === undefined) return name;
  if (!locale) {
    problems.push(problemAt(file.parsed, ["slug"], "entry-slug-in-english", "An English entry's address is its file name. Rename the file to change it, and remove slug:."));
    return name;
  }
  const slug = normalizeSlug(matter.slug);
  if (slug === "") {
    problems.push(problemAt(file.parsed, ["slug"], "entry-slug-empty", "This slug has no letters or digits once normalized. Write the address words, or remove slug: to keep the English file name."));
    return name;
  }
  if (slug.length > slugMaxLength) {
    problems.push(problemAt(file.parsed, ["slug"], "entry-slug-long", `This slug is ${slug.length} characters once normalized. Keep it to ${slugMaxLength} or fewer: a few words that say what the entry is.`));
    return name;
  }
  return slug;
}

export interface CollectionCheck {
  problems: Problem[];
  entries: CheckedEntry[];
  /** Every entry's address (unprefixed), so links in pages and bodies may name them. */
  made: MadeRoute[];
}

export interface CollectionContext {
  media?: MediaLibrary | undefined;
  publish: PublishOptions;
}

/** A datetime field's value, or a daterange's start (or its end, with `end`). */
export function dateValue(matter: EntryMatter, field: string | undefined, end = false): string | undefined {
  if (!field) return undefined;
  const value = matter[field];
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "start" in value) return String((value as { start: string; end: string })[end ? "end" : "start"]);
  return undefined;
}

/** Where an entry stands, by its collection's publishing and closing fields. */
export function stateOf(collection: Collection, matter: EntryMatter, now: Date): EntryState {
  return entryState({ draft: matter.draft, publish: dateValue(matter, collection.publish), expires: dateValue(matter, collection.expires) }, now);
}

/** Checks every entry file of one collection that parsed, each language's on its own. */
export function checkCollection(collection: Collection, files: readonly { file: EntryFile; locale: string }[], context: CollectionContext): CollectionCheck {
  const problems: Problem[] = [];
  const entries: CheckedEntry[] = [];
  const byRoute = new Map<string, CheckedEntry>();
  const tagKeys = Object.keys(collection.labels.tags);
  const tagFields = Object.entries(collection.fields).filter(([, field]) => field.kind === "tags").map(([name]) => name);
  const reserved = reservedSlugs(collection);
  for (const { file, locale } of files) {
    const matter = file.matter;
    if (!matter) continue;
    const slug = slugOf(file, matter, locale, problems);
    if (!slug) continue;
    if (reserved.has(slug)) {
      problems.push(problemAt(file.parsed, matter.slug !== undefined ? ["slug"] : [], "entry-reserved-slug", `"${slug}" names a list of ${collection.labels.title} (${collection.route}/${slug}/), so an entry can't have it as its address. Choose other words.`));
      continue;
    }
    for (const field of tagFields) {
      ((matter[field] as string[] | undefined) ?? []).forEach((tag, index) => {
        if (tagKeys.includes(tag)) return;
        const suggestion = closestMatch(tag, tagKeys);
        const known = tagKeys.length > 0 ? ` Tags: ${tagKeys.join(", ")}.` : ` content/collections/${collection.name}.yaml declares none yet: add them under labels: tags:.`;
        problems.push(problemAt(file.parsed, [field, index], "entry-unknown-tag", suggestion ? `There is no tag "${tag}". Did you mean "${suggestion}"?` : `There is no tag "${tag}" in ${collection.labels.title}'s tags.${known}`, { suggestion }));
      });
    }
    if (context.media) {
      problems.push(...checkMediaFiles({ parsed: file.parsed, data: matter }, entrySchema(collection), context.media));
      for (const image of file.body.check.images) {
        if (context.media.has(image.value)) continue;
        problems.push(problemAtOffsets(file, file.body.offset + image.start, file.body.offset + image.end, "missing-media-file", missingMedia(image.value, context.media).message));
      }
    }
    const route = entryRoute(collection, slug);
    const key = `${locale}\u0000${route}`;
    const other = byRoute.get(key);
    if (other) {
      problems.push(problemAt(file.parsed, matter.slug !== undefined ? ["slug"] : [], "entry-duplicate-address", `The address ${route} is already the entry “${titleOf(other)}” (${other.file.source.path}). Give this entry another ${matter.slug !== undefined ? "slug" : "file name"}.`));
      continue;
    }
    const entry: CheckedEntry = { file, collection, matter, locale, name: fileNameOf(file.source.path), route, state: stateOf(collection, matter, context.publish.now), body: toBody(file.body.text) };
    byRoute.set(key, entry);
    entries.push(entry);
  }
  const made = [...new Map(entries.map((entry) => [entry.route, { route: entry.route, file: entry.file.source.path, title: titleOf(entry), anchors: bodyAnchors(entry.body) }])).values()];
  return { problems, entries, made };
}

/** Links in bodies, against the site's routes and the entries' own. */
export function checkBodyLinks(entries: readonly CheckedEntry[], links: LinkChecker): Problem[] {
  const problems: Problem[] = [];
  for (const entry of entries) {
    for (const link of entry.file.body.check.internalLinks) {
      const found = links.check(link.value, entry.file.source.path, entry.route);
      if (found) problems.push(problemAtOffsets(entry.file, entry.file.body.offset + link.start, entry.file.body.offset + link.end, found.code, found.message, found.severity ?? "error"));
    }
  }
  return problems;
}

/** An entry's heading. */
export const titleOf = (entry: Pick<CheckedEntry, "collection" | "matter">) => String(entry.matter[entry.collection.title] ?? "");

/** The time a collection's listing orders by: its sort field, its publishing date, or when an entry happens. */
function sortTime(entry: CheckedEntry): number {
  const { collection, matter } = entry;
  const field = collection.listing.sortBy ?? collection.publish ?? collection.upcoming;
  return Date.parse(dateValue(matter, field) ?? "") || 0;
}

/**
 * The entries a build shows, in listing order; the rest, for the build's report. Newest first;
 * a collection with an `upcoming` field shows those still ahead first, soonest first, then the
 * past ones, latest first: an event passes by itself at the build after it ends.
 */
export function shownEntries(entries: readonly CheckedEntry[], publish: PublishOptions): { shown: CheckedEntry[]; leftOut: CheckedEntry[] } {
  const byName = (a: CheckedEntry, b: CheckedEntry) => a.name.localeCompare(b.name);
  const ordered = [...entries].sort((a, b) => sortTime(b) - sortTime(a) || byName(a, b));
  const upcomingField = entries[0]?.collection.upcoming;
  const sorted = upcomingField ? [...upcomingOf(ordered, publish.now).reverse(), ...pastOf(ordered, publish.now)] : ordered;
  return { shown: sorted.filter((entry) => isShown(entry.state, publish)), leftOut: sorted.filter((entry) => !isShown(entry.state, publish)) };
}

/** Whether an entry with an `upcoming` field has ended by `now`. */
export function hasPassed(entry: CheckedEntry, now: Date): boolean {
  const end = dateValue(entry.matter, entry.collection.upcoming, true);
  return end !== undefined && Date.parse(end) < now.getTime();
}
const upcomingOf = (entries: CheckedEntry[], now: Date) => entries.filter((entry) => !hasPassed(entry, now));
const pastOf = (entries: CheckedEntry[], now: Date) => entries.filter((entry) => hasPassed(entry, now));
