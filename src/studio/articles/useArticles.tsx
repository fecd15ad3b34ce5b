/**
 * The studio's collections: each list's rows on a real clock, each translation's state (its module
 * parses Markdown: loaded after the first screen), a new article made in the studio and saved
 * with the next save, and an article deleted as one change once the editor has said so.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type RefObject } from "react";
import { siteLocales } from "../../content/site-locales.ts";
import type { LocaleSettings } from "../../content/locales.ts";
import { localeOfPath, pathInLocale, siteFile } from "../../validation/sources.ts";
import type { StudioBackend } from "../backend.ts";
import { failureText } from "../failure-text.ts";
import { focusField } from "../focus-field.ts";
import type { BodyPlace } from "../preview/body-block.ts";
import { languageName, translationLocales } from "../page-names.ts";
import type { StudioFile } from "../protocol.ts";
import type { SetStatus } from "../status-line.ts";
import { currentData, type Action, type FileState, type StudioState } from "../store.ts";
import { StoreFailure } from "../store/content-store.ts";
import type * as ArabicStateModule from "./arabic-state.ts";
import type * as EntryPreviewModule from "./entry-preview.ts";
import { keepArticles, keptArticles } from "./kept-articles.ts";
import { EntryList } from "./EntryList.tsx";
import { collectionFacts, factsOfEntry, rememberCollectionFiles } from "../collections/declared-files.ts";
import { articleRows, articleTitle } from "./entry-list.ts";
import { newArticleText, proposeArticle } from "./new-article.ts";

/** The time now, again each minute: "Goes live" turns into "Live since" without a reload. */
export function useNow(every = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

interface ArticlesOptions {
  backend: StudioBackend;
  state: StudioState;
  /** The open file: an article is previewed as the site draws it. */
  selected: FileState | undefined;
  readOnly: boolean;
  /** "Translate this article": the studio's own translation of a file (hooks/useNewFiles.ts). */
  translateArticle(englishPath: string, locale: string): void;
  dispatch: Dispatch<Action>;
  stateRef: RefObject<StudioState>;
  headRef: RefObject<string>;
  setStatus: SetStatus;
  onSignedOut: (() => void) | undefined;
  onSaved: ((head: string) => void) | undefined;
}

export function useArticles({ backend, state, selected, readOnly, translateArticle, dispatch, stateRef, headRef, setStatus, onSignedOut, onSaved }: ArticlesOptions) {
  const now = useNow();
  const siteState = state.files[siteFile];
  const siteData = siteState ? currentData(siteState) : undefined;
  const locales = useMemo(() => translationLocales(siteData), [siteData]);
  const languages = useMemo(() => locales.map((code) => ({ code, name: languageName(siteData, code) })), [locales, siteData]);
  const files = useMemo(() => Object.values(state.files), [state.files]);
  // The declarations the entries' code reads their collection from (declared-files.ts), kept before anything reads an entry.
  const facts = useMemo(() => {
    rememberCollectionFiles(files.map((file) => ({ path: file.file.path, kind: file.file.kind, data: currentData(file) })));
    return collectionFacts();
  }, [files]);
  useNewArticlesKept(backend.scope, state, files, dispatch);
  const rows = useMemo(() => articleRows(files, now, locales, facts), [files, now, locales, facts]);

  const [arabicState, setArabicState] = useState<typeof ArabicStateModule>();
  useEffect(() => {
    if (state.content) void import("./arabic-state.ts").then(setArabicState);
  }, [state.content]);
  const translationWords = useMemo(() => {
    const words = new Map<string, Map<string, string>>();
    if (!arabicState) return words;
    for (const locale of locales) {
      for (const [path, standing] of arabicState.articleTranslationStates(state.files, locale)) {
        if (!words.has(path)) words.set(path, new Map());
        words.get(path)!.set(locale, arabicState.translationWords(standing));
      }
    }
    return words;
  }, [arabicState, locales, state.files]);

  const known = () =>
    Object.values(stateRef.current.files)
      .filter((file) => file.file.kind === "entry")
      .map((file) => ({ path: file.file.path, title: articleTitle(currentData(file), factsOfEntry(file.file.path, facts)) }));

  const create = async (name: string, title: string) => {
    const collection = facts.find((candidate) => candidate.name === name);
    if (!collection) return;
    const proposal = proposeArticle(title, known(), collection);
    if (!proposal.ok) return setStatus(proposal.message);
    // The YAML reader comes with the first new article, not with the studio's first screen.
    const { entryData } = await import("../editing/entry-text.ts");
    // Dated by the clock the list's states are read on (it ticks each minute): dated by a newer
    // clock, the article said "Goes live" in the minute before that clock ticked.
    const text = newArticleText(title, now, collection);
    const file: StudioFile = { path: proposal.path, kind: "entry", text, version: "", data: entryData(text), sectionLines: [], isNew: true };
    dispatch({ type: "added", file });
    const dated = collection.publishField ? ", dated now in Dubai time" : "";
    setStatus(`Made the ${collection.one} “${title.trim()}”${dated}. Write the rest of its details and its text, then save${backend.kind === "github" ? ": it is saved as one commit" : ""}.`);
  };

  /** Deletes an article, and its translations when `withTranslations`; true when done. */
  const remove = async (path: string, withTranslations: boolean): Promise<boolean> => {
    const current = stateRef.current.files;
    const article = current[path];
    if (!article) return false;
    const collection = factsOfEntry(path, facts);
    const one = collection?.one ?? "article";
    const title = articleTitle(currentData(article), collection);
    const twins = withTranslations ? locales.map((locale) => current[pathInLocale(path, locale)]).filter((file) => file !== undefined && file.file.path !== path) : [];
    // An article made here and never saved is only in the studio: nothing to commit.
    const stored = [article, ...twins].filter((file) => !file!.file.isNew).map((file) => file!.file);
    try {
      if (stored.length > 0) {
        const done = await backend.deleteFiles(stored, headRef.current, `Deleted the ${one} “${title}”${twins.length > 0 ? " and its translation" : ""}`);
        headRef.current = done.head;
        onSaved?.(done.head);
      }
      dispatch({ type: "removed", paths: [path, ...twins.map((file) => file!.file.path)] });
      setStatus(`Deleted the ${one} “${title}”${twins.length > 0 ? " and its translation" : ""}${backend.kind === "github" && stored.length > 0 ? " as one commit" : ""}.`, { saved: true });
      return true;
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
      setStatus(`The ${one} “${title}” was not deleted: ${failureText(error)}`);
      return false;
    }
  };

  // The list is drawn again only when what it shows changes: its actions reach the current state through a ref.
  const actions = useRef({ create, remove });
  useLayoutEffect(() => {
    actions.current = { create, remove };
  });
  const translate = useRef(translateArticle);
  useLayoutEffect(() => {
    translate.current = translateArticle;
  });

  // The same element while the list shows the same, so the pages' list is not drawn again at each keystroke.
  const listsKey = JSON.stringify([facts, rows, languages, [...translationWords].map(([path, words]) => [path, [...words]]), state.selectedPath, readOnly]);
  const collections = useMemo(
    () =>
      facts.map((collection) => (
        <EntryList
          key={collection.name}
          title={collection.title}
          one={collection.one}
          typeWords={collection.values}
          rows={rows.filter((row) => row.collection === collection.name)}
          languages={languages}
          translationWords={translationWords}
          selectedPath={state.selectedPath}
          onSelect={(path) => dispatch({ type: "select-file", path })}
          propose={(title) => proposeArticle(title, known(), collection)}
          {...(readOnly ? {} : { onCreate: (title: string) => void actions.current.create(collection.name, title), onTranslate: (path: string, locale: string) => translate.current(path, locale) })}
        />
      )),
    // `listsKey` is what the lists show; its actions reach the current state through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listsKey],
  );

  const preview = useEntryPreview(state, selected, now);

  // A click in the preview's article: its text puts the body editor's cursor at the block and place clicked; its title or summary focuses that field.
  const [focusBlock, setFocusBlock] = useState<{ path: string; index: number; offset: number }>();
  const selectedPath = selected?.file.path;
  const editFromPreview = (field: string, block: BodyPlace | undefined) => {
    if (!selectedPath) return;
    if (field === "entry.body" && block) setFocusBlock({ path: selectedPath, index: block.index, offset: block.offset });
    else if (field.startsWith("entry.")) void focusField([field.slice("entry.".length)]);
  };
  const focusHere = focusBlock && focusBlock.path === selectedPath ? focusBlock : undefined;
  return { now, collections, actions, preview, editFromPreview, focusBlock: focusHere };
}

/**
 * An open article drawn as the site draws it, in its language. While its details do not pass
 * the schema (a new article before its summary and picture), the last drawing of it stays.
 */
/**
 * New articles not saved yet outlive a closed tab: put back once the content is loaded (unless a
 * file of that name came with it: saved meanwhile), and kept at each change from then on.
 */
function useNewArticlesKept(scope: string, state: StudioState, files: readonly FileState[], dispatch: Dispatch<Action>) {
  // Nothing is kept until what was kept has been put back: an empty list written first would lose it.
  const restored = useRef<"no" | "restoring" | "yes">("no");
  const loaded = state.content !== undefined;
  useEffect(() => {
    if (!loaded || restored.current !== "no") return;
    const waiting = keptArticles(scope);
    if (waiting.length === 0) {
      restored.current = "yes";
      return;
    }
    restored.current = "restoring";
    // The YAML reader comes with a kept article, not with the studio's first screen.
    void import("../editing/entry-text.ts").then(({ entryData }) => {
      for (const article of waiting) {
        const file: StudioFile = { path: article.path, kind: "entry", text: article.text, version: "", data: entryData(article.text), sectionLines: [], isNew: true };
        dispatch({ type: "restored", file, changes: article.changes });
      }
      restored.current = "yes";
    });
  }, [loaded, scope, dispatch]);
  useEffect(() => {
    if (restored.current === "yes") keepArticles(files, scope);
  }, [files, scope]);
}

/** Each article's last drawing that passed the schema, by path: kept across renders for the page's life. */
const lastDrawn = new Map<string, unknown>();

function useEntryPreview(state: StudioState, selected: FileState | undefined, now: Date) {
  const [module, setModule] = useState<typeof EntryPreviewModule>();
  // An entry listed without its text is drawn once it is read.
  const entry = selected?.file.kind === "entry" && !selected.file.unread ? selected : undefined;
  useEffect(() => {
    if (entry && !module) void import("./entry-preview.ts").then(setModule);
  }, [entry, module]);
  const code = entry ? localeOfPath(entry.file.path) : undefined;
  const englishSite = state.files[siteFile];
  const siteState = state.files[pathInLocale(siteFile, code)] ?? englishSite;
  const locale = useMemo(() => {
    const locales = siteLocales((englishSite ? currentData(englishSite) : {}) as { locales?: LocaleSettings[] });
    return locales.find((candidate) => candidate.code === code) ?? locales[0]!;
  }, [englishSite, code]);
  // Drawn again when the article, its site settings or the minute change; not for a keystroke elsewhere.
  const drawn = useMemo(() => (entry && module ? module.entryPreviewPage(entry, siteState ? currentData(siteState) : undefined, locale, now) : undefined), [entry, module, siteState, locale, now]);
  if (!entry) return undefined;
  const path = entry.file.path;
  if (drawn !== undefined) lastDrawn.set(path, drawn);
  return { path, pageData: drawn ?? lastDrawn.get(path), locale: code ? locale : undefined };
}
