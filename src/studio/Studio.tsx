/**
 * The studio: pages and site settings on the left, the selected page's sections
 * and a form generated from the schemas in the middle, the live preview on the
 * right. Edits are changes (see changes.ts); the dev server validates them with
 * the build's own validator and saves them without touching anything else.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import type { Section } from "../blocks/schemas.ts";
import { homeRoute, notFoundRoute } from "../content/route-roles.ts";
import type { IconShape } from "../content/site-content.ts";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import { createPage, loadContent, openInEditor, RefusedError, save, validate } from "./api.ts";
import type { Change, Path } from "./changes.ts";
import { FormContext, PickerLists, type FormContextValue } from "./form/context.tsx";
import { ContentNav } from "./ContentNav.tsx";
import { Preview } from "./Preview.tsx";
import type { StudioContent, StudioProblem } from "./protocol.ts";
import { SectionList, sectionName, type SectionSummary } from "./SectionList.tsx";
import { currentData, initialState, keepChanges, keptChanges, reducer, setAsideKey, setAsideStale, type FileState } from "./store.ts";
import * as styles from "./styles.ts";

interface PageData {
  route?: string;
  title?: string;
  sections?: SectionSummary[];
}

interface Conflict {
  path: string;
  message: string;
}

const validateDelay = 200;

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

export function Studio({ contentRequest }: { contentRequest: Promise<StudioContent> }) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [status, setStatus] = useState("Loading content…");
  const [conflict, setConflict] = useState<Conflict>();
  const [removed, setRemoved] = useState<string>();
  const [picking, setPicking] = useState(false);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  // The content was asked for before this code loaded (main.tsx), so it arrives sooner.
  const loadedProblemsCurrent = useRef(false);
  useEffect(() => {
    let current = true;
    contentRequest
      .then((content) => {
        if (!current) return;
        const kept = keptChanges();
        const setAside = setAsideStale(kept, content.files);
        loadedProblemsCurrent.current = true;
        dispatch({ type: "loaded", content, kept });
        document.title = `${content.brand} Studio`;
        const restored = Object.keys(kept).length - setAside.length;
        const restoredText = restored > 0 ? `Unsaved edits from earlier were restored in ${restored === 1 ? "1 file" : `${restored} files`}.` : "All changes saved.";
        const setAsideText =
          setAside.length > 0
            ? ` Unsaved edits from earlier to ${setAside.join(", ")} were not applied: the file has changed since they were made, so they could land on the wrong sections. They are kept in this browser under "${setAsideKey}".`
            : "";
        setStatus(restoredText + setAsideText);
      })
      .catch((error: Error) => current && setStatus(`The studio could not load the content: ${error.message}`));
    return () => {
      current = false;
    };
  }, [contentRequest]);

  // Unsaved edits survive a closed tab, a reload or a refused save.
  useEffect(() => {
    if (state.content) keepChanges(state.files);
  }, [state.files, state.content]);

  // Validate in memory as the editor types, with the build's validator.
  const dirty = useMemo(() => Object.values(state.files).filter((file) => file.changes.length > 0), [state.files]);
  useEffect(() => {
    if (!state.content) return;
    // The content came with its problems: nothing to ask until something is edited.
    if (loadedProblemsCurrent.current) {
      loadedProblemsCurrent.current = false;
      if (dirty.length === 0) return;
    }
    let current = true;
    const timer = setTimeout(() => {
      validate(dirty.map((file) => ({ path: file.file.path, text: file.file.text, changes: file.changes })))
        .then(({ problems }) => current && dispatch({ type: "problems", problems }))
        .catch(() => undefined);
    }, validateDelay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dirty, state.content]);

  // A file changed on disk (say in a code editor): take it in, or say so when it has unsaved edits here.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const changed = async ({ path }: { path: string }) => {
      const content = await loadContent();
      const file = content.files.find((candidate) => candidate.path === path);
      const mine = stateRef.current.files[path];
      if (!file) return;
      if (!mine) return dispatch({ type: "added", file });
      if (mine.file.version === file.version) return;
      if (mine.changes.length === 0) dispatch({ type: "reloaded", file });
      else setConflict({ path, message: `${path} was changed on disk since the studio opened it. Your unsaved edits are kept here; reload the file to bring in the other changes.` });
    };
    hot.on("studio:file-changed", changed);
    return () => hot.off("studio:file-changed", changed);
  }, []);

  const selected = state.selectedPath ? state.files[state.selectedPath] : undefined;
  const data = useMemo(() => (selected ? currentData(selected) : undefined), [selected]);
  const sections = useMemo(() => (selected?.file.kind === "page" ? ((data as PageData | null)?.sections ?? []) : []), [selected, data]);

  const change = useCallback((next: Change, typing = false) => {
    dispatch({ type: "change", change: next, typing });
    setRemoved(undefined);
  }, []);

  const fileProblems = useMemo(() => state.problems.filter((problem) => problem.file === state.selectedPath), [state.problems, state.selectedPath]);
  const errorsIn = (path: string) => state.problems.filter((problem) => problem.file === path && problem.severity === "error");

  const saveAll = useCallback(async () => {
    const { files, problems } = stateRef.current;
    const unsaved = Object.values(files).filter((file) => file.changes.length > 0);
    if (unsaved.length === 0) return setStatus("Nothing to save: there are no unsaved edits.");
    const blocked = unsaved.filter((file) => problems.some((problem) => problem.file === file.file.path && problem.severity === "error"));
    if (blocked.length > 0) {
      const count = problems.filter((problem) => blocked.some((file) => file.file.path === problem.file) && problem.severity === "error").length;
      return setStatus(`Not saved: ${count === 1 ? "1 error needs" : `${count} errors need`} fixing first in ${blocked.map((file) => file.file.path).join(", ")}. Each is marked beside its field.`);
    }
    dispatch({ type: "saving" });
    for (const file of unsaved) {
      try {
        const saved = await save(file.file.path, file.file.version, file.changes);
        dispatch({ type: "saved", file: saved, sent: file.changes.length });
        setStatus(`Saved ${saved.path}.`);
      } catch (error) {
        if (error instanceof RefusedError && error.status === 409) {
          setConflict({ path: file.file.path, message: error.message });
          setStatus(`Not saved: ${file.file.path} changed on disk. Your edits are kept.`);
        } else {
          if (error instanceof RefusedError && error.refusal.problems) dispatch({ type: "problems", problems: error.refusal.problems as StudioProblem[] });
          setStatus(`Not saved: ${(error as Error).message}`);
        }
        return;
      }
    }
  }, []);

  const reloadConflicted = useCallback(async () => {
    if (!conflict) return;
    const content = await loadContent();
    const file = content.files.find((candidate) => candidate.path === conflict.path);
    if (file) dispatch({ type: "reloaded", file });
    setConflict(undefined);
    setStatus(`Reloaded ${conflict.path} from disk; your unsaved edits are applied on top. Check them, then save.`);
  }, [conflict]);

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
        void saveAll();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [saveAll]);

  // Joined into one string, so the list (and the form's context) stays the same object while
  // typing changes no route or id, and the form's fields need not all redraw.
  const linkTargetText = useMemo(() => {
    const targets: string[] = [];
    for (const file of Object.values(state.files)) {
      if (file.file.kind !== "page") continue;
      const page = currentData(file) as PageData | null;
      if (!page?.route || page.route === notFoundRoute) continue;
      targets.push(page.route);
      for (const section of page.sections ?? []) if (section?.id) targets.push(`${page.route}#${section.id}`);
    }
    for (const section of sections) if (section?.id) targets.push(`#${section.id}`);
    return targets.sort().join("\n");
  }, [state.files, sections]);
  const linkTargets = useMemo(() => (linkTargetText === "" ? [] : linkTargetText.split("\n")), [linkTargetText]);

  const problemsByPath = useMemo(() => {
    const map = new Map<string, StudioProblem[]>();
    for (const problem of fileProblems) map.set(problem.path, [...(map.get(problem.path) ?? []), problem]);
    return map;
  }, [fileProblems]);

  const form: FormContextValue = useMemo(
    () => ({
      problems: problemsByPath,
      linkTargets,
      media: state.content?.media ?? [],
      icons: state.content?.icons ?? {},
      set: (path: Path, value: unknown, typing?: boolean) => change({ op: "set", path, value }, typing),
      remove: (path: Path) => change({ op: "delete", path }),
      insert: (path: Path, index: number, value: unknown) => change({ op: "insert", path, index, value }),
      move: (path: Path, from: number, to: number) => change({ op: "move", path, from, to }),
    }),
    [problemsByPath, linkTargets, state.content, change],
  );

  const selectSection = (index: number | undefined) => dispatch({ type: "select-section", index });
  const moveSection = (from: number, to: number) => {
    change({ op: "move", path: ["sections"], from, to });
    selectSection(to);
  };
  const removeSection = (index: number) => {
    const name = sectionName(sections[index], index);
    change({ op: "delete", path: ["sections", index] });
    selectSection(undefined);
    setRemoved(`Removed section ${name}.`);
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
      const file = await createPage(name);
      dispatch({ type: "added", file });
      setStatus(`Created ${file.path}.`);
      return true;
    } catch (error) {
      setStatus(`No page was created: ${(error as Error).message}`);
      return false;
    }
  };

  const content = state.content;
  const pages = Object.values(state.files).filter((file) => file.file.kind === "page");
  const site = Object.values(state.files).find((file) => file.file.kind === "site");
  // The dev server's first drawing holds for a file still as it was loaded: not edited, saved or reloaded since.
  const unchangedSinceLoad = (file: FileState) => file.changes.length === 0 && content?.files.includes(file.file) === true;
  const previewed = selected?.file.kind === "page" ? selected : pages.find((file) => (currentData(file) as PageData | null)?.route === homeRoute);
  const section = state.selectedSection !== undefined ? sections[state.selectedSection] : undefined;
  const unsavedCount = dirty.length;
  const errorCount = dirty.reduce((count, file) => count + errorsIn(file.file.path).length, 0);

  return (
    <div css={styles.app}>
      <GlobalStyles />
      <header css={styles.toolbar}>
        <h1>{content ? `${content.brand} Studio` : "Studio"}</h1>
        <button type="button" css={styles.button} disabled={state.undo.length === 0} onClick={() => dispatch({ type: "undo" })} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" css={styles.button} disabled={state.redo.length === 0} onClick={() => dispatch({ type: "redo" })} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <button type="button" css={[styles.button, styles.primaryButton]} onClick={() => void saveAll()} aria-keyshortcuts="Control+S">
          Save
        </button>
        <p role="status" css={styles.status} data-studio-status="">
          {status}
          {unsavedCount > 0 &&
            ` ${unsavedCount === 1 ? "1 file has" : `${unsavedCount} files have`} unsaved edits${errorCount > 0 ? `; ${errorCount === 1 ? "1 error" : `${errorCount} errors`} to fix before saving` : ""}.`}
        </p>
      </header>
      <div css={styles.columns}>
        {content ? (
          <>
            <ContentNav pages={pages} site={site} selectedPath={state.selectedPath} onSelect={(path) => dispatch({ type: "select-file", path })} onCreatePage={makePage} />

            <main css={styles.panel} aria-labelledby="form-heading">
              <FormContext.Provider value={form}>
                <PickerLists />
                {conflict && (
                  <div css={styles.notice} role="alert">
                    <span>{conflict.message}</span>
                    <button type="button" css={styles.button} onClick={() => void reloadConflicted()}>
                      Reload from disk
                    </button>
                  </div>
                )}
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
                      onMove={moveSection}
                      onRemove={removeSection}
                      onOpenInEditor={(index) => openInEditor(content.root, selected.file.path, selected.file.sectionLines[index] ?? 1)}
                    />
                    <button type="button" css={styles.button} onPointerEnter={() => void loadPicker()} onFocus={() => void loadPicker()} onClick={() => setPicking(true)}>
                      Add section
                    </button>
                  </>
                )}

                {fileProblems.length > 0 && (
                  <details style={{ margin: "1rem 0" }}>
                    <summary>
                      {countOf(fileProblems, "error")}, {countOf(fileProblems, "warning")} in this file
                    </summary>
                    <ul>
                      {fileProblems.map((problem, index) => (
                        <li key={index} css={styles.hint}>
                          {problem.path}: {problem.message}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}

                {selected && data !== undefined && (
                  <section aria-labelledby="form-heading" style={{ marginTop: "1rem" }}>
                    <Suspense fallback={<p css={styles.hint}>Loading the form…</p>}>
                      <FormPanel
                        kind={selected.file.kind}
                        data={data}
                        {...(section && state.selectedSection !== undefined ? { section: { index: state.selectedSection, value: section } } : {})}
                        onPageSettings={() => selectSection(undefined)}
                      />
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

        {/* Site settings are previewed on the home page, where their header and footer show. */}
        <Preview
          siteData={site ? currentData(site) : undefined}
          pageData={previewed ? currentData(previewed) : undefined}
          pageKey={previewed?.file.path ?? ""}
          icons={content?.icons ?? noIcons}
          selected={previewed === selected ? state.selectedSection : undefined}
          onSelect={selectSection}
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
