/**
 * An article as the site draws it, for the preview: the page the build makes of an entry
 * (one `article` section, src/validation/news/pages.ts), from the article as it is being
 * edited, in its language, with its state on a real clock (a scheduled article shows when it
 * goes live, as preview builds mark it). Brings zod and the Markdown parser: loaded with the form.
 */
import { entryRoute } from "../../content/news/addresses.ts";
import { entryState } from "../../content/news/publish.ts";
import { normalizeSlug } from "../../content/news/slug.ts";
import type { SiteLocale } from "../../content/site-locales.ts";
import { siteSchema, type Site } from "../../content/site.ts";
import { localizedRoute } from "../../lib/hash-route.ts";
import { toBody } from "../../markdown/to-body.ts";
import type { CheckedEntry } from "../../validation/news/collection.ts";
import { articleOf } from "../../validation/news/pages.ts";
import type { FileState } from "../store.ts";
import { readEdited } from "./arabic-state.ts";

/** The page data the preview draws (as a page file's value), or undefined while the article's details do not pass the schema. */
export function entryPreviewPage(file: FileState, siteData: unknown, locale: SiteLocale, now: Date): unknown {
  const entry = readEdited(file);
  const site = siteSchema.safeParse(siteData);
  if (!entry?.matter || !site.success) return undefined;
  const name = file.file.path.slice(file.file.path.lastIndexOf("/") + 1).replace(/\.md$/, "");
  const slug = entry.matter.slug !== undefined && normalizeSlug(entry.matter.slug) !== "" ? normalizeSlug(entry.matter.slug) : name;
  const checked: CheckedEntry = {
    file: entry,
    matter: entry.matter,
    locale: locale.prefix ? locale.code : "",
    name,
    route: entryRoute(slug),
    state: entryState(entry.matter, now),
    body: toBody(entry.body.text),
  };
  const view = articleOf(checked, { locale, site: site.data as Site, entries: [checked], twins: new Map(), prefixes: new Map() });
  return {
    route: localizedRoute(checked.route, locale.prefix),
    title: entry.matter.title,
    description: entry.matter.summary,
    sections: [{ type: "article", entry: view }],
  };
}
