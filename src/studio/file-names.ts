/**
 * The studio's names for files in its sentences, read from the store's state as it is now:
 * a title edited a moment ago already names its page in the next message. Zod-free, like
 * page-names.ts, which makes the names.
 */
import { siteFile } from "../validation/sources.ts";
import { fileLabel, listed } from "./page-names.ts";
import { currentData, type FileState } from "./store.ts";

/** The studio's name for each file, from its current state: "About Us", "About Us (العربية)", "Site settings". */
export function namesOf(paths: readonly string[], files: Record<string, FileState>, brand: string): string {
  const named = Object.values(files).map((file) => ({ path: file.file.path, data: currentData(file) }));
  const site = files[siteFile];
  return listed(paths.map((path) => fileLabel(path, named, site ? currentData(site) : undefined, brand)));
}

/** The brand the pages' titles end with, once the content is here. */
export function brandOf(state: { content?: { brand: string } | undefined }): string {
  return state.content?.brand ?? "";
}
