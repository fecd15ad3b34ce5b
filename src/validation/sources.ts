/** A file under content/, with the path editors see in messages (relative, forward slashes). */
export interface SourceFile {
  path: string;
  text: string;
  kind: "site" | "page" | "entry" | "stray";
}

export const contentFolder = "content";
export const siteFile = `${contentFolder}/site.yaml`;
export const pagesFolder = `${contentFolder}/pages`;
/** The news collection's folder: content/news/<slug>.md, content/ar/news/<slug>.md. */
export const newsFolder = `${contentFolder}/news`;

/** A translation's folder: content/ar/ holds the Arabic site.yaml and pages/. */
const translationPath = /^content\/([a-z]{2,3})\/(site\.yaml|pages\/[^/]+|news\/[^/]+)$/;

/** The language a content file is written in: undefined for the default language's files, "ar" for content/ar/…. */
export function localeOfPath(path: string): string | undefined {
  return translationPath.exec(path)?.[1];
}

/** The same file in another language: content/pages/about.yaml → content/ar/pages/about.yaml, and back with no locale. */
export function pathInLocale(path: string, locale: string | undefined): string {
  const own = translationPath.exec(path);
  const rest = own ? own[2]! : path.slice(contentFolder.length + 1);
  return locale ? `${contentFolder}/${locale}/${rest}` : `${contentFolder}/${rest}`;
}

/** Whether a content file is a news entry: content/news/<slug>.md, content/ar/news/<slug>.md. */
export function isEntryPath(path: string): boolean {
  return /^content\/(?:[a-z]{2,3}\/)?news\/[^/]+\.md$/.test(path);
}

/** Whether a content file is a site file (content/site.yaml, content/ar/site.yaml) or a page. */
export function kindOfPath(path: string): "site" | "page" {
  return path === siteFile || (localeOfPath(path) !== undefined && path.endsWith("/site.yaml")) ? "site" : "page";
}

/** A content file's kind by its path alone: an entry (content/news/*.md), a site file or a page. */
export function fileKindOfPath(path: string): "site" | "page" | "entry" {
  return isEntryPath(path) ? "entry" : kindOfPath(path);
}
