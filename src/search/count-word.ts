import type { Words } from "../content/words.ts";
import { fillWord } from "../lib/fill-word.ts";

const pluralKeys = {
  zero: "searchCountZero",
  one: "searchCountOne",
  two: "searchCountTwo",
  few: "searchCountFew",
  many: "searchCountMany",
  other: "searchCountOther",
} as const satisfies Record<Intl.LDMLPluralRule, keyof Words>;

type CountWords = Pick<Words, (typeof pluralKeys)[keyof typeof pluralKeys]>;

/** "5 results" / «5 نتائج»: the form the language's plural rules choose for the figure (Arabic has six). */
export function resultCount(words: CountWords, languageCode: string, count: number): string {
  const rule = new Intl.PluralRules(languageCode).select(count);
  return fillWord(words[pluralKeys[rule]], { count: String(count) });
}
