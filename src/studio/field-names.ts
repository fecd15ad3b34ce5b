/**
 * A field where an editor finds it: its page, its section, then the labels the form gives its
 * groups, lists and fields ("About Us → Hero → Title", "Contact → FAQ → Items → Item 2 →
 * Question"), and its values in words, never as data.
 */
import type { Path } from "./editing/changes.ts";
import { labelFor, pathInWords } from "./form/field-words.ts";
import { sectionLabel } from "./page-names.ts";

export function fieldLabel(pageName: string, data: unknown, path: Path): string {
  const sections = (data as { sections?: unknown } | null)?.sections;
  if (path[0] === "sections" && typeof path[1] === "number" && Array.isArray(sections)) {
    const rest = pathInWords(path).slice(2);
    return [sectionLabel(pageName, sections as { type?: unknown; title?: unknown }[], path[1]), ...rest].join(" → ");
  }
  return [pageName, ...pathInWords(path)].join(" → ");
}

const quoted = (text: string) => `‘${text}’`;

/** A value as a sentence shows it: text in quotes, a switch as on or off, a list by its size, an item by its first words. */
export function valueInWords(value: unknown): string {
  if (value === undefined || value === null || value === "") return "nothing (the field is empty)";
  if (typeof value === "string") return quoted(value);
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 1 ? "a list of 1 item" : `a list of ${value.length} items`;
  const words = Object.values(value as Record<string, unknown>).find((entry): entry is string => typeof entry === "string" && entry.trim() !== "");
  return words ? `an item starting ${quoted(words)}` : "an item";
}

/** A value in full, line by line, for the side-by-side view: "Question: …" for each part of an item or list. */
export function valueLines(value: unknown, prefix = "", group?: string): string[] {
  if (value === undefined || value === null || value === "") return [`${prefix}(empty)`];
  if (Array.isArray(value)) return value.flatMap((item, index) => valueLines(item, `${prefix}${labelFor(index)} → `, group));
  if (typeof value === "object") return Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) => valueLines(entry, `${prefix}${labelFor(key, group)}: `, key));
  return [`${prefix}${typeof value === "boolean" ? (value ? "on" : "off") : String(value)}`];
}
