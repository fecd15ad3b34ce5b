/**
 * Generated entries for `npm run bench:collections`, for whatever collections the content
 * declares: copies of each collection's shipped live entries, in turns, every copy with a title
 * and file name of its own and its publish date a day after the last, its translations copied
 * with it and marked as translated (as a translator would: the measure is of content that is up
 * to date). Copies of real entries keep every field valid whatever kinds a declaration uses.
 */
import { parseDocument } from "yaml";
import type { Collection } from "../../src/content/collections/declaration.ts";
import { collectionsOf } from "../../src/validation/collections/declarations.ts";
import { splitEntry } from "../../src/validation/collections/entry-file.ts";
import { markEntryTranslated } from "../../src/validation/collections/mark-entry.ts";
import type { SourceFile } from "../../src/validation/sources.ts";

/** One shipped entry to copy: its English file and its translations' files by language folder ("ar"). */
interface Original {
  collection: Collection;
  name: string;
  text: string;
  translations: Map<string, string>;
}

/** The entry's file with its title numbered and its publish date moved to `date`, the rest as it was. */
function copied(text: string, collection: Collection, index: number, date: string): string {
  const split = splitEntry(text);
  if (!split) throw new Error("An entry to copy has no front matter between --- lines.");
  const matter = parseDocument(text.slice(text.indexOf("\n") + 1, split.matterEnd));
  const max = (collection.fields[collection.title] as { max?: number } | undefined)?.max ?? 100;
  const number = ` ${index}`;
  matter.set(collection.title, `${String(matter.get(collection.title)).slice(0, max - number.length)}${number}`);
  if (collection.publish) matter.set(collection.publish, date);
  // A translation's own address (its `slug:`), numbered as the English file name is.
  if (matter.has("slug")) matter.set("slug", `${String(matter.get("slug"))}-${index}`);
  return `---\n${matter.toString({ lineWidth: 0 })}${text.slice(split.matterEnd)}`;
}

/**
 * `count` generated entries per language, by repository path (`content/<folder>/generated-<n>.md`
 * and each translation's `content/<code>/<folder>/generated-<n>.md`), spread in turns over the
 * declared collections; `live` says which shipped English entries (by path) the site shows, the
 * only ones copied.
 */
export function entryCopies(sources: readonly SourceFile[], count: number, live: (path: string) => boolean): Map<string, string> {
  const texts = new Map(sources.map((source) => [source.path, source.text]));
  const originals: Original[][] = collectionsOf(sources).flatMap((collection) => {
    const folder = `content/${collection.folder}/`;
    const entries = sources
      .filter((source) => source.kind === "entry" && source.path.startsWith(folder) && !source.path.slice(folder.length).includes("/") && live(source.path))
      .map((source): Original => {
        const name = source.path.slice(folder.length);
        const translations = new Map<string, string>();
        for (const [path, text] of texts) {
          const match = /^content\/([a-z]{2}(?:-[A-Z]{2})?)\/(.+)$/.exec(path);
          if (match && match[2] === `${collection.folder}/${name}`) translations.set(match[1]!, text);
        }
        return { collection, name, text: source.text, translations };
      });
    return entries.length > 0 ? [entries] : [];
  });
  if (originals.length === 0) throw new Error("No collection has a live entry to copy.");
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    const ofCollection = originals[index % originals.length]!;
    const original = ofCollection[Math.floor(index / originals.length) % ofCollection.length]!;
    const { collection } = original;
    // A day apart, all in the past: every copy is live and the listings' order is by date.
    const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().replace(".000Z", "+00:00");
    const path = `content/${collection.folder}/generated-${index}.md`;
    const english = copied(original.text, collection, index, date);
    files.set(path, english);
    for (const [code, text] of original.translations) {
      files.set(`content/${code}/${collection.folder}/generated-${index}.md`, markEntryTranslated(english, path, copied(text, collection, index, date), collection));
    }
  }
  return files;
}
