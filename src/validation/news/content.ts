/**
 * The news in validation: checks before the site is put together (entries, their links and
 * translations, Markdown in pages) and, once it is valid, the news pages, the "latest"
 * blocks' cards and each prose block's parsed body, for every caller of the validator.
 */
import { listingRoute, newsRoute } from "../../content/news/addresses.ts";
import type { PublishOptions } from "../../content/news/publish.ts";
import type { LocalizedPage } from "../../content/localize.ts";
import type { SiteContent } from "../../content/site-content.ts";
import { siteLocales } from "../../content/site-locales.ts";
import type { Site } from "../../content/site.ts";
import { localizedRoute, unlocalizedRoute } from "../../lib/hash-route.ts";
import { toBody } from "../../markdown/to-body.ts";
import type { MediaLibrary } from "../media-files.ts";
import { checkBodyLinks, checkCollection, shownEntries, type CheckedEntry } from "./collection.ts";
import { latestCards, newsPages, type LanguageNews } from "./pages.ts";
import type { EntryFile } from "./entry-file.ts";
import { linkChecker, type MadeRoute } from "../cross-checks.ts";
import type { ParsedSource } from "../parse.ts";
import type { Problem } from "../problem.ts";
import { checkEntryTranslations } from "./translation.ts";
import { checkPageBodies } from "./prose-bodies.ts";

export interface NewsCheck {
  problems: Problem[];
  entries: CheckedEntry[];
  made: MadeRoute[];
}

/** Listing routes exist whenever the site has news; entries' own come from their files. */
function listingMade(): MadeRoute[] {
  return [{ route: newsRoute, file: "content/site.yaml", title: "News", anchors: [] }];
}

export function checkNews(
  entryFiles: readonly { file: EntryFile; locale: string }[],
  site: Site | undefined,
  languagesPages: readonly { pages: ParsedSource[]; partial: ParsedSource[] }[],
  media: MediaLibrary | undefined,
  publish: PublishOptions,
): NewsCheck {
  const collection = checkCollection(entryFiles, { tags: site ? (site.news?.tags ?? {}) : undefined, media, publish });
  const hasNews = entryFiles.length > 0 || site?.news !== undefined;
  const made = [...(hasNews ? listingMade() : []), ...collection.made];
  const problems = [...collection.problems, ...checkEntryTranslations(entryFiles)];
  const [main] = languagesPages;
  const links = main ? linkChecker(main.pages, main.partial, made) : undefined;
  if (links) problems.push(...checkBodyLinks(collection.entries, links));
  for (const language of languagesPages) problems.push(...checkPageBodies(language.pages, links, media));
  return { problems, entries: collection.entries, made };
}

/** The site with its news: entry and listing pages, "latest" cards, and prose bodies parsed. */
export function withNews(content: SiteContent, entries: readonly CheckedEntry[], publish: PublishOptions, media: MediaLibrary | undefined): { content: SiteContent; leftOut: CheckedEntry[] } {
  const locales = siteLocales(content.site);
  const prefixes = new Map(locales.map((locale) => [locale.code, locale.prefix]));
  const mainCode = locales[0]!.code;
  const siteOf = (code: string) => (code === mainCode ? content.site : content.sites?.[code]);
  const leftOut: CheckedEntry[] = [];
  const byLanguage = new Map<string, CheckedEntry[]>();
  for (const locale of locales) {
    const { shown, leftOut: left } = shownEntries(
      entries.filter((entry) => (entry.locale || mainCode) === locale.code),
      publish,
    );
    byLanguage.set(locale.code, shown);
    leftOut.push(...left);
  }
  const twins = new Map([...byLanguage].map(([code, shown]) => [code, new Map(shown.map((entry) => [entry.name, entry]))]));
  const hasNews = entries.length > 0 || content.site.news !== undefined;
  const newsOf = new Map<string, LanguageNews>();
  for (const locale of locales) {
    const site = siteOf(locale.code);
    if (site) newsOf.set(locale.code, { locale, site, entries: byLanguage.get(locale.code) ?? [], twins, prefixes, media });
  }
  const made = hasNews ? [...newsOf.values()].flatMap(newsPages) : [];
  const routes = new Set(made.map((page) => page.route));
  // A listing page another language lacks (its page 3, a tag it has no entry of) switches to that language's news.
  for (const page of made) {
    if (page.languageRoutes) continue;
    const here = locales.find((locale) => (page.locale ?? mainCode) === locale.code)!;
    const written = unlocalizedRoute(page.route, here.prefix);
    page.languageRoutes = Object.fromEntries(
      locales.filter((locale) => locale.code !== here.code).map((locale) => {
        const there = localizedRoute(written, locale.prefix);
        return [locale.code, routes.has(there) ? there : localizedRoute(listingRoute(), locale.prefix)];
      }),
    );
  }
  const pages = content.pages.map((page): LocalizedPage => {
    if (!page.sections.some((section) => section.type === "latest" || section.type === "prose")) return page;
    const news = newsOf.get(page.locale ?? mainCode);
    return {
      ...page,
      sections: page.sections.map((section) => {
        if (section.type === "prose") return { ...section, rendered: toBody(section.body) };
        if (section.type === "latest") return { ...section, entries: news ? latestCards(news, { limit: section.limit, newsType: section.newsType, tag: section.tag }) : [] };
        return section;
      }),
    };
  });
  return { content: { ...content, pages: [...pages, ...made] }, leftOut };
}
