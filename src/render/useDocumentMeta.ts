import { useEffect } from "react";

/** The document's `<meta name=…>`, added when missing. */
function namedMeta(name: string): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = name;
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the tab title and meta description from the page file, and `noindex` while the
 * page is one search engines must not list (not-found, the auth landing: route-roles.ts),
 * for crawlers that run the app. The build writes the same into each document's head.
 */
export function useDocumentMeta(title: string, description: string, indexable = true) {
  useEffect(() => {
    document.title = title;
    namedMeta("description").content = description;
    if (indexable) document.querySelector('meta[name="robots"]')?.remove();
    else namedMeta("robots").content = "noindex";
  }, [title, description, indexable]);
}
