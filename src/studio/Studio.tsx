/**
 * The studio: pages and site settings on the left, the selected page's sections
 * and a form generated from the schemas in the middle, the live preview on the
 * right. Edits are changes (see changes.ts), validated with the build's own validator
 * and saved, touching nothing else, through a backend (backend.ts): the project folder
 * under the dev server, or a GitHub repository on the published site.
 *
 * This file holds the state (store.ts) and puts the parts together. Each concern is a hook
 * of its own in hooks/, readable and testable apart: loading and keeping edits in the browser,
 * live validation, media for the next save, conflicts, edits set aside, saving, keyboard
 * shortcuts, the form's context, translation, what the preview draws and the page list's new
 * files. The pieces of the page are in layout/, with the parts that load only when wanted.
 */
import { Suspense, useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import type { Section } from "../blocks/schemas.ts";
import type { IconShape } from "../content/site-content.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { ArticlePanel } from "./articles/ArticlePanel.tsx";
import { useArticles } from "./articles/useArticles.tsx";
import type { StudioBackend } from "./backend.ts";
import type { Change } from "./editing/changes.ts";
import { ContentNav } from "./ContentNav.tsx";
import { brandOf, namesOf } from "./file-names.ts";
import { FormContext, PickerLists } from "./form/context.tsx";
import { useConflicts } from "./hooks/useConflicts.ts";
import { useContentLoad, useEditsKeptInBrowser } from "./hooks/useContentLoad.ts";
import { useEntriesRead } from "./hooks/useEntriesRead.ts";
import { useFormContextValue } from "./hooks/useFormContextValue.ts";
import { useKeyboardShortcuts } from "./hooks/useKeyboardShortcuts.ts";
import { useLiveValidation } from "./hooks/useLiveValidation.ts";
import { useNewFiles } from "./hooks/useNewFiles.ts";
import { usePendingMedia } from "./hooks/usePendingMedia.ts";
import { usePreviewedFiles } from "./hooks/usePreviewedFiles.ts";
import { useSaving } from "./hooks/useSaving.ts";
import { useSetAsideEdits } from "./hooks/useSetAsideEdits.ts";
import { useTranslationAid } from "./hooks/useTranslationAid.ts";
import { FileProblems } from "./layout/FileProblems.tsx";
import { FormPanel, loadPicker, SectionPicker } from "./layout/lazy-parts.ts";
import { StudioToolbar } from "./layout/StudioToolbar.tsx";
import { WaitingChoices } from "./layout/WaitingChoices.tsx";
import { sectionLabel } from "./page-names.ts";
import { Preview } from "./Preview.tsx";
import { SectionList, type SectionSummary } from "./SectionList.tsx";
import { statusLineWords, type StatusLine } from "./status-line.ts";
import { currentData, hasUnsaved, initialState, reducer } from "./store.ts";
import * as styles from "./styles.ts";

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

const noIcons: Record<string, IconShape[]> = {};

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
  useEntriesRead(backend, state, dispatch, setStatus, onSignedOut);

  const dirty = useMemo(() => Object.values(state.files).filter(hasUnsaved), [state.files]);
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

  const form = useFormContextValue({
    files: state.files,
    sections,
    fileProblems,
    mediaList,
    addMedia: backend.addsMedia && !readOnly ? addMedia : undefined,
    pendingMedia,
    icons: state.content?.icons,
    change,
  });
  const { site, previewSite, previewSitePath, previewLanguage, previewed, first } = usePreviewedFiles(state, selected);
  const { progress, translation, previewData } = useTranslationAid({ backend, state, selected, language: previewLanguage });

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

  const listActions = useNewFiles({ backend, dispatch, stateRef, headRef, setStatus, onSignedOut, onSaved });
  const articles = useArticles({ backend, state, selected, dispatch, stateRef, headRef, setStatus, onSignedOut, onSaved, readOnly, translateArticle: (path, locale) => void listActions.current.translatePage(path, locale) });
  const articleActions = articles.actions;

  const content = state.content;
  const section = state.selectedSection !== undefined ? sections[state.selectedSection] : undefined;

  return (
    <div css={styles.app}>
      <GlobalStyles />
      <StudioToolbar
        brand={content?.brand}
        canUndo={state.undo.length > 0}
        canRedo={state.redo.length > 0}
        onUndo={() => dispatch({ type: "undo" })}
        onRedo={() => dispatch({ type: "redo" })}
        messageField={backend.kind === "github" && !readOnly ? { message, setMessage } : undefined}
        readOnly={readOnly}
        busy={busy}
        onSave={() => void saveAll()}
        statusWords={statusLineWords(status, state, dirty, setAside)}
        status={status}
      >
        {chrome.toolbar}
      </StudioToolbar>
      <div css={styles.columns}>
        {content ? (
          <>
            <ContentNav
              files={Object.values(state.files)}
              brand={content.brand}
              progress={progress}
              selectedPath={state.selectedPath}
              onSelect={(path) => dispatch({ type: "select-file", path })}
              collections={articles.collections}
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
                <WaitingChoices setAside={setAside} conflicts={conflicts} files={state.files} brand={brandOf(state)} onUseMine={restoreEarlierEdit} onKeepSite={dropEarlierEdit} onResolve={resolveConflict} />
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
                  <FileProblems problems={fileProblems} pageName={namesOf([selected!.file.path], state.files, brandOf(state))} sections={sections} isSite={selected?.file.kind === "site"} />
                )}

                {selected?.file.unread && (
                  <p css={styles.hint} role="status">
                    Reading {namesOf([selected.file.path], state.files, brandOf(state))}…
                  </p>
                )}

                {selected?.file.kind === "entry" && !selected.file.unread && (
                  <ArticlePanel
                    state={state}
                    selected={selected}
                    now={articles.now}
                    language={previewLanguage}
                    focusBlock={articles.focusBlock}
                    readOnly={readOnly}
                    onDelete={(withTranslations) => articleActions.current.remove(selected.file.path, withTranslations)}
                  />
                )}

                {selected && selected.file.kind !== "entry" && data !== undefined && (
                  <section aria-labelledby="form-heading" style={{ marginTop: "1rem" }}>
                    <Suspense fallback={<p css={styles.hint}>Loading the form…</p>}>
                      {/* A read-only editor reads every field; a disabled fieldset lets nothing change. */}
                      <fieldset disabled={readOnly} css={styles.plainFieldset}>
                        <FormPanel
                          kind={selected.file.kind === "site" ? "site" : "page"}
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
          pageData={articles.preview ? articles.preview.pageData : previewed ? previewData(previewed) : undefined}
          locale={articles.preview ? articles.preview.locale : previewLanguage}
          pageKey={articles.preview?.path ?? previewed?.file.path ?? ""}
          icons={content?.icons ?? noIcons}
          selected={previewed === selected ? state.selectedSection : undefined}
          siteShown={selected !== undefined && selected.file.path === previewSitePath}
          onSelect={selectSection}
          onEditSite={() => previewSitePath && previewSitePath !== state.selectedPath && dispatch({ type: "select-file", path: previewSitePath })}
          first={first}
          onEditEntry={articles.preview ? articles.editFromPreview : undefined}
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
