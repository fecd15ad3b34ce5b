/** A file under content/, with the path editors see in messages (relative, forward slashes). */
export interface SourceFile {
  path: string;
  text: string;
  kind: "site" | "page" | "collection" | "entry" | "stray";
}

export const contentFolder = "content";
export const siteFile = `${contentFolder}/site.yaml`;
export const pagesFolder = `${contentFolder}/pages`;
/** Collections' declarations: content/collections/<name>.yaml; a translation's words for one: content/ar/collections/<name>.yaml. */
export const collectionsFolder = `${contentFolder}/collections`;

/** Folders of content/ (and of a translation's folder) that hold no collection's entries. */
export const reservedFolders = new Set(["pages", "collections", "schema"]);

/** A translation's folder: content/ar/ holds the Arabic site.yaml, pages/, collections/ and each collection's entries. */
const translationPath = /^content\/([a-z]{2,3})\/(site\.yaml|[a-z][a-z0-9-]*\/[^/]+)$/;

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

const entryPath = /^content\/(?:[a-z]{2,3}\/)?([a-z][a-z0-9-]*)\/[^/]+\.md$/;

/** The folder of the collection an entry file belongs to (content/events/x.md → "events"), or undefined if it is no entry. */
export function entryFolderOf(path: string): string | undefined {
  const folder = entryPath.exec(path)?.[1];
  return folder !== undefined && !reservedFolders.has(folder) && !/^[a-z]{2,3}$/.test(folder) ? folder : undefined;
}

/** Whether a content file is a collection's entry: content/<folder>/<slug>.md, content/ar/<folder>/<slug>.md. */
export function isEntryPath(path: string): boolean {
  return entryFolderOf(path) !== undefined;
}

/** Whether a content file is a collection's declaration or a translation's words for one. */
export function isCollectionPath(path: string): boolean {
  return /^content\/(?:[a-z]{2,3}\/)?collections\/[^/]+\.yaml$/.test(path);
}

/** A collection's name from its declaration's path: content/collections/events.yaml → "events". */
export const collectionNameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\.yaml$/, "");

/** Whether a content file is a site file (content/site.yaml, content/ar/site.yaml) or a page. */
export function kindOfPath(path: string): "site" | "page" {
  return path === siteFile || (localeOfPath(path) !== undefined && path.endsWith("/site.yaml")) ? "site" : "page";
}

/** A content file's kind by its path alone: an entry (content/<collection>/*.md), a collection's declaration, a site file or a page. */
export function fileKindOfPath(path: string): "site" | "page" | "collection" | "entry" {
  return isEntryPath(path) ? "entry" : isCollectionPath(path) ? "collection" : kindOfPath(path);
}
