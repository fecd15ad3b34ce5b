/**
 * The published studio's first open with many entries: the stand-in's repository holds the
 * project's content and `count` generated news entries per language, the build's entry index is
 * made from them, and then one entry is saved on the branch (not built yet), as an editor leaves
 * it. The studio's own store and backend open it in Node, as the page does: sign-in check and
 * content side by side, a cold cache.
 */
import { resolve } from "node:path";
import { filesFromFolder, startGitHubStandIn } from "../github-stand-in/index.ts";
import { createGitHubBackend } from "../../src/studio/hosted/github-backend.ts";
import type { LoadedContent } from "../../src/studio/backend.ts";
import { memoryBlobCache } from "../../src/studio/store/github/blob-cache.ts";
import { createGitHubStore } from "../../src/studio/store/github/github-store.ts";
import { fileKindOfPath } from "../../src/validation/sources.ts";
import { entryIndexOf } from "../studio/entry-index.ts";
import { generatedEntries } from "./generated-entries.ts";

export interface EntryOpenFigures {
  /** Generated entries per language. */
  count: number;
  ms: number;
  requests: string[];
  content: LoadedContent;
  /** The entry saved after the build, and the title it was saved with. */
  saved: { path: string; title: string };
  /** The backend, to open an entry with afterwards; `close` stops the stand-in. */
  backend: ReturnType<typeof createGitHubBackend>;
  requestsDuring(action: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

const catalogue = { icons: {}, blocks: [] };

/** `withIndex: false`: as a studio served without the build's index, which reads every entry. */
export async function openWithEntries(root: string, count: number, delayMs = 0, withIndex = true): Promise<EntryOpenFigures> {
  const seed = new Map<string, string | Buffer>([...(await filesFromFolder(resolve(root), ["content", "public/media"])), ...generatedEntries(count)]);
  const standIn = await startGitHubStandIn({ users: { "editor-token": { login: "editor", push: true } }, delayMs, seed });
  try {
    const sources = [...seed].filter(([path]) => path.startsWith("content/")).map(([path, text]) => ({ path, text: text.toString(), kind: fileKindOfPath(path) }));
    const index = entryIndexOf(sources);
    // Saved after the build: the lists must show it as the branch holds it.
    const savedPath = count > 0 ? "content/news/generated-0.md" : "content/news/dubai-airshow-2025.md";
    const savedTitle = "Saved after the last build";
    const before = seed.get(savedPath)!.toString();
    await standIn.commitFiles(new Map([[savedPath, before.replace(/^title: .*$/m, `title: ${savedTitle}`)]]), { message: "An entry saved in the studio" });

    const store = createGitHubStore({ apiUrl: standIn.url, repository: "saf/site", branch: "main", token: "editor-token", cache: memoryBlobCache() });
    const backend = createGitHubBackend(store, catalogue, "github:bench", undefined, async () => (withIndex ? index : undefined));
    const requestsDuring = async (action: () => Promise<unknown>) => {
      const first = standIn.requests.length;
      await action();
      return standIn.requests.slice(first).map((request) => `${request.method} ${request.path.replace(/\?.*/, "")} ${request.status}`);
    };
    let content: LoadedContent | undefined;
    const started = performance.now();
    const requests = await requestsDuring(async () => {
      [, content] = await Promise.all([store.whoAmI(), backend.load()]);
    });
    const ms = performance.now() - started;
    return { count, ms, requests, content: content!, saved: { path: savedPath, title: savedTitle }, backend, requestsDuring, close: () => standIn.close() };
  } catch (error) {
    await standIn.close();
    throw error;
  }
}
