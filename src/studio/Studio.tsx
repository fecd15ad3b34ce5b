/**
 * The studio: pages and site settings on the left, the selected page's sections
 * and a form generated from the schemas in the middle, the live preview on the
 * right. Edits are changes (see changes.ts), validated with the build's own validator
 * and saved, touching nothing else, through a backend (backend.ts): the project folder
 * under the dev server, or a GitHub repository on the published site.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import type { Section } from "../blocks/schemas.ts";
import { homeRoute, notFoundRoute } from "../content/route-roles.ts";
import type { IconShape } from "../content/site-content.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import type { StudioBackend } from "./backend.ts";
import type { Change, Path } from "./changes.ts";
import { FormContext, PickerLists, type FormContextValue } from "./form/context.tsx";
import { ContentNav } from "./ContentNav.tsx";
import { Preview } from "./Preview.tsx";
import type { StudioFile, StudioProblem } from "./protocol.ts";
import { SectionList, type SectionSummary } from "./SectionList.tsx";
import { currentData, initialState, reducer, type FileState } from "./store.ts";
import { useContentLoad, useEditsKeptInBrowser } from "./hooks/useContentLoad.ts";
import { useLiveValidation } from "./hooks/useLiveValidation.ts";
import { usePendingMedia } from "./hooks/usePendingMedia.ts";
import { useSetAsideEdits } from "./hooks/useSetAsideEdits.ts";
import { failureText } from "./failure-text.ts";
import { httpsOnly } from "./https-link.ts";
import { StoreFailure } from "./store/content-store.ts";
import * as styles from "./styles.ts";
import type { TranslationProgress } from "./ContentNav.tsx";
import type * as TranslationProgressModule from "./translation-progress.ts";
import { languageName, listed, sectionLabel } from "./page-names.ts";
import { brandOf, namesOf } from "./file-names.ts";
import { statusLineWords, type StatusLine } from "./status-line.ts";
import type { EarlierEnglish, EarlierEnglishQuestion } from "./earlier-english.ts";
import { siteLocales } from "../content/site-locales.ts";
import type { LocaleSettings } from "../content/locales.ts";
import { localeOfPath, pathInLocale, siteFile } from "../validation/sources.ts";

interface PageData {
  route?: string;
  title?: string;
  sections?: SectionSummary[];
}

interface Conflict {
  path: string;
  message: string;
  /** For a developer: the file, and who changed it, in a disclosure. */
  details: string;
  /** The file as it is now, to take in with the unsaved edits on top. */
  theirs: StudioFile;
  /** Where to read their change (github: the commit). */
  url?: string;
  author?: string;
  /** Found when saving (the save is made again once the editor has chosen), or seen on disk meanwhile. */
  atSave: boolean;
}

/** What the place the studio runs in adds around it (the published site: who is signed in, publishing). */
export interface StudioChrome {
  /** Drawn at the end of the toolbar. */
  toolbar?: ReactNode;
  /** Drawn above the form, e.g. the publishing panel. */
  panel?: ReactNode;
  /** Set when the editor may read but not change the pages: the sentence saying so and who can grant access. */
  readOnly?: string;
  /** The store said the sign-in is no longer accepted: the edits are kept while the editor signs in again. */
  onSignedOut?(): void;
  /** A save landed: the head it made. */
  onSaved?(head: string): void;
}

function countOf(problems: StudioProblem[], severity: StudioProblem["severity"]): string {
  const count = problems.filter((problem) => problem.severity === severity).length;
  return `${count} ${severity}${count === 1 ? "" : "s"}`;
}

const noIcons: Record<string, IconShape[]> = {};
// The picker draws every block, so it brings the whole block registry: loaded when first wanted,
// not with the studio.
const loadPicker = () => import("./SectionPicker.tsx");
const SectionPicker = lazy(() => loadPicker().then((module) => ({ default: module.SectionPicker })));
// The form brings zod and every schema; the sections list and the preview do not wait for it.
const loadForm = () => import("./form/FormPanel.tsx");
const FormPanel = lazy(() => loadForm().then((module) => ({ default: module.FormPanel })));
// Shown only when an edit met someone else's change: loaded then.
const KeptEdits = lazy(() => import("./KeptEdits.tsx").then((module) => ({ default: module.KeptEdits })));
const ConflictChoices = lazy(() => import("./ConflictChoices.tsx").then((module) => ({ default: module.ConflictChoices })));

export function Studio({ backend, chrome = {} }: { backend: StudioBackend; chrome?: StudioChrome }) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [message, setMessage] = useState("");
  /** The head the files were read at: loads, saves and new files move it on. */
  const headRef = useRef("");
  const { scope } = backend;
  const { onSignedOut, onSaved } = chrome;
  const readOnly = chrome.readOnly !== undefined;
  const [status, setStatusLine] = useState<StatusLine>({ text: "Loading content…" });
  const setStatus = useCallback((text: string, more: Omit<StatusLine, "text"> = {}) => setStatusLine({ text, ...more }), []);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const { setAside, setSetAside, restoreEarlierEdit, dropEarlierEdit } = useSetAsideEdits(dispatch, setStatus);
  const [removed, setRemoved] = useState<string>();
  const [picking, setPicking] = useState(false);
  const stateRef = useRef(state);
  const messageRef = useRef(message);
  useLayoutEffect(() => {
    stateRef.current = state;
    messageRef.current = message;
  }, [state, message]);

  const loadedProblemsRef = useContentLoad({ backend, dispatch, headRef, setSetAside, setStatus, onSignedOut });
  useEditsKeptInBrowser(state, setAside, scope);

  const dirty = useMemo(() => Object.values(state.files).filter((file) => file.changes.length > 0), [state.files]);
  const contentIcons = state.content?.icons;
  const { pendingMedia, pendingRef, mediaList, mediaRef, addMedia, mediaSaved } = usePendingMedia(state.content?.media, setStatus);
  useLiveValidation({ backend, state, dirty, mediaList, dispatch, loadedProblemsRef });

  // A file changed on disk (say in a code editor): take it in, or say so when it has unsaved edits here.
  useEffect(() => {
    if (!backend.watch) return;
    return backend.watch((path) => {
      void backend.load().then((content) => {
        const file = content.files.find((candidate) => candidate.path === path);
        const mine = stateRef.current.files[path];
        if (!file) return;
        if (!mine) return dispatch({ type: "added", file });
        if (mine.file.version === file.version) return;
        if (mine.changes.length === 0) return dispatch({ type: "reloaded", file });
        void import("./field-edits.ts").then(({ threeWay }) => {
          const { merged, choices } = threeWay(mine.file.data, currentData(mine), file.data);
          // Changed on disk elsewhere than the edited fields: taken in, the edits stay on top.
          if (choices.length === 0) {
            dispatch({ type: "rebased", file, changes: merged });
            return setStatus(`${namesOf([path], stateRef.current.files, brandOf(stateRef.current))} was changed on disk, in fields you did not edit: the change is taken in and your edits stay on top.`);
          }
          setConflicts((list) => [...list.filter((item) => item.path !== path), { path, theirs: file, atSave: false, ...conflictText("files", { path }, namesOf([path], stateRef.current.files, brandOf(stateRef.current))) }]);
        });
      });
    });
  }, [backend, setStatus]);

  const selected = state.selectedPath ? state.files[state.selectedPath] : undefined;
  const data = useMemo(() => (selected ? currentData(selected) : undefined), [selected]);
  const sections = useMemo(() => (selected?.file.kind === "page" ? ((data as PageData | null)?.sections ?? []) : []), [selected, data]);

  const change = useCallback((next: Change, typing = false) => {
    dispatch({ type: "change", change: next, typing });
    setRemoved(undefined);
  }, []);

  const fileProblems = useMemo(() => state.problems.filter((problem) => problem.file === state.selectedPath), [state.problems, state.selectedPath]);

  const saving = useRef(false);
  const [busy, setBusy] = useState(false);
  const saveAll = useCallback(async () => {
    // A second click or Ctrl+S while a save is on its way would send the same edits on the same base.
    if (saving.current) return;
    const { files } = stateRef.current;
    const unsaved = Object.values(files).filter((file) => file.changes.length > 0);
    const brand = brandOf(stateRef.current);
    const names = (paths: readonly string[]) => namesOf(paths, files, brand);
    if (unsaved.length === 0) return setStatus("Nothing to save: there are no unsaved edits.");
    saving.current = true;
    // The findings shown lag the last keystroke by a validation: a save right after typing is
    // judged on the edits as they are now, never refused for an error already fixed.
    let problems: StudioProblem[];
    try {
      problems = await backend.validate(Object.values(files).map((file) => file.file), unsaved, mediaRef.current);
      dispatch({ type: "problems", problems });
    } catch {
      problems = stateRef.current.problems;
    }
    const blocked = unsaved.filter((file) => problems.some((problem) => problem.file === file.file.path && problem.severity === "error"));
    if (blocked.length > 0) {
      saving.current = false;
      const count = problems.filter((problem) => blocked.some((file) => file.file.path === problem.file) && problem.severity === "error").length;
      return setStatus(`Not saved: ${count === 1 ? "1 error needs" : `${count} errors need`} fixing first on ${names(blocked.map((file) => file.file.path))}. Each is marked beside its field.`);
    }
    setBusy(true);
    dispatch({ type: "saving" });
    setStatus(`Saving ${names(unsaved.map((file) => file.file.path))}…`);
    const sent = new Map(unsaved.map((file) => [file.file.path, file.changes.length]));
    try {
      const media = pendingRef.current;
      const outcome = await backend.save(unsaved, headRef.current, messageRef.current.trim() || (await defaultMessage(unsaved)), media);
      headRef.current = outcome.head;
      if (!outcome.saved) {
        setConflicts(
          outcome.conflicts.map((conflict) => {
            const url = httpsOnly(conflict.url);
            return {
              path: conflict.path,
              theirs: conflict.theirs,
              atSave: true,
              ...conflictText(backend.kind, conflict, names([conflict.path])),
              ...(url ? { url } : {}),
              ...(conflict.author ? { author: conflict.author } : {}),
            };
          }),
        );
        setStatus(`Not saved: ${names(outcome.conflicts.map((conflict) => conflict.path))} changed since you opened ${outcome.conflicts.length === 1 ? "it" : "them"}, in fields you edited too. Your edits are kept: choose below what to keep.`);
        return;
      }
      for (const file of outcome.files) dispatch({ type: "saved", file, sent: sent.get(file.path) ?? 0 });
      if (media.length > 0) mediaSaved(media);
      setConflicts([]);
      setMessage("");
      onSaved?.(outcome.head);
      const savedNames = [names(outcome.files.map((file) => file.path)), ...media.map((medium) => medium.address)];
      const kept = outcome.broughtIn.map((change) => `${change.author ?? "someone else"}'s change to ${names([change.path])}${change.message ? ` (“${change.message.split("\n")[0]}”)` : ""}`);
      setStatus(`Saved ${listed(savedNames.filter(Boolean))}${backend.kind === "github" ? " as one commit" : ""}.${kept.length > 0 ? ` Kept ${kept.join(" and ")}, made meanwhile elsewhere on the page.` : ""}`, {
        saved: true,
        details: `Files: ${[...outcome.files.map((file) => file.path), ...media.map((medium) => medium.path)].join(", ")}. Head: ${outcome.head}.`,
      });
    } catch (error) {
      if (error instanceof StoreFailure && error.kind === "signed-out") onSignedOut?.();
      setStatus(`Not saved: ${failureText(error)} Your edits are kept.`);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }, [backend, onSignedOut, onSaved, setStatus, pendingRef, mediaRef, mediaSaved]);

  // A conflict resolved: their text in, with the editor's fields and choices on top; a refused save is made again.
  const [saveAgain, setSaveAgain] = useState(0);
  const savedAgain = useRef(0);
  useEffect(() => {
    // Once per resolution, after the render that put the choices into the state the save reads.
    if (saveAgain === savedAgain.current) return;
    savedAgain.current = saveAgain;
    void saveAll();
  }, [saveAgain, saveAll]);
  const resolveConflict = useCallback(
    (conflict: Conflict, changes: Change[], keptTheirs: number) => {
      dispatch({ type: "rebased", file: conflict.theirs, changes });
      setConflicts((list) => list.filter((item) => item.path !== conflict.path));
      const name = namesOf([conflict.path], stateRef.current.files, brandOf(stateRef.current));
      if (conflict.atSave && changes.length > 0) return setSaveAgain((count) => count + 1);
      setStatus(
        changes.length === 0
          ? `Kept ${keptTheirs === 1 ? "their value" : "their values"} on ${name}: none of your edits there were left to save.`
          : `Brought in the other change to ${name}, with your edits on top. Check them, then save.`,
      );
    },
    [setStatus],
  );

  // Ctrl+Z / Ctrl+Shift+Z (and Cmd on a Mac) undo and redo every edit; Ctrl+S saves.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z") {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? "redo" : "undo" });
      } else if (key === "y") {
        event.preventDefault();
        dispatch({ type: "redo" });
      } else if (key === "s") {
        event.preventDefault();
        if (!readOnly) void saveAll();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [saveAll, readOnly]);

  // Joined into one string, so the list (and the form's context) stays the same object while
  // typing changes no route or id, and the form's fields need not all redraw.
  const linkTargetText = useMemo(() => {
    const targets: string[] = [];
    for (const file of Object.values(state.files)) {
      // A translation keeps the English routes and ids (its links lead into its own language), so the English pages name every target.
      if (file.file.kind !== "page" || localeOfPath(file.file.path) !== undefined) continue;
      const page = currentData(file) as PageData | null;
      if (!page?.route || page.route === notFoundRoute) continue;
      targets.push(page.route);
      for (const section of page.sections ?? []) if (section?.id) targets.push(`${page.route}#${section.id}`);
    }
    for (const section of sections) if (section?.id) targets.push(`#${section.id}`);
    return [...new Set(targets)].sort().join("\n");
  }, [state.files, sections]);
  const linkTargets = useMemo(() => (linkTargetText === "" ? [] : linkTargetText.split("\n")), [linkTargetText]);

  // Each keystroke's validation answers a new list, mostly the same as the last: compared by
  // what it says, so the form's context (read by every field) changes only when a message does.
  const fileProblemsText = useMemo(() => JSON.stringify(fileProblems), [fileProblems]);
  const problemsByPath = useMemo(() => {
    const map = new Map<string, StudioProblem[]>();
    for (const problem of JSON.parse(fileProblemsText) as StudioProblem[]) map.set(problem.path, [...(map.get(problem.path) ?? []), problem]);
    return map;
  }, [fileProblemsText]);

  const form: FormContextValue = useMemo(
    () => ({
      problems: problemsByPath,
      linkTargets,
      media: mediaList,
      ...(backend.addsMedia && !readOnly
        ? { addMedia, pendingMediaUrl: (address: string) => pendingMedia.find((medium) => medium.address === address)?.url }
        : {}),
      icons: contentIcons ?? {},
      set: (path: Path, value: unknown, typing?: boolean) => change({ op: "set", path, value }, typing),
      remove: (path: Path) => change({ op: "delete", path }),
      insert: (path: Path, index: number, value: unknown) => change({ op: "insert", path, index, value }),
      move: (path: Path, from: number, to: number) => change({ op: "move", path, from, to }),
    }),
    [problemsByPath, linkTargets, mediaList, contentIcons, backend.addsMedia, readOnly, addMedia, pendingMedia, change],
  );

  // How far each translation is: worked out once its module (which brings the schemas) is here.
  const [progressModule, setProgressModule] = useState<typeof TranslationProgressModule>();
  useEffect(() => {
    if (state.content) void import("./translation-progress.ts").then(setProgressModule);
  }, [state.content]);
  const progress = useMemo(
    () =>
      progressModule?.translationProgress(Object.values(state.files).map((file) => ({ path: file.file.path, kind: file.file.kind, data: currentData(file) }))) ?? new Map<string, TranslationProgress>(),
    [progressModule, state.files],
  );

  const selectSection = (index: number | undefined) => dispatch({ type: "select-section", index });
  const moveSection = (from: number, to: number) => {
    change({ op: "move", path: ["sections"], from, to });
    selectSection(to);
  };
  const removeSection = (index: number) => {
    const name = sectionLabel(namesOf([selected!.file.path], state.files, brandOf(state)), sections, index);
    change({ op: "delete", path: ["sections", index] });
    selectSection(undefined);
    setRemoved(`Removed ${name}.`);
  };
  const addSection = (example: unknown) => {
    const at = state.selectedSection !== undefined ? state.selectedSection + 1 : sections.length;
    change({ op: "insert", path: ["sections"], index: at, value: example });
    selectSection(at);
    setPicking(false);
    setStatus(`Added a ${(example as Section).type} section as section ${at + 1}. Replace the example text with your own.`);
  };

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
      const made = await backend.createTranslation(english.file, language, headRef.current);
      headRef.current = made.head;
      dispatch({ type: "added", file: made.file });
      onSaved?.(made.head);
      setStatus(
        `Began the ${language.name} translation of ${pageName}${backend.kind === "github" ? " as one commit" : ""}. Each field is empty, with the English beside it; until every one is translated, visitors see the English page.`,
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

  const content = state.content;
  const pages = Object.values(state.files).filter((file) => file.file.kind === "page");
  const site = state.files[siteFile];
  // A translated page is previewed with its language's site settings, as visitors see it.
  const previewLocale = selected ? localeOfPath(selected.file.path) : undefined;
  const previewSite = (previewLocale && state.files[pathInLocale(siteFile, previewLocale)]) || site;
  const previewLanguage = previewLocale && site ? siteLocales(currentData(site) as { locales?: LocaleSettings[] }).find((locale) => locale.code === previewLocale) : undefined;
  // A translated page's form shows the English beside each field, from the English page as it is being edited.
  // Translated site settings too: their words are written right to left like a page's.
  const englishFile = previewLocale && selected ? state.files[pathInLocale(selected.file.path, undefined)] : undefined;
  const englishData = englishFile ? currentData(englishFile) : undefined;
  const translationCode = previewLanguage?.code;
  const translationDir = previewLanguage?.dir ?? "ltr";
  const englishPath = englishFile?.file.path;
  // The English a changed field was translated from, from the English page's history: its code (YAML, the schemas) comes when first asked.
  const earlierEnglish = useMemo(() => {
    if (!englishPath) return undefined;
    let reader: Promise<(question: EarlierEnglishQuestion) => Promise<EarlierEnglish>> | undefined;
    return (question: EarlierEnglishQuestion) => (reader ??= import("./earlier-english.ts").then((module) => module.earlierEnglishReader(backend.history, englishPath))).then((read) => read(question));
  }, [backend, englishPath]);
  const translation = useMemo(
    () => (englishData !== undefined && translationCode ? { english: englishData, language: { code: translationCode, dir: translationDir }, earlierEnglish } : undefined),
    [englishData, translationCode, translationDir, earlierEnglish],
  );
  // A translation's texts not yet translated show their English in the preview, as the page's shape would be lost without them.
  const previewData = (file: FileState) => {
    const data = currentData(file);
    const locale = localeOfPath(file.file.path);
    const english = locale ? state.files[pathInLocale(file.file.path, undefined)] : undefined;
    return english && progressModule ? progressModule.withEnglishForEmpty(currentData(english), data) : data;
  };
  // The dev server's first drawing holds for a file still as it was loaded: not edited, saved or reloaded since.
  const unchangedSinceLoad = (file: FileState) => file.changes.length === 0 && content?.files.includes(file.file) === true;
  // Site settings are previewed on the page last shown in their language (where a click on its
  // header or footer opened them), or else on the home page.
  const [lastPagePath, setLastPagePath] = useState<string>();
  if (selected?.file.kind === "page" && selected.file.path !== lastPagePath) setLastPagePath(selected.file.path);
  const lastPage = lastPagePath !== undefined ? state.files[lastPagePath] : undefined;
  const previewed =
    selected?.file.kind === "page"
      ? selected
      : lastPage && localeOfPath(lastPage.file.path) === previewLocale
        ? lastPage
        : pages.find((file) => !localeOfPath(file.file.path) && (currentData(file) as PageData | null)?.route === homeRoute);
  // The header and footer drawn in the preview come from this file: the site settings of the page's language.
  const previewSitePath = previewSite?.file.path;
  const section = state.selectedSection !== undefined ? sections[state.selectedSection] : undefined;

  return (
    <div css={styles.app}>
      <GlobalStyles />
      <header css={styles.toolbar} aria-label="Studio toolbar">
        <h1>{content ? `${content.brand} Studio` : "Studio"}</h1>
        <button type="button" css={styles.button} disabled={state.undo.length === 0} onClick={() => dispatch({ type: "undo" })} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" css={styles.button} disabled={state.redo.length === 0} onClick={() => dispatch({ type: "redo" })} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        {backend.kind === "github" && !readOnly && (
          <label css={styles.messageField}>
            <span>Save message</span>
            <input type="text" value={message} onChange={(event) => setMessage(event.target.value)} placeholder="Said for you if left empty" maxLength={200} />
          </label>
        )}
        <button type="button" css={[styles.button, styles.primaryButton]} disabled={readOnly || busy} aria-busy={busy} onClick={() => void saveAll()} aria-keyshortcuts="Control+S">
          {busy ? "Saving…" : "Save"}
        </button>
        <p role="status" css={styles.status} data-studio-status="">
          {statusLineWords(status, state, dirty, setAside)}
        </p>
        {status.details && <DeveloperDetails text={status.details} />}
        <a href="#/inbox" css={styles.button}>
          Inbox
        </a>
        {chrome.toolbar}
      </header>
      <div css={styles.columns}>
        {content ? (
          <>
            <ContentNav
              files={Object.values(state.files)}
              brand={content.brand}
              progress={progress}
              selectedPath={state.selectedPath}
              onSelect={(path) => dispatch({ type: "select-file", path })}
              {...(readOnly ? {} : { onCreatePage: (name: string) => listActions.current.makePage(name), onTranslate: (path: string, locale: string) => void listActions.current.translatePage(path, locale) })}
            />

            <main css={styles.panel} aria-labelledby="form-heading">
              <FormContext.Provider value={form}>
                <PickerLists />
                {chrome.readOnly && (
                  <p css={styles.notice} role="note">
                    {chrome.readOnly}
                  </p>
                )}
                {chrome.panel}
                {setAside.length > 0 && (
                  <Suspense fallback={<p css={styles.hint}>Loading your earlier edits…</p>}>
                    <KeptEdits
                      edits={setAside}
                      pageName={(path) => namesOf([path], state.files, brandOf(state))}
                      siteData={(path) => state.files[path]?.file.data}
                      onUseMine={restoreEarlierEdit}
                      onKeepSite={dropEarlierEdit}
                    />
                  </Suspense>
                )}
                {conflicts.map((conflict) => {
                  const mine = state.files[conflict.path];
                  if (!mine) return null;
                  return (
                    <Suspense key={conflict.path} fallback={<p css={styles.hint}>Loading the change…</p>}>
                      <ConflictChoices
                        mine={mine}
                        theirs={conflict.theirs}
                        message={conflict.message}
                        {...(conflict.author ? { author: conflict.author } : {})}
                        pageName={namesOf([conflict.path], state.files, brandOf(state))}
                        actionLabel={conflict.atSave ? "Save with these choices" : "Apply these choices"}
                        focusOnShow={conflict.atSave}
                        onResolve={(changes, keptTheirs) => resolveConflict(conflict, changes, keptTheirs)}
                      >
                        {conflict.url && (
                          <p>
                            <a href={conflict.url} target="_blank" rel="noopener noreferrer">
                              See their change
                            </a>
                          </p>
                        )}
                        <DeveloperDetails text={conflict.details} />
                      </ConflictChoices>
                    </Suspense>
                  );
                })}
                {removed && (
                  <div css={styles.notice}>
                    <span>{removed}</span>
                    <button
                      type="button"
                      css={styles.button}
                      onClick={() => {
                        dispatch({ type: "undo" });
                        setRemoved(undefined);
                      }}
                    >
                      Undo
                    </button>
                  </div>
                )}
                {selected?.file.kind === "page" && (
                  <>
                    <h2 id="sections-heading">Sections</h2>
                    <SectionList
                      sections={sections}
                      selected={state.selectedSection}
                      onSelect={selectSection}
                      {...(readOnly ? {} : { onMove: moveSection, onRemove: removeSection })}
                      {...(backend.openInEditor ? { onOpenInEditor: (index: number) => backend.openInEditor?.(selected.file.path, selected.file.sectionLines[index] ?? 1) } : {})}
                    />
                    {!readOnly && (
                      <button type="button" css={styles.button} onPointerEnter={() => void loadPicker()} onFocus={() => void loadPicker()} onClick={() => setPicking(true)}>
                        Add section
                      </button>
                    )}
                  </>
                )}

                {fileProblems.length > 0 && (
                  <details style={{ margin: "1rem 0" }}>
                    <summary>
                      {countOf(fileProblems, "error")}, {countOf(fileProblems, "warning")} {selected?.file.kind === "site" ? "in the site settings" : "on this page"}
                    </summary>
                    <ul>
                      {fileProblems.map((problem, index) => (
                        <li key={index} css={styles.hint}>
                          {problemPlace(problem.path, namesOf([selected!.file.path], state.files, brandOf(state)), sections)}: {problem.editorMessage ?? problem.message}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}

                {selected && data !== undefined && (
                  <section aria-labelledby="form-heading" style={{ marginTop: "1rem" }}>
                    <Suspense fallback={<p css={styles.hint}>Loading the form…</p>}>
                      {/* A read-only editor reads every field; a disabled fieldset lets nothing change. */}
                      <fieldset disabled={readOnly} css={styles.plainFieldset}>
                        <FormPanel
                          kind={selected.file.kind}
                          data={data}
                          {...(section && state.selectedSection !== undefined ? { section: { index: state.selectedSection, value: section } } : {})}
                          translation={translation}
                          onPageSettings={() => selectSection(undefined)}
                        />
                      </fieldset>
                    </Suspense>
                  </section>
                )}
              </FormContext.Provider>
            </main>
          </>
        ) : (
          <>
            <nav css={styles.panel} aria-label="Content" aria-busy="true" />
            <main css={styles.panel} aria-busy="true" />
          </>
        )}

        <Preview
          siteData={previewSite ? currentData(previewSite) : undefined}
          pageData={previewed ? previewData(previewed) : undefined}
          locale={previewLanguage}
          pageKey={previewed?.file.path ?? ""}
          icons={content?.icons ?? noIcons}
          selected={previewed === selected ? state.selectedSection : undefined}
          siteShown={selected !== undefined && selected.file.path === previewSitePath}
          onSelect={selectSection}
          onEditSite={() => previewSitePath && previewSitePath !== state.selectedPath && dispatch({ type: "select-file", path: previewSitePath })}
          first={{
            ...(site && unchangedSinceLoad(site) && content?.firstDrawing.site ? { site: content.firstDrawing.site } : {}),
            ...(previewed && unchangedSinceLoad(previewed) && content?.firstDrawing.pages[previewed.file.path] ? { page: content.firstDrawing.pages[previewed.file.path] } : {}),
          }}
        />
      </div>
      {picking && content && (
        <Suspense fallback={<p role="status">Loading the blocks…</p>}>
          <SectionPicker blocks={content.blocks} icons={content.icons} siteData={site ? currentData(site) : undefined} onPick={addSection} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The commit message said for the editor when they leave it empty, e.g. "About Us: hero title". */
async function defaultMessage(edited: readonly FileState[]): Promise<string> {
  const { describeEdits } = await import("./editing.ts");
  return describeEdits(edited);
}

/** Who changed a page the editor was saving, and when, in a sentence; the file for a developer. */
function conflictText(kind: StudioBackend["kind"], conflict: { path: string; author?: string; date?: string; message?: string; url?: string }, name: string): { message: string; details: string } {
  const details = `File: ${conflict.path}.${conflict.url ? ` Their change: ${conflict.url}` : ""}`;
  if (kind === "files") return { message: `${name} was changed on disk since the studio opened it, in a field you edited too. Your unsaved edits are kept here.`, details };
  const who = conflict.author ?? "Someone";
  const when = conflict.date ? ` on ${new Date(conflict.date).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}` : "";
  const what = conflict.message ? ` (“${conflict.message.split("\n")[0]}”)` : "";
  return {
    message: `${who} changed ${name}${when}${what} after you opened it, in a field you edited too. Nothing was saved and nothing of theirs was overwritten.`,
    details,
  };
}

/** Where a problem is, in the editor's words: "About Us (العربية) → Hero → title" rather than `sections[0].title`. */
function problemPlace(path: string, pageName: string, sections: readonly SectionSummary[]): string {
  const inSection = /^sections\[(\d+)\]\.?(.*)$/.exec(path);
  if (!inSection) return path === "(file)" ? pageName : `${pageName} → ${path}`;
  const place = sectionLabel(pageName, sections, Number(inSection[1]));
  return inSection[2] ? `${place} → ${inSection[2]}` : place;
}

/** Paths, keys and versions a developer may need, folded away from the editor's words. */
function DeveloperDetails({ text }: { text: string }) {
  return (
    <details css={styles.hint}>
      <summary>Details</summary>
      {text}
    </details>
  );
}
