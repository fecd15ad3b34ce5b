/**
 * The middle column when an article is open: what its form needs, gathered from the studio's
 * state (its language's tags, its English when it is a translation, its translations for
 * Delete), and the form itself, which brings the schemas and loads when first wanted.
 */
import { lazy, Suspense, useMemo } from "react";
import type { SiteLocale } from "../../content/site-locales.ts";
import { localeOfPath, pathInLocale, siteFile } from "../../validation/sources.ts";
import { languageName, pageTitle, translationLocales } from "../page-names.ts";
import { currentData, type FileState, type StudioState } from "../store.ts";
import * as styles from "../styles.ts";

const EntryForm = lazy(() => import("./EntryForm.tsx").then((module) => ({ default: module.EntryForm })));

interface ArticlePanelProps {
  state: StudioState;
  selected: FileState;
  now: Date;
  /** The article's language when it is a translation. */
  language: SiteLocale | undefined;
  focusBlock?: { index: number; offset?: number } | undefined;
  readOnly: boolean;
  onDelete(withTranslations: boolean): Promise<boolean>;
}

/** Each English page's title by its route, for the body editor's link choices ("Technology › process"). */
function pageNamesOf(state: StudioState): Record<string, string> {
  const brand = state.content?.brand ?? "";
  const names: Record<string, string> = {};
  for (const file of Object.values(state.files)) {
    if (file.file.kind !== "page" || localeOfPath(file.file.path) !== undefined) continue;
    const route = (currentData(file) as { route?: unknown } | null)?.route;
    if (typeof route === "string") names[route] = pageTitle(currentData(file), brand);
  }
  return names;
}


export function ArticlePanel({ state, selected, now, language, focusBlock, readOnly, onDelete }: ArticlePanelProps) {
  // The same names while no page's title or route changes: typing in the article redraws no link list.
  const pageNamesText = JSON.stringify(pageNamesOf(state));
  const pageNames = useMemo(() => JSON.parse(pageNamesText) as Record<string, string>, [pageNamesText]);
  const path = selected.file.path;
  const locale = localeOfPath(path);
  const data = currentData(selected);
  if (!data || typeof data !== "object") {
    return (
      <p css={styles.notice} role="note">
        The studio cannot open this article&rsquo;s form until its file is mended: its details must sit between two lines of three dashes (---) at the top of the file, its text under them. Its problems are listed above, each at its line.
      </p>
    );
  }
  const englishFile = locale ? state.files[pathInLocale(path, undefined)] : undefined;
  const siteData = state.files[siteFile] ? currentData(state.files[siteFile]) : undefined;
  // Delete offers to take the translations along; a translation is deleted by itself.
  const translationNames = locale ? [] : translationLocales(siteData).filter((code) => state.files[pathInLocale(path, code)]).map((code) => languageName(siteData, code));
  return (
    <section aria-labelledby="form-heading" style={{ marginTop: "1rem" }}>
      <Suspense fallback={<p css={styles.hint}>Loading the form…</p>}>
        <fieldset disabled={readOnly} css={styles.plainFieldset}>
          <EntryForm
            file={selected}
            data={data as Record<string, unknown>}
            now={now}
            pageNames={pageNames}
            english={englishFile && language ? { file: englishFile, language: { code: language.code, dir: language.dir, name: languageName(siteData, language.code) } } : undefined}
            focusBlock={focusBlock}
            translationNames={translationNames}
            onDelete={onDelete}
            readOnly={readOnly}
          />
        </fieldset>
      </Suspense>
    </section>
  );
}
