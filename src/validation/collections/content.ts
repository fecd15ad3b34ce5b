/**
 * The collections in validation: checks before the site is put together (entries, their
 * links and translations, Markdown in pages) and, once it is valid, each collection's pages,
 * the "latest" blocks' cards and each prose block's parsed body, for every caller of the
 * validator.
 */
import { listingRoute } from "../../content/collections/addresses.ts";
import type { Collection, CollectionWords } from "../../content/collections/declaration.ts";
import type { PublishOptions } from "../../content/collections/publish.ts";
import type { LocalizedPage } from "../../content/localize.ts";
import type { PublishedEntry, SiteContent } from "../../content/site-content.ts";
import { siteLocales } from "../../content/site-locales.ts";
import { localizedRoute, unlocalizedRoute } from "../../lib/hash-route.ts";
import { toBody } from "../../markdown/to-body.ts";
import type { MediaLibrary } from "../media-files.ts";
import { checkBodyLinks, checkCollection, shownEntries, type CheckedEntry } from "./collection.ts";
import { collectionPages, entryChoices, latestCards, type LanguageCollection } from "./pages.ts";
import type { EntryFile } from "./entry-file.ts";
import { linkChecker, type MadeRoute } from "../cross-checks.ts";
import type { ParsedSource } from "../parse.ts";
import type { Problem } from "../problem.ts";
import { checkEntryTranslations } from "./translation.ts";
import { checkPageBodies } from "./prose-bodies.ts";

export interface CollectionsCheck {
  problems: Problem[];
  entries: CheckedEntry[];
  made: MadeRoute[];
}

/** A collection's listing routes exist whenever it is declared; entries' own come from their files. */
function listingMade(collection: Collection): MadeRoute[] {
  return [{ route: collection.route, file: `content/collections/${collection.name}.yaml`, title: collection.labels.title, anchors: [] }];
}

export function checkCollections(
  collections: readonly Collection[],
  entryFiles: readonly { file: EntryFile; locale: string }[],
  languagesPages: readonly { pages: ParsedSource[]; partial: ParsedSource[] }[],
  media: MediaLibrary | undefined,
  publish: PublishOptions,
): CollectionsCheck {
  const problems: Problem[] = [];
  const entries: CheckedEntry[] = [];
  const made: MadeRoute[] = [];
  for (const collection of collections) {
    const checked = checkCollection(
      collection,
      entryFiles.filter(({ file }) => file.collection === collection),
      { media, publish },
    );
    problems.push(...checked.problems);
    entries.push(...checked.entries);
    made.push(...listingMade(collection), ...checked.made);
  }
  problems.push(...checkEntryTranslations(entryFiles));
  const [main] = languagesPages;
  const links = main ? linkChecker(main.pages, main.partial, made) : undefined;
  if (links) problems.push(...checkBodyLinks(entries, links));
  for (const language of languagesPages) problems.push(...checkPageBodies(language.pages, links, media));
  return { problems, entries, made };
}

export interface CollectionsInput {
  collections: readonly Collection[];
  /** Each translation's words for each collection, by language code then name. */
  words: ReadonlyMap<string, ReadonlyMap<string, CollectionWords>>;
  entries: readonly CheckedEntry[];
}

/** The site with its collections: entry and listing pages, "latest" cards, and prose bodies parsed. */
export function withCollections(content: SiteContent, input: CollectionsInput, publish: PublishOptions, media: MediaLibrary | undefined): { content: SiteContent; leftOut: CheckedEntry[] } {
  const locales = siteLocales(content.site);
  const prefixes = new Map(locales.map((locale) => [locale.code, locale.prefix]));
  const mainCode = locales[0]!.code;
  const siteOf = (code: string) => (code === mainCode ? content.site : content.sites?.[code]);
  const leftOut: CheckedEntry[] = [];
  const languagesOf = new Map<string, Map<string, LanguageCollection>>();
  const made: LocalizedPage[] = [];
  for (const collection of input.collections) {
    const byLanguage = new Map<string, CheckedEntry[]>();
    for (const locale of locales) {
      const { shown, leftOut: left } = shownEntries(
        input.entries.filter((entry) => entry.collection === collection && (entry.locale || mainCode) === locale.code),
        publish,
      );
      byLanguage.set(locale.code, shown);
      leftOut.push(...left);
    }
    const twins = new Map([...byLanguage].map(([code, shown]) => [code, new Map(shown.map((entry) => [entry.name, entry]))]));
    const languages = new Map<string, LanguageCollection>();
    for (const locale of locales) {
      const site = siteOf(locale.code);
      if (!site) continue;
      const words = locale.code === mainCode ? collection.labels : (input.words.get(locale.code)?.get(collection.name) ?? collection.labels);
      languages.set(locale.code, { collection, locale, site, words, entries: byLanguage.get(locale.code) ?? [], twins, prefixes, media, now: publish.now });
    }
    languagesOf.set(collection.name, languages);
    made.push(...[...languages.values()].flatMap(collectionPages));
  }
  const published: PublishedEntry[] = [...languagesOf.values()].flatMap((languages) =>
    [...languages.values()].flatMap((language) =>
      language.entries.map((entry) => ({
        route: localizedRoute(entry.route, language.locale.prefix),
        collection: language.collection.name,
        ...(language.locale.prefix ? { locale: language.locale.code } : {}),
        state: entry.state,
        matter: entry.matter,
      })),
    ),
  );
  const routes = new Set(made.map((page) => page.route));
  // A listing page another language lacks (its page 3, a tag it has no entry of) switches to that language's listing.
  for (const page of made) {
    if (page.languageRoutes) continue;
    const here = locales.find((locale) => (page.locale ?? mainCode) === locale.code)!;
    const written = unlocalizedRoute(page.route, here.prefix);
    const collection = input.collections.find((candidate) => page.counterpart?.startsWith(`${candidate.name}-list:`))!;
    page.languageRoutes = Object.fromEntries(
      locales.filter((locale) => locale.code !== here.code).map((locale) => {
        const there = localizedRoute(written, locale.prefix);
        return [locale.code, routes.has(there) ? there : localizedRoute(listingRoute(collection), locale.prefix)];
      }),
    );
  }
  const pages = content.pages.map((page): LocalizedPage => {
    if (!page.sections.some((section) => section.type === "latest" || section.type === "prose" || section.type === "form")) return page;
    return {
      ...page,
      sections: page.sections.map((section) => {
        if (section.type === "prose") return { ...section, rendered: toBody(section.body) };
        if (section.type === "latest") {
          const language = languagesOf.get(section.collection)?.get(page.locale ?? mainCode);
          return { ...section, entries: language ? latestCards(language, { limit: section.limit, choice: section.choice, tag: section.tag }) : [] };
        }
        if (section.type === "form" && section.fields.some((field) => field.collection)) {
          const choicesOf = (name: string) => {
            const language = languagesOf.get(name)?.get(page.locale ?? mainCode);
            return language ? entryChoices(language) : [];
          };
          return { ...section, fields: section.fields.map((field) => (field.collection ? { ...field, options: choicesOf(field.collection) } : field)) };
        }
        return section;
      }),
    };
  });
  return { content: { ...content, pages: [...pages, ...made], collectionEntries: published }, leftOut };
}
