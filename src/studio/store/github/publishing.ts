/**
 * Publishing the editor's branch: a pull request into the base branch, its checks and deploy
 * preview, and a merge (a merge commit) once the checks pass. After the merge the editor's
 * branch is deleted, so the next save starts again from the base branch's new head.
 */
import { StoreFailure } from "../content-store.ts";
import { checksOf, overallState, previewUrlOf, type Check, type CheckRunAnswer, type CheckState, type CommitStatusAnswer } from "./checks.ts";
import type { GitHubApi } from "./github-api.ts";
import type { RepositoryName } from "./repository-reader.ts";
import type { SaveTarget } from "./save-changes.ts";

export interface PullRequestSummary {
  number: number;
  title: string;
  /** The pull request's page on GitHub. */
  url: string;
  /** The commit the checks ran on. */
  headSha: string;
  /** null while GitHub is still working it out. */
  mergeable: boolean | null;
}

export interface PublishState {
  pullRequest: PullRequestSummary;
  checks: Check[];
  checksState: CheckState | "none";
  previewUrl?: string;
}

export type MergeOutcome =
  | { merged: true; sha: string }
  | { merged: false; reason: "no-pull-request" | "checks-pending" | "checks-failed"; state?: PublishState };

export interface Publishing {
  /** Opens the pull request from the editor's branch, or answers the one already open. */
  open(title: string, body?: string): Promise<PullRequestSummary>;
  /** The open pull request with its checks; undefined when none is open. */
  state(): Promise<PublishState | undefined>;
  /** Merges the open pull request when its checks pass (or it has none), then deletes the editor's branch. */
  merge(): Promise<MergeOutcome>;
}

interface PullAnswer {
  number: number;
  title: string;
  html_url: string;
  head: { sha: string };
  mergeable?: boolean | null;
}

function summary(pull: PullAnswer): PullRequestSummary {
  return { number: pull.number, title: pull.title, url: pull.html_url, headSha: pull.head.sha, mergeable: pull.mergeable ?? null };
}

export function createPublishing(api: GitHubApi, name: RepositoryName, target: () => Promise<SaveTarget>): Publishing {
  const repo = { owner: name.owner, repo: name.repo };

  async function openPull(): Promise<PullAnswer | undefined> {
    const { editorBranch, baseBranch } = await target();
    const pulls = await api.read<PullAnswer[]>("Looking for the change's pull request", "GET /repos/{owner}/{repo}/pulls", {
      ...repo,
      head: `${name.owner}:${editorBranch}`,
      base: baseBranch,
      state: "open",
    });
    return pulls[0];
  }

  async function open(title: string, body = ""): Promise<PullRequestSummary> {
    const existing = await openPull();
    if (existing) return summary(existing);
    const { editorBranch, baseBranch } = await target();
    const pull = await api.send<PullAnswer>("Opening a pull request", "POST /repos/{owner}/{repo}/pulls", { ...repo, title, body, head: editorBranch, base: baseBranch });
    return summary(pull);
  }

  async function state(): Promise<PublishState | undefined> {
    const listed = await openPull();
    if (!listed) return undefined;
    const [pull, combined, runs] = await Promise.all([
      api.read<PullAnswer>("Reading the pull request", "GET /repos/{owner}/{repo}/pulls/{pull_number}", { ...repo, pull_number: listed.number }),
      api.read<{ statuses: CommitStatusAnswer[] }>("Reading the checks", "GET /repos/{owner}/{repo}/commits/{ref}/status", { ...repo, ref: listed.head.sha }),
      // A fine-grained token may not be allowed to read check runs (GitHub Apps' permission):
      // the commit statuses still tell, which is where deploy previews report.
      api
        .read<{ check_runs: CheckRunAnswer[] }>("Reading the checks", "GET /repos/{owner}/{repo}/commits/{ref}/check-runs", { ...repo, ref: listed.head.sha })
        .catch((error: unknown) => {
          if (error instanceof StoreFailure && (error.kind === "read-only" || error.kind === "not-found")) return { check_runs: [] };
          throw error;
        }),
    ]);
    const checks = checksOf(combined.statuses, runs.check_runs);
    const previewUrl = previewUrlOf(checks);
    return { pullRequest: summary(pull), checks, checksState: overallState(checks), ...(previewUrl ? { previewUrl } : {}) };
  }

  async function merge(): Promise<MergeOutcome> {
    const current = await state();
    if (!current) return { merged: false, reason: "no-pull-request" };
    if (current.checksState === "pending") return { merged: false, reason: "checks-pending", state: current };
    if (current.checksState === "failure") return { merged: false, reason: "checks-failed", state: current };
    const { pullRequest } = current;
    // `sha` makes GitHub refuse (409) if a save landed after the checks we looked at.
    const merged = await api.send<{ sha: string; merged: boolean }>("Publishing", "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", {
      ...repo,
      pull_number: pullRequest.number,
      merge_method: "merge",
      sha: pullRequest.headSha,
    });
    if (!merged.merged) throw new StoreFailure("merge-conflict", "Publishing: GitHub did not merge the change; it stays on its branch.");
    const { editorBranch } = await target();
    await api.send("Publishing", "DELETE /repos/{owner}/{repo}/git/refs/{ref}", { ...repo, ref: `heads/${editorBranch}` });
    return { merged: true, sha: merged.sha };
  }

  return { open, state, merge };
}
