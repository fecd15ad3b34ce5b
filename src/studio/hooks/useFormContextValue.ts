/**
 * What every field of the form reads and does (form/context.tsx): the validator's messages
 * for the open file, the link targets and media the pickers offer, and the edits. Kept the
 * same object while typing changes none of them, so the form's fields need not all redraw.
 */
import { useLayoutEffect, useMemo, useRef } from "react";
import { mediaCatalogue } from "../media/media-catalogue.ts";
import { notFoundRoute } from "../../content/route-roles.ts";
import type { IconShape } from "../../content/site-content.ts";
import { localeOfPath } from "../../validation/sources.ts";
import type { Change, Path } from "../editing/changes.ts";
import type { FormContextValue } from "../form/context.tsx";
import type { StudioProblem } from "../protocol.ts";
import type { SectionSummary } from "../SectionList.tsx";
import { currentData, type FileState } from "../store.ts";
import type { PendingUpload } from "./usePendingMedia.ts";

interface PageData {
  route?: string;
  sections?: SectionSummary[];
}

interface FormContextOptions {
  files: Record<string, FileState>;
  /** The open page's sections, whose ids are in-page link targets. */
  sections: SectionSummary[];
  /** The validator's findings on the open file. */
  fileProblems: StudioProblem[];
  mediaList: string[];
  /** Set where the picker may add files (usePendingMedia.ts); pendingMedia are shown from their object URLs. */
  addMedia: ((file: File) => Promise<string | undefined>) | undefined;
  pendingMedia: PendingUpload[];
  icons: Record<string, IconShape[]> | undefined;
  change(next: Change, typing?: boolean): void;
}

export function useFormContextValue({ files, sections, fileProblems, mediaList, addMedia, pendingMedia, icons, change }: FormContextOptions): FormContextValue {
  // Joined into one string, so the list (and the form's context) stays the same object while
  // typing changes no route or id, and the form's fields need not all redraw.
  const linkTargetText = useMemo(() => {
    const targets: string[] = [];
    for (const file of Object.values(files)) {
      // A translation keeps the English routes and ids (its links lead into its own language), so the English pages name every target.
      if (file.file.kind !== "page" || localeOfPath(file.file.path) !== undefined) continue;
      const page = currentData(file) as PageData | null;
      if (!page?.route || page.route === notFoundRoute) continue;
      targets.push(page.route);
      for (const section of page.sections ?? []) if (section?.id) targets.push(`${page.route}#${section.id}`);
    }
    for (const section of sections) if (section?.id) targets.push(`#${section.id}`);
    return [...new Set(targets)].sort().join("\n");
  }, [files, sections]);
  const linkTargets = useMemo(() => (linkTargetText === "" ? [] : linkTargetText.split("\n")), [linkTargetText]);

  // Read when the library opens: the descriptions are the files' as they are then, and typing does not redraw the form for them.
  const filesRef = useRef(files);
  useLayoutEffect(() => {
    filesRef.current = files;
  }, [files]);

  // Each keystroke's validation answers a new list, mostly the same as the last: compared by
  // what it says, so the form's context (read by every field) changes only when a message does.
  const fileProblemsText = useMemo(() => JSON.stringify(fileProblems), [fileProblems]);
  const problemsByPath = useMemo(() => {
    const map = new Map<string, StudioProblem[]>();
    for (const problem of JSON.parse(fileProblemsText) as StudioProblem[]) map.set(problem.path, [...(map.get(problem.path) ?? []), problem]);
    return map;
  }, [fileProblemsText]);

  return useMemo(
    () => ({
      problems: problemsByPath,
      linkTargets,
      media: mediaList,
      mediaEntries: () => mediaCatalogue(mediaList, Object.values(filesRef.current).map(currentData)),
      ...(addMedia ? { addMedia, pendingMediaUrl: (address: string) => pendingMedia.find((medium) => medium.address === address)?.url } : {}),
      icons: icons ?? {},
      set: (path: Path, value: unknown, typing?: boolean) => change({ op: "set", path, value }, typing),
      remove: (path: Path) => change({ op: "delete", path }),
      insert: (path: Path, index: number, value: unknown) => change({ op: "insert", path, index, value }),
      move: (path: Path, from: number, to: number) => change({ op: "move", path, from, to }),
    }),
    [problemsByPath, linkTargets, mediaList, icons, addMedia, pendingMedia, change],
  );
}
