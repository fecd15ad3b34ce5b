/**
 * The studio's GitHub store against the stand-in (a real git repository behind GitHub's
 * REST API on loopback) with a round trip added to every answer: what opening, saving and
 * publishing cost in time and in API requests. The store is the studio's own code, run in
 * Node; the page's own drawing times are not part of these figures.
 */
import { resolve } from "node:path";
import { filesFromFolder, startGitHubStandIn, type GitHubStandIn } from "../github-stand-in/index.ts";
import { describeStoredFile, saveEdits } from "../../src/studio/editing/editing.ts";
import { memoryBlobCache, type BlobCache } from "../../src/studio/store/github/blob-cache.ts";
import { createGitHubStore } from "../../src/studio/store/github/github-store.ts";

export interface HostedFigures {
  label: string;
  ms: number;
  requests: string[];
}

async function measured(standIn: GitHubStandIn, label: string, action: () => Promise<unknown>): Promise<HostedFigures> {
  const before = standIn.requests.length;
  const started = performance.now();
  await action();
  const ms = performance.now() - started;
  return { label, ms, requests: standIn.requests.slice(before).map((request) => `${request.method} ${request.path.replace(/\?.*/, "")} ${request.status}`) };
}

export async function benchHostedStore(root: string, delayMs: number): Promise<HostedFigures[]> {
  const standIn = await startGitHubStandIn({ users: { "editor-token": { login: "editor", push: true } }, delayMs, seed: await filesFromFolder(resolve(root), ["content", "public/media"]) });
  const storeWith = (cache: BlobCache) => createGitHubStore({ apiUrl: standIn.url, repository: "saf/site", branch: "main", token: "editor-token", cache });
  try {
    const figures: HostedFigures[] = [];
    const cache = memoryBlobCache();
    const openWith = (store: ReturnType<typeof storeWith>) => Promise.all([store.whoAmI(), store.open()]);
    figures.push(await measured(standIn, "open, cold caches (sign-in check + content)", () => openWith(storeWith(cache))));
    figures.push(await measured(standIn, "open again, warm caches", () => openWith(storeWith(cache))));

    const store = storeWith(cache);
    const snapshot = await store.open();
    const about = describeStoredFile(snapshot.files.find((file) => file.path === "content/pages/about.yaml")!);
    let head = snapshot.head;
    figures.push(
      await measured(standIn, "first save (about hero title; makes the branch)", async () => {
        const outcome = await saveEdits(store, [{ file: about, changes: [{ op: "set", path: ["sections", 0, "title"], value: "About Verdavia Fuels" }] }], head);
        if (!outcome.saved) throw new Error("the save conflicted");
        head = outcome.head;
      }),
    );
    const saved = describeStoredFile((await store.open()).files.find((file) => file.path === about.path)!);
    figures.push(
      await measured(standIn, "later save (one more field)", async () => {
        const outcome = await saveEdits(store, [{ file: saved, changes: [{ op: "set", path: ["sections", 0, "title"], value: "About Us at Verdavia" }] }], head);
        if (!outcome.saved) throw new Error("the save conflicted");
      }),
    );
    figures.push(await measured(standIn, "publish: open the pull request", () => store.publish.open("About Us: hero title")));
    const tip = (await standIn.git(["rev-parse", "studio/editor"])).trim();
    standIn.setStatus(tip, { state: "success", context: "deploy/preview", target_url: "https://deploy-preview-1.example.net" });
    figures.push(await measured(standIn, "publish: checks and preview link", () => store.publish.state()));
    figures.push(
      await measured(standIn, "publish: merge", async () => {
        const outcome = await store.publish.merge();
        if (!outcome.merged) throw new Error(`not merged: ${outcome.reason}`);
      }),
    );
    return figures;
  } finally {
    await standIn.close();
  }
}
