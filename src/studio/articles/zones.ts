/**
 * The company's time zones, as an article's date is written: a wall-clock date and time in
 * London or Dubai, stored as ISO 8601 with the offset that zone has at that moment (London
 * is +00:00 in winter and +01:00 in summer; Dubai is +04:00 all year). Read back, an offset
 * names its zone again, so the editor sees the words they chose.
 */

export const companyZones = [
  { id: "dubai", name: "Dubai", timeZone: "Asia/Dubai" },
  { id: "london", name: "London", timeZone: "Europe/London" },
] as const;

export type ZoneId = (typeof companyZones)[number]["id"];

/** A date as the form shows it: the day, the time and the zone, each its own control. */
export interface WallClock {
  /** `2026-12-03`. */
  date: string;
  /** `09:00`. */
  time: string;
  zone: ZoneId;
}

function zoneOf(id: ZoneId) {
  return companyZones.find((zone) => zone.id === id)!;
}

/** The zone's offset from UTC at an instant, in minutes (Intl knows each zone's rules). */
function offsetMinutesAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The ISO text of a wall-clock time in a zone, e.g. 2026-07-01 09:00 London → 2026-07-01T09:00:00+01:00.
 * Undefined for a date or time the form does not hold yet. A time the clocks skip (London's
 * spring change) takes the offset after the change.
 */
export function isoOf(clock: WallClock): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(clock.date) || !/^\d{2}:\d{2}$/.test(clock.time)) return undefined;
  const asUtc = Date.parse(`${clock.date}T${clock.time}:00Z`);
  if (Number.isNaN(asUtc)) return undefined;
  const { timeZone } = zoneOf(clock.zone);
  // The offset at the wall time read as UTC is off by at most the change itself; once more settles it.
  const first = offsetMinutesAt(timeZone, asUtc);
  const offset = offsetMinutesAt(timeZone, asUtc - first * 60_000);
  return `${clock.date}T${clock.time}:00${offsetText(offset)}`;
}

/** The zone an ISO date's offset belongs to at its instant: London for +00:00/+01:00 as London had it, Dubai for +04:00. */
export function zoneOfIso(iso: string): ZoneId | undefined {
  const match = /([+-]\d{2}:\d{2}|Z)$/.exec(iso);
  const instant = Date.parse(iso);
  if (!match || Number.isNaN(instant)) return undefined;
  const written = match[1] === "Z" ? "+00:00" : match[1];
  return companyZones.find((zone) => offsetText(offsetMinutesAt(zone.timeZone, instant)) === written)?.id;
}

/** The date, time and zone an ISO date was written in; a zone not the company's is shown in Dubai time. */
export function wallClockOf(iso: string | undefined, fallbackZone: ZoneId = "dubai"): WallClock {
  const zone = (iso && zoneOfIso(iso)) || fallbackZone;
  const written = iso ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso) : null;
  if (written && zoneOfIso(iso!) === zone) return { date: written[1]!, time: written[2]!, zone };
  const instant = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(instant)) return { date: "", time: "", zone };
  return { ...wallClockAt(new Date(instant), zone) };
}

/** The wall clock in a zone at an instant: "today" for a new article. */
export function wallClockAt(instant: Date, zone: ZoneId): WallClock {
  const local = new Date(instant.getTime() + offsetMinutesAt(zoneOf(zone).timeZone, instant.getTime()) * 60_000);
  return { date: local.toISOString().slice(0, 10), time: local.toISOString().slice(11, 16), zone };
}

export function zoneName(id: ZoneId): string {
  return zoneOf(id).name;
}
