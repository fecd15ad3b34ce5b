/**
 * The one place that decides what the live site shows: drafts, entries dated in the future
 * and entries past their closing date are left out of lists, feeds, the sitemap, the search,
 * the "latest" block and their own addresses, unless the build is a preview (closed ones are
 * left out of every build: a role that has closed is closed). The clock is passed in, so
 * tests fix it.
 */
import type { EntryState } from "./views.ts";

export interface PublishOptions {
  /** The build's time. */
  now: Date;
  /** A preview (a pull request's deploy preview, the dev server): drafts and scheduled entries are shown, marked. */
  preview: boolean;
}

/** Where an entry stands, from its draft mark, its publish date and its closing date, if its collection declares them. */
export function entryState(entry: { draft?: boolean | undefined; publish?: string | undefined; expires?: string | undefined }, now: Date): EntryState {
  if (entry.draft) return "draft";
  if (entry.expires !== undefined && Date.parse(entry.expires) < now.getTime()) return "closed";
  return entry.publish !== undefined && Date.parse(entry.publish) > now.getTime() ? "scheduled" : "live";
}

/** Whether the build shows an entry in that state. */
export function isShown(state: EntryState, options: PublishOptions): boolean {
  if (state === "closed") return false;
  return state === "live" || options.preview;
}
