import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { close, search as searchDrawing } from "../components/Icon/drawings.ts";
import { Glyph } from "../components/Icon/Glyph.tsx";
import { fillWord } from "../lib/fill-word.ts";
import { resultCount } from "./count-word.ts";
import { loadSearch, type SearchEngine, type SearchFilters, type SearchResult } from "./engine.ts";
import * as styles from "./styles.ts";

/** Results shown for a query: each is a fragment fetched, so a first query stays light on a phone. */
const shownResults = 8;
/** The pause in typing after which a query is searched. */
const typingPause = 120;

export interface SearchPanelProps {
  /** The language whose index is searched: the page's. */
  languageCode: string;
  /** The field's label and the message when search cannot load, known before the index's words arrive. */
  label: string;
  failed: string;
  initialQuery: string;
  /** Told each query searched: the search page keeps it in the address. */
  onQuery?: ((query: string) => void) | undefined;
  /** The field takes focus as the panel opens. */
  autoFocus?: boolean;
}

type Answer = { query: string; total: number; sections: string[]; tags: string[]; results: SearchResult[] };

/** A filter: a <select> of the values the query finds, "All" first. */
function Filter({ label, all, values, value, onChange }: { label: string; all: string; values: string[]; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const id = useId();
  if (values.length < 2 && !value) return null;
  return (
    <div css={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{all}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function Result({ result }: { result: SearchResult }) {
  return (
    <li css={styles.result}>
      <a href={result.href} css={styles.resultLink}>
        {result.title}
      </a>
      <p css={styles.resultFacts}>
        <span>{result.section}</span>
        {result.date && <time dateTime={result.date.iso}>{result.date.text}</time>}
      </p>
      {/* Text and <mark> elements: the excerpt is the page's words, never markup. */}
      <p css={styles.excerpt}>{result.excerpt.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</p>
    </li>
  );
}

/** The search field and its results, over the page's language's index, loaded as the panel opens. */
export function SearchPanel({ languageCode, label, failed, initialQuery, onQuery, autoFocus = false }: SearchPanelProps) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [engine, setEngine] = useState<SearchEngine | "failed" | undefined>(undefined);
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState<SearchFilters>({});
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const announceQuery = useEffectEvent((searched: string) => onQuery?.(searched));

  useEffect(() => {
    let current = true;
    loadSearch(languageCode).then(
      (loaded) => current && setEngine(loaded),
      () => current && setEngine("failed"),
    );
    return () => {
      current = false;
    };
  }, [languageCode]);

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (!engine || engine === "failed") return;
    const wanted = query.trim();
    let current = true;
    const timer = setTimeout(
      async () => {
        announceQuery(wanted);
        if (!wanted) return setAnswer(undefined);
        const found = await engine.search(wanted, filters);
        const results = await found.page(0, shownResults);
        if (current) setAnswer({ query: wanted, total: found.total, sections: found.sections, tags: found.tags, results });
      },
      answer ? typingPause : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `answer` only says whether to wait: a new answer must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, query, filters]);

  const words = engine && engine !== "failed" ? engine.settings.words : undefined;
  const status = !words ? "" : answer ? resultCount(words, languageCode, answer.total) : query.trim() ? words.searchSearching : "";

  return (
    <div css={styles.panel} data-search-panel="">
      <form role="search" css={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={fieldId} css={styles.visuallyHidden}>
          {label}
        </label>
        <div css={styles.field}>
          <Glyph drawing={searchDrawing} size={20} css={styles.fieldIcon} />
          <input
            ref={field}
            id={fieldId}
            name="q"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            css={styles.input}
          />
          {query && words && (
            <button
              type="button"
              css={styles.clear}
              aria-label={words.searchClear}
              onClick={() => {
                setQuery("");
                field.current?.focus();
              }}
            >
              <Glyph drawing={close} size={18} />
            </button>
          )}
        </div>
      </form>
      {words && answer && (
        <div css={styles.filters}>
          <Filter label={words.searchSections} all={words.searchAll} values={answer.sections} value={filters.section} onChange={(section) => setFilters((old) => ({ ...old, section }))} />
          <Filter label={words.entryTags} all={words.searchAll} values={answer.tags} value={filters.tag} onChange={(tag) => setFilters((old) => ({ ...old, tag }))} />
        </div>
      )}
      <p role="status" css={styles.status}>
        {engine === "failed" ? failed : status}
      </p>
      {answer && answer.results.length > 0 && (
        <ol css={styles.results}>
          {answer.results.map((result) => (
            <Result key={result.href} result={result} />
          ))}
        </ol>
      )}
      {words && answer && answer.total === 0 && engine !== "failed" && engine !== undefined && (
        <div css={styles.nothing}>
          <p>{fillWord(words.searchNothing, { query: answer.query })}</p>
          <ul>
            {engine.settings.browse.map((link) => (
              <li key={link.href}>
                <a href={new URL(link.href, document.baseURI).href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
