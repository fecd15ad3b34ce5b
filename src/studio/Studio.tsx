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
import type { StudioProblem } from "./protocol.ts";
import { SectionList, type SectionSummary } from "./SectionList.tsx";
import { currentData, initialState, reducer, type FileState } from "./store.ts";
import { useContentLoad, useEditsKeptInBrowser } from "./hooks/useContentLoad.ts";
import { useLiveValidation } from "./hooks/useLiveValidation.ts";
import { usePendingMedia } from "./hooks/usePendingMedia.ts";
import { useSetAsideEdits } from "./hooks/useSetAsideEdits.ts";
import { useConflicts } from "./hooks/useConflicts.ts";
import { useSaving } from "./hooks/useSaving.ts";
import { useKeyboardShortcuts } from "./hooks/useKeyboardShortcuts.ts";
import { failureText } from "./failure-text.ts";
import { StoreFailure } from "./store/content-store.ts";
import * as styles from "./styles.ts";
import type { TranslationProgress } from "./ContentNav.tsx";
import type * as TranslationProgressModule from "./translation-progress.ts";
import { languageName, sectionLabel } from "./page-names.ts";
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
  /** The head the files were read at: loads, saves and new files move it on. */
  const headRef = useRef("");
  const { scope } = backend;
  const { onSignedOut, onSaved } = chrome;
  const readOnly = chrome.readOnly !== undefined;
  const [status, setStatusLine] = useState<StatusLine>({ text: "Loading content…" });
  const setStatus = useCallback((text: string, more: Omit<StatusLine, "text"> = {}) => setStatusLine({ text, ...more }), []);
  const { setAside, setSetAside, restoreEarlierEdit, dropEarlierEdit } = useSetAsideEdits(dispatch, setStatus);
  const [removed, setRemoved] = useState<string>();
  const [picking, setPicking] = useState(false);
  // What outlives a render (a save on its way, the watch on the disk) reads the state as it is now.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const loadedProblemsRef = useContentLoad({ backend, dispatch, headRef, setSetAside, setStatus, onSignedOut });
  useEditsKeptInBrowser(state, setAside, scope);

  const dirty = useMemo(() => Object.values(state.files).filter((file) => file.changes.length > 0), [state.files]);
  const contentIcons = state.content?.icons;
  const { pendingMedia, pendingRef, mediaList, mediaRef, addMedia, mediaSaved } = usePendingMedia(state.content?.media, setStatus);
  useLiveValidation({ backend, state, dirty, mediaList, dispatch, loadedProblemsRef });

  const { conflicts, setConflicts, resolveConflict, saveRequests } = useConflicts({ backend, dispatch, stateRef, setStatus });

  const selected = state.selectedPath ? state.files[state.selectedPath] : undefined;
  const data = useMemo(() => (selected ? currentData(selected) : undefined), [selected]);
  const sections = useMemo(() => (selected?.file.kind === "page" ? ((data as PageData | null)?.sections ?? []) : []), [selected, data]);

  const change = useCallback((next: Change, typing = false) => {
    dispatch({ type: "change", change: next, typing });
    setRemoved(undefined);
  }, []);

  const fileProblems = useMemo(() => state.problems.filter((problem) => problem.file === state.selectedPath), [state.problems, state.selectedPath]);

  const { saveAll, busy, message, setMessage } = useSaving({ backend, dispatch, stateRef, headRef, setStatus, setConflicts, pendingRef, mediaRef, mediaSaved, saveRequests, onSignedOut, onSaved });
  useKeyboardShortcuts(dispatch, saveAll, readOnly);

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
