/**
 * The page list's actions, which make a file and save it at once: a new page from a name, and
 * the beginning of a page's translation into a language.
 */
import { useLayoutEffect, useRef, type Dispatch, type RefObject } from "react";
import { siteFile } from "../../validation/sources.ts";
import type { StudioBackend } from "../backend.ts";
import { failureText } from "../failure-text.ts";
import { brandOf, namesOf } from "../file-names.ts";
import { languageName } from "../page-names.ts";
import type { SetStatus } from "../status-line.ts";
import { currentData, type Action, type StudioState } from "../store.ts";
import { StoreFailure } from "../store/content-store.ts";

interface NewFilesOptions {
  backend: StudioBackend;
  dispatch: Dispatch<Action>;
  stateRef: RefObject<StudioState>;
  /** The head the studio's files were read at: each new file is saved on it and moves it on. */
  headRef: RefObject<string>;
  setStatus: SetStatus;
  onSignedOut: (() => void) | undefined;
  onSaved: ((head: string) => void) | undefined;
}

export function useNewFiles({ backend, dispatch, stateRef, headRef, setStatus, onSignedOut, onSaved }: NewFilesOptions) {
  const makePage = async (name: string): Promise<boolean> => {
    try {
      const made = await backend.createPage(
        name,
        Object.values(stateRef.current.files).map((file) => file.file),
        headRef.current,
      );
      headRef.current = made.head;
      dispatch({ type: "added", file: made.file });
      onSaved?.(made.head);
      setStatus(`Created the page “${name.trim()}”.`, { details: `File: ${made.file.path}.` });
      return true;
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
      setStatus(`No page was created: ${failureText(error)}`);
      return false;
    }
  };

  const translatePage = async (englishPath: string, locale: string): Promise<void> => {
    const english = stateRef.current.files[englishPath];
    const siteState = stateRef.current.files[siteFile];
    if (!english) return;
    const language = { code: locale, name: languageName(siteState ? currentData(siteState) : undefined, locale) };
    const pageName = namesOf([englishPath], stateRef.current.files, brandOf(stateRef.current));
    setStatus(`Making the ${language.name} translation of ${pageName}…`);
    try {
      // An entry listed without its text (the published studio) is read first: its translation is made from its text.
      let englishFile = english.file;
      if (englishFile.unread && backend.readEntries) {
        const read = await backend.readEntries([englishFile]);
        dispatch({ type: "read", files: read });
        englishFile = read[0] ?? englishFile;
      }
      const made = await backend.createTranslation(englishFile, language, headRef.current);
      headRef.current = made.head;
      dispatch({ type: "added", file: made.file });
      onSaved?.(made.head);
      setStatus(
        `Began the ${language.name} translation of ${pageName}${backend.kind === "github" ? " as one commit" : ""}. ${
          english.file.kind === "entry"
            ? "Each text holds its English until you write over it, with the English beside it; the translation is a draft, off the site, until you untick Draft."
            : "Each field is empty, with the English beside it; until every one is translated, visitors see the English page."
        }`,
        { saved: true, details: `File: ${made.file.path}. Head: ${made.head}.` },
      );
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
      setStatus(`No translation was made: ${failureText(error)}`);
    }
  };

  // The page list is drawn again only when what it shows changes (ContentNav.tsx): its actions
  // reach these through a ref, so a list left as it was still acts with the current store (a
  // sign-in again gives the studio a new one) and the current state.
  const listActions = useRef({ makePage, translatePage });
  useLayoutEffect(() => {
    listActions.current = { makePage, translatePage };
  });
  return listActions;
}
