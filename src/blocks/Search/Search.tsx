import { lazy, Suspense, useId, useState, useSyncExternalStore } from "react";
import { search as searchDrawing } from "../../components/Icon/drawings.ts";
import { Glyph } from "../../components/Icon/Glyph.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { useLocale, useWords } from "../../hooks/SiteContext.tsx";
import { fieldMark } from "../../lib/field-mark.ts";
import { routeForms } from "../../lib/hash-route.ts";
import { useRouteLocation } from "../../routing/location.ts";
import type { SearchBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** The panel and the index load when the visitor searches: a query in the address, or the field used. */
const SearchPanel = lazy(() => import("../../search/SearchPanel.tsx").then((module) => ({ default: module.SearchPanel })));

/** The address's query, `?q=` (after the path document's move: /search/?q=x becomes /?q=x#/search). */
const addressQuery = () => new URLSearchParams(location.search).get("q") ?? "";

/** The address changes only by the panel's own keepInAddress, which is read when it next renders. */
const subscribeNever = () => () => undefined;

/** Keeps the query in the address, so the result page can be shared and reloaded. */
function keepInAddress(query: string) {
  const url = new URL(location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  if (url.href !== location.href) history.replaceState(history.state, "", url.href);
}

export function Search({ block }: { block: SearchBlock }) {
  const words = useWords();
  const { locale } = useLocale();
  const [route] = useRouteLocation();
  const headingId = useId();
  // The prerendered page has no query; the address's is read once the page is the browser's (hydration first renders the server's "").
  const queryInAddress = useSyncExternalStore(subscribeNever, addressQuery, () => "");
  const [opened, setOpened] = useState<{ query: string; focus: boolean } | undefined>(undefined);
  const started = opened ?? (queryInAddress ? { query: queryInAddress, focus: false } : undefined);
  // Once searching, the panel stays, whatever the address says next.
  const onQuery = (query: string) => {
    keepInAddress(query);
    setOpened((old) => old ?? { query, focus: false });
  };

  return (
    <section id={block.id} data-block="search" aria-labelledby={headingId} css={styles.root}>
      <header css={styles.header}>
        <h1 {...fieldMark("title")} id={headingId} css={styles.title}>
          {block.title}
        </h1>
        {block.intro && (
          <p {...fieldMark("intro")} css={styles.intro}>
            {block.intro}
          </p>
        )}
      </header>
      <div css={styles.body}>
        {started ? (
          <Suspense fallback={null}>
            <SearchPanel languageCode={locale.code} label={words.searchLabel} failed={words.searchFailed} initialQuery={started.query} onQuery={onQuery} autoFocus={started.focus} />
          </Suspense>
        ) : (
          // Before search is used (and without JavaScript): a form that asks this document for ?q=.
          <form role="search" method="get" action={routeForms(route).path} css={styles.form}>
            <label htmlFor="search-field" css={styles.label}>
              {words.searchLabel}
            </label>
            <div css={styles.field}>
              <Glyph drawing={searchDrawing} size={20} css={styles.icon} />
              <input id="search-field" name="q" type="text" inputMode="search" enterKeyHint="search" autoComplete="off" css={styles.input} onFocus={(event) => setOpened({ query: event.currentTarget.value, focus: true })} />
            </div>
          </form>
        )}
        <noscript>
          <div css={styles.noScript}>
            <p>{words.searchNeedsScript}</p>
            <ul>
              {block.browse.map((link, index) => (
                <li key={link.href}>
                  <SmartLink {...fieldMark("browse", index, "label")} href={link.href}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
              <li>
                <a href="sitemap.xml">{words.searchSitemap}</a>
              </li>
            </ul>
          </div>
        </noscript>
      </div>
    </section>
  );
}
