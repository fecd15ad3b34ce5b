import { use } from "react";
import type { SiteBundle, SiteEntry } from "../content/site-content.ts";
import type { Site } from "../content/site.ts";

const loading = new WeakMap<SiteEntry, Promise<Site>>();

/** Another language's site settings, loading them on first use; kept per entry so React's `use` sees one promise. */
export function loadLocaleSite(entry: SiteEntry): Promise<Site> {
  if (entry.site) return Promise.resolve(entry.site);
  let promise = loading.get(entry);
  if (!promise) {
    promise = entry.load!().then((site) => {
      // Read directly from here on, so a render after it has arrived never suspends again.
      entry.site = site;
      return site;
    });
    loading.set(entry, promise);
  }
  return promise;
}

/** The site settings in a language: the default's come with the app, another's with its first page. */
export function useLocaleSite(bundle: SiteBundle, code: string): Site {
  const entry = bundle.sites[code];
  if (!entry) return bundle.site;
  return entry.site ?? use(loadLocaleSite(entry));
}
