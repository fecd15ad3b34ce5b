/**
 * The studio's news: the list's rows on a real clock, each translation's state (its module
 * parses Markdown: loaded after the first screen), a new article made in the studio and saved
 * with the next save, and an article deleted as one change once the editor has said so.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type RefObject } from "react";
import { localeOfPath, pathInLocale, siteFile } from "../../validation/sources.ts";
import type { StudioBackend } from "../backend.ts";
import { failureText } from "../failure-text.ts";
import { languageName, translationLocales } from "../page-names.ts";
import type { StudioFile } from "../protocol.ts";
import type { SetStatus } from "../status-line.ts";
import { currentData, type Action, type StudioState } from "../store.ts";
import { StoreFailure } from "../store/content-store.ts";
import type * as ArabicStateModule from "./arabic-state.ts";
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
  dispatch: Dispatch<Action>;
  stateRef: RefObject<StudioState>;
  headRef: RefObject<string>;
  setStatus: SetStatus;
  onSignedOut: (() => void) | undefined;
  onSaved: ((head: string) => void) | undefined;
}

export function useArticles({ backend, state, dispatch, stateRef, headRef, setStatus, onSignedOut, onSaved }: ArticlesOptions) {
  const now = useNow();
  const siteState = state.files[siteFile];
  const siteData = siteState ? currentData(siteState) : undefined;
  const locales = useMemo(() => translationLocales(siteData), [siteData]);
  const languages = useMemo(() => locales.map((code) => ({ code, name: languageName(siteData, code) })), [locales, siteData]);
  const files = useMemo(() => Object.values(state.files), [state.files]);
  const rows = useMemo(() => articleRows(files, now, locales), [files, now, locales]);

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
      .map((file) => ({ path: file.file.path, title: articleTitle(file.file.path, currentData(file)) }));

  const propose = (title: string) => proposeArticle(title, known());

  const create = async (title: string) => {
    const proposal = proposeArticle(title, known());
    if (!proposal.ok) return setStatus(proposal.message);
    // The YAML reader comes with the first new article, not with the studio's first screen.
    const { entryData } = await import("../entry-text.ts");
    const text = newArticleText(title, new Date());
    const file: StudioFile = { path: proposal.path, kind: "entry", text, version: "", data: entryData(text), sectionLines: [], isNew: true };
    dispatch({ type: "added", file });
    setStatus(`Made the article “${title.trim()}”, dated now in Dubai time. Write its summary, picture and text, then save${backend.kind === "github" ? ": it is saved as one commit" : ""}.`);
  };

  /** Deletes an article, and its translations when `withTranslations`; true when done. */
  const remove = async (path: string, withTranslations: boolean): Promise<boolean> => {
    const current = stateRef.current.files;
    const article = current[path];
    if (!article) return false;
    const title = articleTitle(path, currentData(article));
    const twins = withTranslations ? locales.map((locale) => current[pathInLocale(path, locale)]).filter((file) => file !== undefined && file.file.path !== path) : [];
    // An article made here and never saved is only in the studio: nothing to commit.
    const stored = [article, ...twins].filter((file) => !file!.file.isNew).map((file) => file!.file);
    try {
      if (stored.length > 0) {
        const done = await backend.deleteFiles(stored, headRef.current, `Deleted the article “${title}”${twins.length > 0 ? " and its translation" : ""}`);
        headRef.current = done.head;
        onSaved?.(done.head);
      }
      dispatch({ type: "removed", paths: [path, ...twins.map((file) => file!.file.path)] });
      setStatus(`Deleted the article “${title}”${twins.length > 0 ? " and its translation" : ""}${backend.kind === "github" && stored.length > 0 ? " as one commit" : ""}.`, { saved: true });
      return true;
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
      setStatus(`The article “${title}” was not deleted: ${failureText(error)}`);
      return false;
    }
  };

  // The list is drawn again only when what it shows changes: its actions reach the current state through a ref.
  const actions = useRef({ create, remove });
  useLayoutEffect(() => {
    actions.current = { create, remove };
  });
  const isTranslation = (path: string) => localeOfPath(path) !== undefined;
  return { now, rows, languages, translationWords, propose, actions, isTranslation, arabicState };
}
