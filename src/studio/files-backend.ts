/**
 * The studio under `npm run dev`: content in the project folder, through the dev server's
 * endpoints (api.ts, files store), which validate with the build's own validator on disk.
 */
import { createPage, loadContent, openInEditor, validate } from "./api.ts";
import { deleteFiles } from "./articles/delete-files.ts";
import type { StudioBackend } from "./backend.ts";
import { createFilesStore } from "./store/files-store.ts";

export function createFilesBackend(contentRequest = loadContent()): StudioBackend {
  const store = createFilesStore();
  let first: ReturnType<typeof loadContent> | undefined = contentRequest;
  let root = "";
  // The files the folder held when read: only files added since travel with each check.
  let onDisk = new Set<string>();
  return {
    kind: "files",
    scope: "",
    addsMedia: true,
    async load() {
      // The first load is the request main.tsx sent before this code arrived.
      const content = await (first ?? loadContent());
      first = undefined;
      root = content.root;
      onDisk = new Set(content.media);
      return { ...content, head: "disk" };
    },
    validate: async (files, edited, media) => {
      const byPath = new Map(files.map((file) => [file.path, file]));
      const edits = edited.map((edit) => ({ path: edit.file.path, text: (byPath.get(edit.file.path) ?? edit.file).text, changes: [...edit.changes] }));
      return (await validate(edits, media.filter((address) => !onDisk.has(address)))).problems;
    },
    async save(edited, baseHead, message, media) {
      // yaml-edit and yaml come with the save, not with the studio's first paint.
      const { saveEdits } = await import("./editing/editing.ts");
      return saveEdits(store, edited, baseHead, message, media);
    },
    createPage: async (name) => ({ file: await createPage(name), head: "disk" }),
    async createTranslation(englishFile, language, head) {
      // The plan splices YAML and reads the schemas: it comes with the click, not the first paint.
      const { beginTranslation } = await import("./translation/begin-translation.ts");
      return beginTranslation(store, englishFile, language, head);
    },
    deleteFiles: (files, head, message) => deleteFiles(store, files, head, message),
    history: store,
    openInEditor: (path, line) => openInEditor(root, path, line),
    watch(changed) {
      const hot = import.meta.hot;
      if (!hot) return () => undefined;
      const listener = ({ path }: { path: string }) => changed(path);
      hot.on("studio:file-changed", listener);
      return () => hot.off("studio:file-changed", listener);
    },
  };
}
