/**
 * A signed-in session on the GitHub store: who the token belongs to, whether they may push,
 * and the studio's backend on the repository. Loaded apart from the sign-in page, as it brings
 * Octokit, the YAML parser and the validator with its schemas.
 */
import type { StudioSettings } from "../../content/site.ts";
import type { StudioBackend } from "../backend.ts";
import { forgetBlobCache, indexedDbBlobCache } from "../store/github/blob-cache.ts";
import { createGitHubStore, type GitHubIdentity, type GitHubStore } from "../store/github/github-store.ts";
import { createGitHubBackend } from "./github-backend.ts";
import type { HostedCatalogue } from "./page-data.ts";

export interface Session {
  store: GitHubStore;
  identity: GitHubIdentity;
  backend: StudioBackend;
}

/** On sign-out: the repository's files and answers kept in this browser. */
export const forgetReadContent = () => forgetBlobCache();

/**
 * Asks GitHub who `token` belongs to (unless `login`, kept with the token from an earlier
 * sign-in, says) and whether they may push; throws the store's failure (401: not accepted)
 * otherwise. The content is read meanwhile, so both take one round trip rather than two.
 */
export async function openSession(settings: StudioSettings, catalogue: HostedCatalogue, token: string, login?: string): Promise<Session> {
  const store = createGitHubStore({ apiUrl: settings.apiUrl, repository: settings.repository, branch: settings.branch, token, cache: indexedDbBlobCache(), ...(login ? { login } : {}) });
  const opening = store.open();
  // Its failure is for the studio to show once it loads; a refused sign-in is whoAmI's to report.
  opening.catch(() => undefined);
  const identity = await store.whoAmI();
  const scope = `github:${new URL(settings.apiUrl).host}/${settings.repository}@${settings.branch}:${identity.login}`;
  return { store, identity, backend: createGitHubBackend(store, catalogue, scope, opening) };
}
