import { use } from "react";
import type { LocaleBundle, LocaleEntry, SiteBundle } from "../content/site-content.ts";

const loading = new WeakMap<LocaleEntry, Promise<LocaleBundle>>();

/** Another language's site settings and pages, loading them on first use; kept per entry so React's `use` sees one promise. */
export function loadLocale(entry: LocaleEntry): Promise<LocaleBundle> {
  if (entry.bundle) return Promise.resolve(entry.bundle);
  let promise = loading.get(entry);
  if (!promise) {
    promise = entry.load!().then((bundle) => {
      // Read directly from here on, so a render after it has arrived never suspends again.
      entry.bundle = bundle;
      return bundle;
    });
    loading.set(entry, promise);
  }
  return promise;
}

/** The site settings and pages of a language, suspending while its module loads. */
export function useLocaleBundle(bundle: SiteBundle, code: string): LocaleBundle {
  const entry = bundle.sites[code]!;
  return entry.bundle ?? use(loadLocale(entry));
}
