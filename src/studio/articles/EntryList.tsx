/**
 * A collection's part of the content navigation ("News & Insights", "Events"): its entries by
 * title, newest first, each with its kind and state in words and, under it, its translations
 * and how far they are; filters by state and kind, a search of the titles, and New article
 * (New event, New role). Words only: no file names.
 */
import { memo, useId, useState } from "react";
import type { EntryState } from "../../content/collections/views.ts";
import * as styles from "../styles.ts";
import { filterRows, noFilter, type ArticleFilter, type ArticleRow } from "./entry-list.ts";
import { articleStates, stateNames } from "./entry-words.ts";
import { NewArticleForm } from "./NewArticleForm.tsx";
import type { ArticleProposal } from "./new-article.ts";

export interface EntryListProps {
  /** The list's heading: the collection's name ("News & Insights"). */
  title: string;
  /** What one entry is called ("article", "event", "role"). */
  one: string;
  /** The collection's kinds in words, by value. */
  typeWords: Readonly<Record<string, string>>;
  rows: readonly ArticleRow[];
  /** The languages articles are translated into: code and name. */
  languages: readonly { code: string; name: string }[];
  /** Each translation's state in words, by the English article's path and then the language. */
  translationWords: ReadonlyMap<string, ReadonlyMap<string, string>>;
  selectedPath: string | undefined;
  onSelect(path: string): void;
  /** The address a title would get, or why it cannot (at each keystroke). */
  propose(title: string): ArticleProposal;
  /** Makes the article in the studio and opens it; absent for a read-only editor. */
  onCreate?(title: string): void;
  /** Begins an article's translation into a language; absent for a read-only editor. */
  onTranslate?(englishPath: string, locale: string): void;
}

function Row({ row, props }: { row: ArticleRow; props: EntryListProps }) {
  const { languages, translationWords, selectedPath, onSelect, onTranslate } = props;
  return (
    <li data-article-state={row.state ?? ""}>
      <button type="button" css={styles.listButton} aria-current={selectedPath === row.path} onClick={() => onSelect(row.path)}>
        {row.title}
        {row.unsaved ? " •" : ""}
        <small>
          {[row.typeWords, row.stateWords].filter(Boolean).join(" · ")}
        </small>
      </button>
      {languages.length > 0 && (
        <ul css={styles.languageList} aria-label={`${row.title} in other languages`}>
          {languages.map((language) => {
            const words = translationWords.get(row.path)?.get(language.code);
            const name = <bdi lang={language.code}>{language.name}</bdi>;
            const twin = row.translations[language.code];
            return (
              <li key={language.code}>
                {twin ? (
                  <button type="button" css={styles.listButton} aria-current={selectedPath === twin} onClick={() => onSelect(twin)}>
                    {name}
                    {words ? ` — ${words}` : ""}
                  </button>
                ) : (
                  <span css={styles.hint}>
                    {name} — not yet translated
                    {onTranslate && !row.isNew && (
                      <button type="button" css={[styles.button, styles.translateButton]} onClick={() => onTranslate(row.path, language.code)}>
                        Translate this {props.one}
                        <span className="visually-hidden">
                          {" "}
                          ({row.title} into {name})
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

/** Rows drawn at first, and more at each "Show more": a list of thousands is searched, not scrolled, and drawn in the same time. */
export const rowsAtOnce = 100;

function EntryListPanel(props: EntryListProps) {
  const { rows, propose, onCreate, title, one, typeWords } = props;
  const [filter, setFilter] = useState<ArticleFilter>(noFilter);
  const [drawn, setDrawn] = useState(rowsAtOnce);
  const id = useId();
  const shown = filterRows(rows, filter);
  // The open entry stays in the list, however far down it is.
  const selected = shown.findIndex((row) => row.path === props.selectedPath || Object.values(row.translations).includes(props.selectedPath ?? ""));
  const visible = shown.slice(0, Math.max(drawn, selected + 1));
  const types = [...new Set(rows.map((row) => row.type).filter(Boolean))];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {onCreate && <NewArticleForm one={one} propose={propose} onCreate={onCreate} />}
      <div css={styles.field} style={{ marginTop: "0.5rem" }} role="search" aria-label={`Find ${one}s in ${title}`}>
        <label htmlFor={`${id}-search`}>Search titles</label>
        <input id={`${id}-search`} type="search" value={filter.search} onChange={(event) => setFilter({ ...filter, search: event.target.value })} />
        <label htmlFor={`${id}-state`}>State</label>
        <select id={`${id}-state`} value={filter.state} onChange={(event) => setFilter({ ...filter, state: event.target.value as EntryState | "" })}>
          <option value="">Any state</option>
          {articleStates.map((state) => (
            <option key={state} value={state}>
              {stateNames[state]}
            </option>
          ))}
        </select>
        {types.length > 0 && (
          <>
            <label htmlFor={`${id}-type`}>Kind</label>
            <select id={`${id}-type`} value={filter.type} onChange={(event) => setFilter({ ...filter, type: event.target.value })}>
              <option value="">Any kind</option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {typeWords[type] ?? type}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <p css={styles.hint} role="status">
        {shown.length === rows.length ? `${rows.length} ${rows.length === 1 ? one : `${one}s`}` : `${shown.length} of ${rows.length} ${one}s`}
        {visible.length < shown.length ? `, the newest ${visible.length} listed: search the titles for any other` : ""}
      </p>
      <ul aria-labelledby={`${id}-heading`}>
        {visible.map((row) => (
          <Row key={row.path} row={row} props={props} />
        ))}
      </ul>
      {visible.length < shown.length && (
        <button type="button" css={styles.button} onClick={() => setDrawn(visible.length + rowsAtOnce)}>
          Show {Math.min(rowsAtOnce, shown.length - visible.length)} more {one}s
          <span className="visually-hidden"> in {title}</span>
        </button>
      )}
    </section>
  );
}

/** What the list shows, as text: a keystroke in an article's text changes none of it, and the list is not drawn again. */
function shownText({ title, one, typeWords, rows, languages, translationWords, selectedPath, onCreate, onTranslate }: EntryListProps): string {
  return JSON.stringify([title, one, typeWords, rows, languages, [...translationWords].map(([path, words]) => [path, [...words]]), selectedPath, !!onCreate, !!onTranslate]);
}

export const EntryList = memo(EntryListPanel, (before, after) => shownText(before) === shownText(after));
