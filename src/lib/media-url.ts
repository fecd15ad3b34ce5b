/**
 * Content names local files from the site root ("/media/hero.svg"). The site
 * may be served under any base path, and hash routing keeps the document at
 * that base, so local files are resolved relative to it.
 */
export function mediaUrl(source: string): string {
  return source.startsWith("/") ? `.${source}` : source;
}
