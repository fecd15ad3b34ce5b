/**
 * The studio's content store on a GitHub repository (REST API v3), for `/studio/` on the
 * published site. The editor reads their own branch `studio/<login>` when it exists (else the
 * base branch), saves there one commit a save, and publishes it as a pull request.
 */
import { StoreFailure, type ContentStore, type ListedFile, type Snapshot, type StoredFile } from "../content-store.ts";
import { createBlobBatches } from "./blob-batches.ts";
import { memoryBlobCache, type BlobCache } from "./blob-cache.ts";
import { createGitHubApi } from "./github-api.ts";
import { createPublishing, type Publishing } from "./publishing.ts";
import { createRepositoryReader, type RepositoryName, type TreeEntry } from "./repository-reader.ts";
import { createSaver, type SaveTarget } from "./save-changes.ts";

export interface GitHubStoreOptions {
  /** `https://api.github.com` when absent. */
  apiUrl?: string;
  /** `owner/name`. */
  repository: string;
  /** The branch the site is built from, which edits are published into, e.g. `main`. */
  branch: string;
  token: string;
  /** Who the token belongs to, when an earlier sign-in with it asked GitHub: then whoAmI need not ask again. */
  login?: string;
  /** Kept across visits in the browser (indexedDbBlobCache); in memory when absent. */
  cache?: BlobCache;
  fetch?: typeof fetch;
  userAgent?: string;
  /** A request unanswered this long fails as `unavailable`; 15 s when absent. */
  timeoutMs?: number;
}

export interface GitHubIdentity {
  login: string;
  name?: string;
  canPush: boolean;
}

export interface GitHubStore extends ContentStore {
  readonly kind: "github";
  whoAmI(): Promise<GitHubIdentity>;
  /** Entries' texts, read by their versions (blob SHAs) in a few GraphQL queries, sorted by path. */
  readListed(files: readonly ListedFile[]): Promise<StoredFile[]>;
  publish: Publishing;
}

/**
 * `content/site.yaml`, `content/pages/*.yaml`, `content/collections/*.yaml`, each collection's
 * entries (`content/<folder>/*.md`) and each translation's own (`content/ar/…`): the English site
 * declares its languages, so it validates only with them. Schemas and notes under content/ are not content.
 */
const contentFile = /^content\/(?:[a-z]{2,3}\/)?(site\.yaml|pages\/[^/]+\.yaml|collections\/[^/]+\.yaml|(?!pages\/|collections\/|schema\/)[a-z][a-z0-9-]*\/[^/]+\.md)$/;
const mediaFile = /^public\/media\/(.+)$/;
/** What open reads at once: what every screen needs, a few dozen files whatever the number of entries. */
const readAtOnce = /^content\/(?:[a-z]{2,3}\/)?(site\.yaml|pages\/[^/]+\.yaml|collections\/[^/]+\.yaml)$/;

export function editorBranchOf(login: string): string {
  return `studio/${login}`;
}

function repositoryName(repository: string): RepositoryName {
  const [owner, repo, ...rest] = repository.split("/");
  if (!owner || !repo || rest.length > 0) throw new StoreFailure("not-found", `"${repository}" is not a repository name (owner/name).`);
  return { owner, repo };
}

export function createGitHubStore(options: GitHubStoreOptions): GitHubStore {
  const name = repositoryName(options.repository);
  const cache = options.cache ?? memoryBlobCache();
  const api = createGitHubApi({ ...options, apiUrl: options.apiUrl ?? "https://api.github.com", cache });
  const reader = createRepositoryReader(api, cache, name);
  const batches = createBlobBatches(api, cache, name, (blob) => reader.blobText(blob.sha, blob.path));
  const saver = createSaver(api, reader, name);
  // A token belongs to one user for life, so a login learnt with it never goes stale.
  let login = options.login;
  let loginRequest: Promise<{ login: string; name?: string }> | undefined;

  /** Who is signed in; calls made together (the studio opens with whoAmI and open side by side) share one request. */
  function readLogin(): Promise<{ login: string; name?: string }> {
    loginRequest ??= api
      .read<{ login: string; name?: string | null }>("Reading who is signed in", "GET /user")
      .then((user) => {
        login = user.login;
        return user.name ? { login: user.login, name: user.name } : { login: user.login };
      })
      .finally(() => {
        loginRequest = undefined;
      });
    return loginRequest;
  }

  /** Where saves go and what they are published into; asks GitHub who is signed in only once. */
  async function target(): Promise<SaveTarget> {
    return { editorBranch: editorBranchOf(login ?? (await readLogin()).login), baseBranch: options.branch };
  }

  async function readListed(files: readonly ListedFile[]): Promise<StoredFile[]> {
    const texts = await batches.texts(files.map((file) => ({ sha: file.version, path: file.path })));
    return files.map((file) => ({ path: file.path, text: texts.get(file.version)!, version: file.version })).sort((a, b) => a.path.localeCompare(b.path));
  }

  function listed(entries: readonly TreeEntry[], wanted: (path: string) => boolean): ListedFile[] {
    return entries.filter((entry) => entry.type === "blob" && wanted(entry.path)).map((entry) => ({ path: entry.path, version: entry.sha }));
  }

  const filesAt = (entries: readonly TreeEntry[], wanted: (path: string) => boolean) => readListed(listed(entries, wanted));

  /** The head last read or saved: a file's history is read up to it. */
  let knownHead: string | undefined;

  async function readHead(): Promise<{ head: string; branch: string; entries: TreeEntry[] }> {
    // Who is signed in names the editor's branch; the branches are listed while GitHub says.
    const names = target();
    const tip = await saver.tipOf(names);
    const { editorBranch, baseBranch } = await names;
    const commit = await reader.commitOf(tip.sha);
    knownHead = tip.sha;
    return { head: tip.sha, branch: tip.onEditorBranch ? editorBranch : baseBranch, entries: await reader.treeOf(commit.tree) };
  }

  return {
    kind: "github",

    async whoAmI() {
      // The repository's answer is the sign-in check either way: a token no longer valid gets a 401.
      const [user, repository] = await Promise.all([
        options.login ? { login: options.login } : readLogin(),
        api.read<{ permissions?: { push?: boolean } }>("Reading the repository", "GET /repos/{owner}/{repo}", { owner: name.owner, repo: name.repo }),
      ]);
      return { ...user, canPush: repository.permissions?.push === true };
    },

    async open(): Promise<Snapshot> {
      // A store holds one token, and a token one user for life: who it is was asked once, by
      // whoAmI or the first open, and any request with a token no longer valid fails as signed-out.
      const { head, branch, entries } = await readHead();
      const media = entries
        .filter((entry) => entry.type === "blob" && mediaFile.test(entry.path))
        .map((entry) => entry.path.replace(mediaFile, "/media/$1"))
        .sort();
      const files = await filesAt(entries, (path) => readAtOnce.test(path));
      return { files, listed: listed(entries, (path) => contentFile.test(path) && !readAtOnce.test(path)).sort((a, b) => a.path.localeCompare(b.path)), media, head, branch };
    },

    async reread(paths) {
      const wanted = new Set(paths);
      const { head, entries } = await readHead();
      return { files: await filesAt(entries, (path) => wanted.has(path)), head };
    },

    async commit(request) {
      const outcome = await saver.save(request, await target());
      knownHead = outcome.head;
      return outcome;
    },

    async history(path) {
      const head = knownHead ?? (await readHead()).head;
      return { available: true, versions: await reader.historyOf(path, head) };
    },

    readAt: (path, version) => reader.textAt(path, version),

    readListed,

    publish: createPublishing(api, name, target),
  };
}
