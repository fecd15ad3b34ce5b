/**
 * Adds `<link rel href>` to the document's head; `as` makes it a preload of that kind, fetched
 * in CORS mode as fonts are (a preload in another mode would be fetched twice). Written short:
 * the faces' boot script, inlined in every document, carries it.
 */
export function addLink(rel: string, href: string, as?: string): void {
  document.head.appendChild(Object.assign(document.createElement("link"), as ? { rel, href, as, crossOrigin: "" } : { rel, href }));
}
