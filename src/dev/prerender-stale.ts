/**
 * Sent by the dev server when code its render of the pages ran has changed
 * (scripts/prerender/dev-documents.ts): the open page's HTML was drawn by the old code, so
 * main.tsx loads the document again, drawn by the new.
 */
export const prerenderStaleEvent = "site:prerender-stale";
