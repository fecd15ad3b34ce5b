/**
 * The studio's left column: the pages by their titles, as visitors meet them (home, then
 * the header's order, then the rest), each with its translations and how far they are;
 * New page; the system pages (not-found, the sign-in landing) apart; the site settings.
 * A dot marks unsaved edits.
 */
import { memo, useState, type ReactNode } from "react";
import { pathInLocale, siteFile } from "../validation/sources.ts";
import { standingText, type TranslationStanding } from "../validation/translation-standing.ts";
import { groupPages, languageName, pageTitle, translationLocales } from "./page-names.ts";
import { currentData, type FileState } from "./store.ts";
import * as styles from "./styles.ts";

/** How far one translation is, once worked out (it takes the schemas, which load after the list). */
export interface TranslationProgress {
  state: Exclude<TranslationStanding, "missing">;
  /** Sections behind the English, when behind. */
  behind: number;
  /** Texts not yet translated, when incomplete. */
  untranslated: number;
}

interface ContentNavProps {
  /** Every content file, in every language. */
  files: readonly FileState[];
  brand: string;
  selectedPath: string | undefined;
  onSelect(path: string): void;
  /** Each translation's progress by its path; a translation not in it yet shows its language alone. */
  progress: ReadonlyMap<string, TranslationProgress>;
  /** Makes the page as `npm run new-page` does; true when it was made. Absent for a read-only editor. */
  onCreatePage?(name: string): Promise<boolean>;
  /** Begins a page's translation into a language ("Translate this page"). Absent for a read-only editor. */
  onTranslate?(englishPath: string, locale: string): void;
  /** Each collection's list (articles/EntryList.tsx), drawn between the pages and the site settings; the same element while it shows the same. */
  collections?: ReactNode;
}

/** "translated", "2 sections behind", "12 fields to translate", "not yet translated". */
export function progressText(progress: TranslationProgress | undefined, exists: boolean): string {
  if (!exists) return standingText({ state: "missing", behind: 0, untranslated: 0 });
  return progress ? standingText(progress) : "";
}

const unsavedDot = (file: FileState) => (file.changes.length > 0 ? " •" : "");

interface EntryProps {
  file: FileState;
  label: string;
  detail: string;
  props: ContentNavProps;
  locales: readonly string[];
  siteData: unknown;
}

/** One page or the site settings, with a line for each of its translations under it. */
function Entry({ file, label, detail, props, locales, siteData }: EntryProps) {
  const { files, selectedPath, onSelect, progress, onTranslate } = props;
  return (
    <li>
      <button type="button" css={styles.listButton} aria-current={selectedPath === file.file.path} onClick={() => onSelect(file.file.path)}>
        {label}
        {unsavedDot(file)}
        <small>{detail}</small>
      </button>
      {locales.length > 0 && (
        <ul css={styles.languageList} aria-label={`${label} in other languages`}>
          {locales.map((locale) => {
            const path = pathInLocale(file.file.path, locale);
            const translation = files.find((candidate) => candidate.file.path === path);
            const state = progressText(progress.get(path), translation !== undefined);
            // The language's name is isolated, so a right-to-left name does not carry the English words after it.
            const words = (
              <>
                <bdi lang={locale}>{languageName(siteData, locale)}</bdi>
                {state ? ` — ${state}` : ""}
              </>
            );
            return (
              <li key={locale} data-translation-state={translation ? (progress.get(path)?.state ?? "") : "missing"}>
                {translation ? (
                  <button type="button" css={styles.listButton} aria-current={selectedPath === path} onClick={() => onSelect(path)}>
                    {words}
                    {unsavedDot(translation)}
                  </button>
                ) : (
                  <span css={styles.hint}>
                    {words}
                    {onTranslate && file.file.kind === "page" && (
                      <button type="button" css={[styles.button, styles.translateButton]} onClick={() => onTranslate(file.file.path, locale)}>
                        Translate this page
                        <span className="visually-hidden">
                          {" "}
                          ({label} into <bdi lang={locale}>{languageName(siteData, locale)}</bdi>)
                        </span>
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function ContentNavPanel(props: ContentNavProps) {
  const { files, brand, onCreatePage } = props;
  const [newPageName, setNewPageName] = useState<string>();
  const site = files.find((file) => file.file.path === siteFile);
  const siteData = site ? currentData(site) : undefined;
  const locales = translationLocales(siteData);
  const named = files.filter((file) => file.file.kind === "page").map((file) => ({ path: file.file.path, data: currentData(file), file }));
  const { pages, system } = groupPages(named, siteData, brand);
  const entry = (item: (typeof named)[number]) => (
    <Entry key={item.path} file={item.file} label={pageTitle(item.data, brand)} detail={routeText(item.data)} props={props} locales={locales} siteData={siteData} />
  );
  return (
    <nav css={styles.panel} aria-label="Content">
      <h2 id="pages-heading">Pages</h2>
      <ul aria-labelledby="pages-heading">{pages.map(entry)}</ul>
      {!onCreatePage ? null : newPageName === undefined ? (
        <button type="button" css={styles.button} style={{ marginTop: "0.5rem" }} onClick={() => setNewPageName("")}>
          New page
        </button>
      ) : (
        <form
          css={styles.field}
          style={{ marginTop: "0.5rem" }}
          onSubmit={(event) => {
            event.preventDefault();
            void onCreatePage(newPageName).then((created) => created && setNewPageName(undefined));
          }}
        >
          <label htmlFor="new-page-name">Page name</label>
          <span id="new-page-hint" css={styles.hint}>
            For example “Our team”: the page gets the route /our-team.
          </span>
          <input id="new-page-name" type="text" aria-describedby="new-page-hint" value={newPageName} onChange={(event) => setNewPageName(event.target.value)} autoFocus />
          <div style={{ display: "flex", gap: "0.5rem" }}>
            <button type="submit" css={styles.button}>
              Create page
            </button>
            <button type="button" css={styles.button} onClick={() => setNewPageName(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {system.length > 0 && (
        <>
          <h2 id="system-pages-heading">System pages</h2>
          <ul aria-labelledby="system-pages-heading">{system.map(entry)}</ul>
        </>
      )}
      {props.collections}
      <h2 id="site-heading">Site</h2>
      {site && (
        <ul aria-labelledby="site-heading">
          <Entry file={site} label="Site settings" detail="brand, navigation, contact, footer" props={props} locales={locales} siteData={siteData} />
        </ul>
      )}
    </nav>
  );
}

/**
 * What the list shows, as text: a keystroke in a section's text changes no title, route,
 * dot or progress, and the list is not drawn again for it. The studio passes actions that
 * reach its current store and state when used (hooks/useNewFiles.ts: listActions), so a
 * list left as it was acts as a new one would.
 */
function shownText({ files, brand, selectedPath, progress, onCreatePage, onTranslate }: ContentNavProps): string {
  const site = files.find((file) => file.file.path === siteFile);
  // Entries are their collection's list's to show: a keystroke in one does not draw the pages again.
  const entries = files.filter((file) => file.file.kind !== "entry").map((file) => {
    const data = file.file.kind === "page" ? currentData(file) : undefined;
    return [file.file.path, file.changes.length > 0, data === undefined ? "" : pageTitle(data, brand), routeText(data)];
  });
  return JSON.stringify([brand, selectedPath, !!onCreatePage, !!onTranslate, entries, [...progress], site && currentData(site)]);
}

export const ContentNav = memo(ContentNavPanel, (before, after) => before.collections === after.collections && shownText(before) === shownText(after));

/** Where the page is on the site, in a visitor's words. */
function routeText(data: unknown): string {
  const route = (data as { route?: unknown } | null)?.route;
  if (route === "*") return "shown for an address no page has";
  return typeof route === "string" ? route : "";
}
