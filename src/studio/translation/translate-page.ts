/**
 * "Translate this page": a translation file made from the English page, with the English
 * structure and every text empty, for the translator to fill beside the English. Made by
 * splicing the English file's text (yaml-edit), so keys keep the English order and comments
 * stay; until each text is written, visitors get the English page (src/content/localize.ts).
 */
import { parse } from "yaml";
import { pathInLocale } from "../../validation/sources.ts";
import { pageTexts, sectionList, sectionTexts, parseFieldPath } from "../../validation/translations.ts";
import type { Change } from "../editing/changes.ts";
import { schemaKeyOrder } from "../editing/key-order.ts";
import { applyChanges } from "../editing/yaml-edit.ts";

export interface PlannedTranslation {
  /** `content/ar/pages/about.yaml`. */
  path: string;
  text: string;
}

/** The translation of the English page at `englishPath` into `locale`, every text empty and no `translated:` record. */
export function planTranslation(englishPath: string, englishText: string, locale: string): PlannedTranslation {
  const data = parse(englishText) as Record<string, unknown> | null;
  const changes: Change[] = [];
  for (const field of pageTexts) if (typeof data?.[field] === "string") changes.push({ op: "set", path: [field], value: "" });
  // When the translation's words last changed is for the translator to say once there are some.
  if (data?.updated !== undefined) changes.push({ op: "delete", path: ["updated"] });
  sectionList(data).forEach((section, index) => {
    for (const field of sectionTexts(section).keys()) changes.push({ op: "set", path: ["sections", index, ...parseFieldPath(field)], value: "" });
    if (section.translated !== undefined) changes.push({ op: "delete", path: ["sections", index, "translated"] });
  });
  const path = pathInLocale(englishPath, locale);
  const text = applyChanges(englishText, changes, { keyOrder: schemaKeyOrder(path) })
    // The schema line points at content/schema/ from one folder deeper.
    .replace(/^(# yaml-language-server: \$schema=)\.\.\/schema\//m, "$1../../schema/");
  return { path, text };
}
