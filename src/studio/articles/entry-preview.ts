/**
 * An entry as the site draws it, for the preview: the page the build makes of an entry (one
 * `article` section, src/validation/collections/pages.ts), from the entry as it is being
 * edited, in its language, with its state on a real clock (a scheduled entry shows when it
 * goes live, as preview builds mark it). Brings zod and the Markdown parser: loaded with the form.
 */
import { entryRoute } from "../../content/collections/addresses.ts";
import { normalizeSlug } from "../../content/collections/slug.ts";
import type { SiteLocale } from "../../content/site-locales.ts";
import { siteSchema, type Site } from "../../content/site.ts";
import { localizedRoute } from "../../lib/hash-route.ts";
import { toBody } from "../../markdown/to-body.ts";
import { stateOf, titleOf, type CheckedEntry } from "../../validation/collections/collection.ts";
import { articleOf } from "../../validation/collections/pages.ts";
import { collectionOfEntry, collectionWordsIn } from "../collections/declarations.ts";
import type { FileState } from "../store.ts";
import { readEdited } from "./arabic-state.ts";

/** The page data the preview draws (as a page file's value), or undefined while the entry's details do not pass the schema. */
export function entryPreviewPage(file: FileState, siteData: unknown, locale: SiteLocale, now: Date): unknown {
  const entry = readEdited(file);
  const collection = collectionOfEntry(file.file.path);
  const site = siteSchema.safeParse(siteData);
  if (!entry?.matter || !collection || !site.success) return undefined;
  const name = file.file.path.slice(file.file.path.lastIndexOf("/") + 1).replace(/\.md$/, "");
  const slug = typeof entry.matter.slug === "string" && normalizeSlug(entry.matter.slug) !== "" ? normalizeSlug(entry.matter.slug) : name;
  const checked: CheckedEntry = {
    file: entry,
    collection,
    matter: entry.matter,
    locale: locale.prefix ? locale.code : "",
    name,
    route: entryRoute(collection, slug),
    state: stateOf(collection, entry.matter, now),
    body: toBody(entry.body.text),
  };
  const words = (locale.prefix ? collectionWordsIn(collection, locale.code) : undefined) ?? collection.labels;
  const view = articleOf(checked, { collection, locale, site: site.data as Site, words, entries: [checked], twins: new Map(), prefixes: new Map(), now });
  return {
    route: localizedRoute(checked.route, locale.prefix),
    title: titleOf(checked),
    description: String(entry.matter[collection.summary] ?? ""),
    sections: [{ type: "article", entry: view }],
  };
}
