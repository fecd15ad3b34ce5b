/**
 * How the studio names what an editor edits: a page by its title ("About Us"), a
 * translation by its page and language ("About Us (العربية)"), a section by its page and
 * block ("About Us → Hero"). Editors never read a file path in the studio's words; the
 * paths stay the keys underneath. Zod-free: the studio's first screen lists pages by these.
 */
import { authRoute, homeRoute, notFoundRoute } from "../content/route-roles.ts";
import { collectionNameOf, entryFolderOf, isCollectionPath, localeOfPath, pathInLocale, siteFile } from "../validation/sources.ts";

/** A content file as the names need it: its path and its current value. */
export interface NamedFile {
  path: string;
  data: unknown;
}

interface PageFields {
  route?: unknown;
  title?: unknown;
  sections?: { type?: unknown; title?: unknown }[];
}

interface SiteFields {
  brand?: { name?: unknown };
  navigation?: { links?: { href?: unknown }[] };
  locales?: { code?: unknown; name?: unknown }[];
}

const textOr = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() !== "" ? value.trim() : fallback);

/** The page's own name: "Home" for home, else its title without " — Verdavia", else its hero's title. */
export function pageTitle(data: unknown, brand = ""): string {
  const page = (data ?? {}) as PageFields;
  if (page.route === homeRoute) return "Home";
  const suffix = brand ? ` — ${brand}` : "";
  const title = textOr(page.title, "");
  if (title) return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const hero = Array.isArray(page.sections) ? page.sections.find((section) => section?.type === "hero") : undefined;
  return textOr(hero?.title, "Untitled page");
}

/** The language a translation's folder holds, as site.yaml names it ("العربية"), or its code if it names none. */
export function languageName(site: unknown, locale: string): string {
  const found = ((site ?? {}) as SiteFields).locales?.find((entry) => entry?.code === locale);
  return textOr(found?.name, locale);
}

/** The languages besides the default one, in site.yaml's order. */
export function translationLocales(site: unknown): string[] {
  return (((site ?? {}) as SiteFields).locales ?? [])
    .slice(1)
    .map((entry) => entry?.code)
    .filter((code): code is string => typeof code === "string");
}

/** The page's role: an ordinary page, or one of those visitors never choose (not-found, the sign-in landing). */
export function isSystemPage(data: unknown): boolean {
  const route = ((data ?? {}) as PageFields).route;
  return route === notFoundRoute || route === authRoute;
}

/** Routes in the order the header's navigation links them, without anchors. */
function navigationOrder(site: unknown): string[] {
  const links = ((site ?? {}) as SiteFields).navigation?.links ?? [];
  return links.map((link) => (typeof link?.href === "string" ? link.href.split("#")[0]! : "")).filter((route) => route.startsWith("/"));
}

export interface PageGroups<F extends NamedFile> {
  /** Home, then the header's order, then the rest by title. */
  pages: F[];
  /** The not-found page and the sign-in landing. */
  system: F[];
}

/** The default language's pages as an editor meets them on the site; translations are listed under their page, not here. */
export function groupPages<F extends NamedFile>(files: readonly F[], site: unknown, brand = ""): PageGroups<F> {
  const english = files.filter((file) => file.path !== siteFile && localeOfPath(file.path) === undefined);
  const order = navigationOrder(site);
  const rank = (file: F) => {
    const route = ((file.data ?? {}) as PageFields).route;
    if (route === homeRoute) return -1;
    const place = typeof route === "string" ? order.indexOf(route) : -1;
    return place === -1 ? order.length : place;
  };
  const byPlace = (a: F, b: F) => rank(a) - rank(b) || pageTitle(a.data, brand).localeCompare(pageTitle(b.data, brand));
  return {
    pages: english.filter((file) => !isSystemPage(file.data)).sort(byPlace),
    system: english.filter((file) => isSystemPage(file.data)).sort(byPlace),
  };
}

/**
 * What a content file is called in the studio's words: "About Us", "About Us (العربية)",
 * "Site settings", "Site settings (العربية)". `files` gives the English page a translation
 * is named after; `site` the language's name.
 */
export function fileLabel(path: string, files: readonly NamedFile[], site: unknown, brand = ""): string {
  const locale = localeOfPath(path);
  const own = locale ? pathInLocale(path, undefined) : path;
  const english = files.find((file) => file.path === own) ?? files.find((file) => file.path === path);
  const folder = entryFolderOf(own);
  const name =
    own === siteFile
      ? "Site settings"
      : folder !== undefined
        ? `the ${entryWord(folder, files)} “${textOr((english?.data as { title?: unknown } | undefined)?.title, "Untitled")}”`
        : pageTitle(english?.data, brand);
  return locale ? `${name} (${languageName(site, locale)})` : name;
}

/** What one entry of the collection kept in `folder` is called, as its declaration says ("event"), read without its schema. */
function entryWord(folder: string, files: readonly NamedFile[]): string {
  for (const file of files) {
    if (!isCollectionPath(file.path) || localeOfPath(file.path)) continue;
    const declared = (file.data ?? {}) as { folder?: unknown; labels?: { one?: unknown } };
    if (textOr(declared.folder, collectionNameOf(file.path)) === folder) return textOr(declared.labels?.one, "entry");
  }
  return "entry";
}

/** Several names in a sentence: "About Us", "About Us and Contact", "About Us, Contact and Home". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Each block by what an editor calls it, not by its `type:` (`cta`, `faq`). */
const blockWords: Readonly<Record<string, string>> = {
  article: "Entry",
  auth: "Sign-in",
  cards: "Cards",
  cta: "Call to action",
  faq: "Questions and answers",
  form: "Form",
  hero: "Hero",
  latest: "Latest entries",
  listing: "Entry listing",
  media: "Picture or video",
  prose: "Long text",
  stats: "Figures",
  table: "Table",
  testimonials: "Testimonials",
  text: "Text",
};

/** A block's type as a heading: "cta" → "Call to action"; a type the table lacks, "logo-strip" → "Logo strip". */
export function blockLabel(type: unknown): string {
  const key = textOr(type, "section");
  if (key in blockWords) return blockWords[key]!;
  const words = key.replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A section where an editor finds it: "About Us → Hero", or with its title where the page
 * has several sections of its type ("Home → Cards “Our Values”").
 */
export function sectionLabel(pageName: string, sections: readonly ({ type?: unknown; title?: unknown } | undefined)[], index: number): string {
  const section = sections[index];
  const alike = sections.filter((other) => other?.type === section?.type).length;
  const title = alike > 1 && typeof section?.title === "string" && section.title.trim() ? ` “${section.title.trim()}”` : "";
  return `${pageName} → ${blockLabel(section?.type)}${title}`;
}
