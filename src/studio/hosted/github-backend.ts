/**
 * The studio on the published site: content in a GitHub repository (the GitHub store), and
 * the validator `npm run validate` runs, here in the browser. Icons and block examples are
 * not content: the build wrote them into the page (page-data.ts).
 */
import { deleteFiles } from "../articles/delete-files.ts";
import type { StudioBackend } from "../backend.ts";
import { beginTranslation } from "../translation/begin-translation.ts";
import { applyAllToData } from "../editing/changes.ts";
import { describeStoredFile, mediaLibraryOf, saveEdits, validateEdited, type EditedFile } from "../editing/editing.ts";
import type { StudioProblem } from "../protocol.ts";
import { problem } from "../../validation/problem.ts";
import { planNewPage } from "../../validation/new-page.ts";
import { siteFile } from "../../validation/sources.ts";
import type { Snapshot } from "../store/content-store.ts";
import type { GitHubStore } from "../store/github/github-store.ts";
import { keptChanges, storedSetAside } from "../store.ts";
import { fetchEntryIndex, reconcileEntries, type EntryIndex } from "./entry-index.ts";
import type { HostedCatalogue } from "./page-data.ts";

/**
 * `studio:` says where the studio sends editors' tokens (apiUrl) and commits: changed from the
 * studio itself, the next build would send every remembered token to another host. Only a
 * developer changes it, in the repository.
 */
function studioSettingsKept(edited: readonly EditedFile[]): StudioProblem[] {
  const site = edited.find((edit) => edit.file.path === siteFile);
  if (!site) return [];
  const before = JSON.stringify((site.file.data as { studio?: unknown } | null)?.studio);
  const after = JSON.stringify((applyAllToData(site.file.data, site.changes) as { studio?: unknown } | null)?.studio);
  if (before === after) return [];
  return [problem({ file: siteFile, path: "studio", code: "studio-settings", message: "The studio's own settings (studio:) can be changed only by a developer, in the repository: undo this change to save." })];
}

function brandOf(data: unknown): string {
  const name = (data as { brand?: { name?: unknown } } | null)?.brand?.name;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : "Site";
}

/**
 * `scope`: where this repository's, branch's and editor's unsaved edits are kept (store.ts).
 * `opening`: an open already under way (open-session.ts begins it beside the sign-in check),
 * which the first load takes instead of asking again.
 */
export function createGitHubBackend(store: GitHubStore, catalogue: HostedCatalogue, scope: string, opening?: Promise<Snapshot>, entryIndex: () => Promise<EntryIndex | undefined> = fetchEntryIndex): StudioBackend {
  let firstOpen = opening;
  return {
    kind: "github",
    scope,
    addsMedia: true,
    async load() {
      const [snapshot, index] = await Promise.all([firstOpen ?? store.open(), entryIndex()]);
      firstOpen = undefined;
      // Entries the build listed at the version the branch holds are listed from its index; the
      // others, and those whose edits (or edits set aside) wait in this browser, are read (a few to a request).
      const setAside = storedSetAside(scope);
      const waiting = new Set([...Object.keys(keptChanges(scope)), ...(Array.isArray(setAside) ? setAside.map((edit) => edit.path) : Object.keys(setAside))]);
      const { known, toRead } = reconcileEntries(snapshot.listed ?? [], index, waiting);
      const read = toRead.length > 0 ? await store.readListed(toRead) : [];
      const files = [...snapshot.files.map(describeStoredFile), ...read.map(describeStoredFile), ...known].sort((a, b) => a.path.localeCompare(b.path));
      const site = files.find((file) => file.path === siteFile);
      return {
        brand: brandOf(site?.data),
        root: "",
        files,
        media: snapshot.media,
        icons: catalogue.icons,
        blocks: catalogue.blocks,
        problems: validateEdited(files, [], mediaLibraryOf(snapshot.media)),
        firstDrawing: { pages: {} },
        head: snapshot.head,
      };
    },
    validate: async (files, edited, media) => [...validateEdited(files, edited, mediaLibraryOf(media)), ...studioSettingsKept(edited)],
    save: (edited, baseHead, message, media) => saveEdits(store, edited, baseHead, message, media),
    createTranslation: (englishFile, language, head) => beginTranslation(store, englishFile, language, head),
    deleteFiles: (files, head, message) => deleteFiles(store, files, head, message),
    history: store,
    async readEntries(files) {
      return (await store.readListed(files.map(({ path, version }) => ({ path, version })))).map(describeStoredFile);
    },
    async createPage(name, files, head) {
      const plan = planNewPage(
        files.filter((file) => !file.unread).map((file) => ({ path: file.path, text: file.text, kind: file.kind })),
        name,
      );
      if (!plan.ok) throw new Error(plan.message);
      const outcome = await store.commit({ files: [{ path: plan.path, text: plan.text, baseVersion: null }], media: [], message: `New page: ${plan.route}`, baseHead: head });
      if (!outcome.saved) throw new Error(`${plan.path} was made by someone else meanwhile, so nothing was created.`);
      const saved = outcome.files.find((file) => file.path === plan.path);
      if (!saved) throw new Error(`${plan.path} was not saved.`);
      return { file: describeStoredFile(saved), head: outcome.head };
    },
  };
}
