/**
 * What the stand-in keeps in memory because git has no place for it: who the tokens belong
 * to, pull requests' titles and numbers, commit statuses and check runs, and whether anyone
 * ever asked to force a ref. Content is never kept here; it is always read from git.
 */

export interface StandInUser {
  login: string;
  name?: string;
  email?: string;
  /** May write to the repository (push); read-only users get 403 on writes. */
  push: boolean;
  admin?: boolean;
}

export interface CommitStatus {
  state: "pending" | "success" | "failure" | "error";
  context: string;
  target_url?: string | null;
  description?: string | null;
}

export interface CheckRun {
  name: string;
  status: "queued" | "in_progress" | "completed";
  conclusion?: "success" | "failure" | "neutral" | "cancelled" | "skipped" | "timed_out" | "action_required" | null;
  details_url?: string | null;
  html_url?: string | null;
}

export interface PullRecord {
  number: number;
  title: string;
  body: string;
  /** Branch names in this repository. */
  head: string;
  base: string;
  state: "open" | "closed";
  merged: boolean;
  mergeCommit?: string;
  author: string;
  createdAt: string;
}

export interface ForceRequest {
  ref: string;
  sha: string;
}

export function createState() {
  return {
    pulls: [] as PullRecord[],
    /** Statuses by commit SHA, newest last; a later one with the same context replaces it. */
    statuses: new Map<string, CommitStatus[]>(),
    checkRuns: new Map<string, CheckRun[]>(),
    /** Every ref update that asked for `force: true`, whether or not it needed it. */
    forceRequests: [] as ForceRequest[],
  };
}

export type StandInState = ReturnType<typeof createState>;
