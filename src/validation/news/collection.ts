/**
 * The news collection across files: each entry's address (its file name, or an Arabic
 * entry's own `slug:`), addresses that clash, tags that site.yaml does not declare, media
 * that is not in the library, links in bodies, and what the build shows (publish.ts).
 * Gives back the entries shaped for pages (views.ts), newest first, per language.
 */
import { entryRoute, reservedSlugs } from "../../content/news/addresses.ts";
import { entryState, isShown, type PublishOptions } from "../../content/news/publish.ts";
import { newsEntrySchema, type NewsEntryMatter } from "../../content/news/schema.ts";
import { fileSlug, normalizeSlug, slugMaxLength } from "../../content/news/slug.ts";
import type { EntryState } from "../../content/news/views.ts";
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
  matter: NewsEntryMatter;
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
function slugOf(file: EntryFile, matter: NewsEntryMatter, locale: string, problems: Problem[]): string | undefined {
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
  /** The tags site.yaml declares, key: label; undefined when the site settings could not be read. */
  tags: Readonly<Record<string, string>> | undefined;
  media?: MediaLibrary | undefined;
  publish: PublishOptions;
}

/** Checks every entry file that parsed, each language's on its own. */
export function checkCollection(files: readonly { file: EntryFile; locale: string }[], context: CollectionContext): CollectionCheck {
  const problems: Problem[] = [];
  const entries: CheckedEntry[] = [];
  const byRoute = new Map<string, CheckedEntry>();
  const tagKeys = Object.keys(context.tags ?? {});
  for (const { file, locale } of files) {
    const matter = file.matter;
    if (!matter) continue;
    const slug = slugOf(file, matter, locale, problems);
    if (!slug) continue;
    if (reservedSlugs.has(slug)) {
      problems.push(problemAt(file.parsed, matter.slug !== undefined ? ["slug"] : [], "entry-reserved-slug", `"${slug}" names a list of the news (/news/${slug}/), so an entry can't have it as its address. Choose other words.`));
      continue;
    }
    // Without valid site settings the tags are unknown: the site file's own errors come first.
    matter.tags.forEach((tag, index) => {
      if (!context.tags || tagKeys.includes(tag)) return;
      const suggestion = closestMatch(tag, tagKeys);
      const known = tagKeys.length > 0 ? ` Tags: ${tagKeys.join(", ")}.` : " site.yaml declares none yet: add them under news: tags:.";
      problems.push(problemAt(file.parsed, ["tags", index], "entry-unknown-tag", suggestion ? `There is no tag "${tag}". Did you mean "${suggestion}"?` : `There is no tag "${tag}" in site.yaml's news tags.${known}`, { suggestion }));
    });
    if (context.media) {
      problems.push(...checkMediaFiles({ parsed: file.parsed, data: matter }, newsEntrySchema, context.media));
      for (const image of file.body.check.images) {
        if (context.media.has(image.value)) continue;
        problems.push(problemAtOffsets(file, file.body.offset + image.start, file.body.offset + image.end, "missing-media-file", missingMedia(image.value, context.media).message));
      }
    }
    const route = entryRoute(slug);
    const key = `${locale}\u0000${route}`;
    const other = byRoute.get(key);
    if (other) {
      problems.push(problemAt(file.parsed, matter.slug !== undefined ? ["slug"] : [], "entry-duplicate-address", `The address ${route} is already the entry “${other.matter.title}” (${other.file.source.path}). Give this entry another ${matter.slug !== undefined ? "slug" : "file name"}.`));
      continue;
    }
    const entry: CheckedEntry = { file, matter, locale, name: fileNameOf(file.source.path), route, state: entryState(matter, context.publish.now), body: toBody(file.body.text) };
    byRoute.set(key, entry);
    entries.push(entry);
  }
  const made = [...new Map(entries.map((entry) => [entry.route, { route: entry.route, file: entry.file.source.path, title: entry.matter.title, anchors: bodyAnchors(entry.body) }])).values()];
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

/** The entries a build shows, newest first; the rest, for the build's report. */
export function shownEntries(entries: readonly CheckedEntry[], publish: PublishOptions): { shown: CheckedEntry[]; leftOut: CheckedEntry[] } {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.matter.date) - Date.parse(a.matter.date) || a.name.localeCompare(b.name));
  return { shown: newestFirst.filter((entry) => isShown(entry.state, publish)), leftOut: newestFirst.filter((entry) => !isShown(entry.state, publish)) };
}
