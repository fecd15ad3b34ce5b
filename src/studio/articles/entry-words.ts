/**
 * An article's state in the editor's words, from the site's own publishing rule
 * (src/content/collections/publish.ts) and a clock: "Draft", "Goes live 3 December, 09:00 Dubai
 * time", "Live since 12 November". Days and times are read in the zone the date was written
 * in, so a Dubai morning is not shown as the London night before.
 */
import { entryState } from "../../content/collections/publish.ts";
import type { EntryState } from "../../content/collections/views.ts";
import { wallClockOf, zoneName, zoneOfIso } from "./zones.ts";

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "3 December", with the year when it is not the year of `now`. */
function dayText(date: string, now: Date): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${months[month - 1]}${year === now.getUTCFullYear() ? "" : ` ${year}`}`;
}

/** "09:00 Dubai time", or the offset for a zone not the company's ("09:00 UTC+05:30"). */
function timeText(iso: string, time: string): string {
  const zone = zoneOfIso(iso);
  if (zone) return `${time} ${zoneName(zone)} time`;
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(iso)?.[1];
  return `${time} UTC${offset === "Z" || offset === undefined ? "" : offset}`;
}

export interface StateWords {
  state: EntryState;
  words: string;
}

/**
 * The state and its sentence; undefined when the publishing date cannot be read (the form says
 * why). `date` is the entry's publishing date, `closes` its closing date, where its collection has them;
 * `publishes`: whether its collection publishes by date at all.
 */
export function entryStateWords(entry: { draft?: unknown; date?: unknown; closes?: unknown }, now: Date, publishes = true): StateWords | undefined {
  if (entry.draft === true) return { state: "draft", words: "Draft" };
  const closes = typeof entry.closes === "string" && !Number.isNaN(Date.parse(entry.closes)) ? entry.closes : undefined;
  if (closes && Date.parse(closes) < now.getTime()) return { state: "closed", words: `Closed ${dayText(wallClockOf(closes).date, now)}` };
  // A collection that publishes by no date (events): an entry is live until it closes.
  if (!publishes) return { state: "live", words: closes ? `Live until ${dayText(wallClockOf(closes).date, now)}` : "Live" };
  if (typeof entry.date !== "string" || Number.isNaN(Date.parse(entry.date))) return undefined;
  const state = entryState({ draft: false, publish: entry.date }, now);
  // The wall clock as written, read in its own zone (a zone not the company's keeps its own digits).
  const written = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(entry.date);
  const clock = zoneOfIso(entry.date) ? wallClockOf(entry.date) : written ? { date: written[1]!, time: written[2]! } : wallClockOf(entry.date);
  if (state === "scheduled") return { state, words: `Goes live ${dayText(clock.date, now)}, ${timeText(entry.date, clock.time)}` };
  return { state, words: `Live since ${dayText(clock.date, now)}` };
}

export const stateNames: Record<EntryState, string> = { draft: "Draft", scheduled: "Scheduled", live: "Live", closed: "Closed" };

/** The states in the filter's order. Here, not from views.ts, whose zod would come with the studio's first screen. */
export const articleStates = ["draft", "scheduled", "live", "closed"] as const satisfies readonly EntryState[];
