/**
 * The one place that decides what the live site shows: drafts and entries dated in the
 * future are left out of lists, feeds, the sitemap, the "latest" block and their own
 * addresses, unless the build is a preview. The clock is passed in, so tests fix it.
 */
import type { EntryState } from "./views.ts";

export interface PublishOptions {
  /** The build's time. */
  now: Date;
  /** A preview (a pull request's deploy preview, the dev server): drafts and scheduled entries are shown, marked. */
  preview: boolean;
}

export function entryState(entry: { draft?: boolean | undefined; date: string }, now: Date): EntryState {
  if (entry.draft) return "draft";
  return Date.parse(entry.date) > now.getTime() ? "scheduled" : "live";
}

/** Whether the build shows an entry in that state. */
export function isShown(state: EntryState, options: PublishOptions): boolean {
  return state === "live" || options.preview;
}
