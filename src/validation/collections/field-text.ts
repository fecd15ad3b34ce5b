/**
 * A declared field's value as a page shows it, in the page's language: dates on the clock of
 * the zone they were written in (the build's own zone never shows), ranges as one phrase
 * ("17–21 November 2026"), a choice as its words, a place as venue and city.
 */
import type { CollectionWords, FieldDeclaration } from "../../content/collections/declaration.ts";
import type { ShownDate } from "../../content/collections/views.ts";
import { formattingLocale, type SiteLocale } from "../../content/site-locales.ts";

/** Minutes east of UTC that an ISO date's zone names: "+04:00" → 240. */
export function offsetMinutes(iso: string): number {
  const zone = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  return zone ? (zone[1] === "-" ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : 0;
}

/** The wall-clock time an ISO date names in its own zone, as a Date read in UTC. */
const wallClock = (iso: string) => new Date(Date.parse(iso) + offsetMinutes(iso) * 60_000);

/** "UTC+04:00". */
export function zoneName(iso: string): string {
  const minutes = offsetMinutes(iso);
  return `UTC${minutes < 0 ? "−" : "+"}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0")}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
}

const dayOptions: Intl.DateTimeFormatOptions = { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" };
const timeOptions: Intl.DateTimeFormatOptions = { timeZone: "UTC", hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/**
 * One formatter per language and options, made once: making an Intl.DateTimeFormat costs far
 * more than formatting with it, and every card of every listing formats its entry's date.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}\n${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

const dayAndTimeOptions: Intl.DateTimeFormatOptions = { ...dayOptions, ...timeOptions };

/** A date in words, in the page's language, on the clock of the zone it was written in. */
export function showDate(iso: string, locale: SiteLocale, withTime = false): ShownDate {
  const format = formatter(formattingLocale(locale), withTime ? dayAndTimeOptions : dayOptions);
  const text = format.format(wallClock(iso));
  return { iso, text: withTime ? `${text} (${zoneName(iso)})` : text };
}

/** A start and an end as one phrase: "17–21 November 2026", and with `withTime` their hours and zone. */
export function showRange(start: string, end: string, locale: SiteLocale, withTime = false): ShownDate {
  const language = formattingLocale(locale);
  const days = formatter(language, dayOptions).formatRange(wallClock(start), wallClock(end));
  if (!withTime) return { iso: start, text: days };
  // The hours of each day ("10:00–17:00"): a range across days would repeat both dates in numbers.
  const time = formatter(language, timeOptions);
  return { iso: start, text: `${days}, ${time.format(wallClock(start))}–${time.format(wallClock(end))} (${zoneName(start)})` };
}

/** A choice value's words in a language, or the value itself. */
export function valueWords(words: CollectionWords, value: string): string {
  return words.values[value] ?? value;
}

interface FieldContext {
  locale: SiteLocale;
  words: CollectionWords;
}

/** A field's value as the words a page shows, with its machine-readable date where it has one; `brief`, as a card shows it (a range's days without their hours). */
export function fieldText(field: FieldDeclaration, value: unknown, context: FieldContext, brief = false): { text: string; iso?: string } {
  const { locale, words } = context;
  switch (field.kind) {
    case "datetime":
      return showDate(String(value), locale);
    case "daterange": {
      const range = value as { start: string; end: string };
      return showRange(range.start, range.end, locale, !brief);
    }
    case "choice":
      return { text: valueWords(words, String(value)) };
    case "tags":
      return { text: (value as string[]).map((tag) => words.tags[tag] ?? tag).join(", ") };
    case "place": {
      const place = value as { name: string; city?: string };
      // Arabic writes its own comma between the venue and its city.
      return { text: [place.name, place.city].filter((part, index, parts) => part && parts.indexOf(part) === index).join(locale.dir === "rtl" ? "، " : ", ") };
    }
    case "number":
      return { text: new Intl.NumberFormat(formattingLocale(locale)).format(Number(value)) };
    default:
      return { text: String(value) };
  }
}
