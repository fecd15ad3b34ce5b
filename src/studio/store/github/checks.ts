/**
 * A pull request's checks as one list, whether a CI reports them as commit statuses (Netlify,
 * Vercel, Cloudflare Pages) or as check runs (GitHub Actions), and the deploy preview among them.
 */

export type CheckState = "pending" | "success" | "failure";

export interface Check {
  name: string;
  state: CheckState;
  url?: string;
}

export interface CommitStatusAnswer {
  context: string;
  state: string;
  target_url?: string | null;
}

export interface CheckRunAnswer {
  name: string;
  status: string;
  conclusion?: string | null;
  details_url?: string | null;
  html_url?: string | null;
}

function withUrl(check: Omit<Check, "url">, url: string | null | undefined): Check {
  return url ? { ...check, url } : check;
}

export function checksOf(statuses: readonly CommitStatusAnswer[], runs: readonly CheckRunAnswer[]): Check[] {
  const fromStatuses = statuses.map((status) =>
    withUrl({ name: status.context, state: status.state === "success" ? "success" : status.state === "pending" ? "pending" : "failure" }, status.target_url),
  );
  const fromRuns = runs.map((run) => {
    const state: CheckState =
      run.status !== "completed" ? "pending" : ["success", "neutral", "skipped"].includes(run.conclusion ?? "") ? "success" : "failure";
    return withUrl({ name: run.name, state }, run.details_url ?? run.html_url);
  });
  return [...fromStatuses, ...fromRuns];
}

/** All checks together: none at all, any failing, any still running, or all passed. */
export function overallState(checks: readonly Check[]): CheckState | "none" {
  if (checks.length === 0) return "none";
  if (checks.some((check) => check.state === "failure")) return "failure";
  if (checks.some((check) => check.state === "pending")) return "pending";
  return "success";
}

const previewHosts = /\.(netlify\.app|vercel\.app|pages\.dev)$/;

function isPreview(check: Check): boolean {
  if (!check.url) return false;
  if (/preview|deploy/i.test(check.name)) return true;
  try {
    return previewHosts.test(new URL(check.url).hostname);
  } catch {
    return false;
  }
}

/** The address of the change's deploy preview, preferring one that has finished deploying. */
export function previewUrlOf(checks: readonly Check[]): string | undefined {
  const previews = checks.filter(isPreview);
  return (previews.find((check) => check.state === "success") ?? previews[0])?.url;
}
