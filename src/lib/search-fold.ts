/**
 * How site search compares words: one function, run by the build over every indexed text
 * (scripts/search/) and by the browser over every query (src/search/), so the two meet
 * whatever way a reader typed. Arabic readers write the same word many ways: with or
 * without diacritics, with any form of alef, ى for ي at a word's end, ة or ه, a tatweel to
 * stretch it, Arabic-Indic or Western digits. Each is folded to one form here. The index
 * keeps the original text beside the folded one, so results show the words as written.
 */

/** Harakat, shadda, sukun, superscript alef, Quranic marks: they change no word's letters. */
const diacritics = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
const tatweel = /\u0640/g;

/** Letters written for one another, each to the form the index keeps. */
const letterFolds: Record<string, string> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0649": "\u064A", // ى → ي
  "\u0629": "\u0647", // ة → ه
};
const foldedLetters = new RegExp(`[${Object.keys(letterFolds).join("")}]`, "g");

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits to 0–9. */
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const westernDigit = (digit: string) => String((digit.codePointAt(0)! - 0x0660) % 0x90);

/**
 * One word or text as the index compares it. Compatibility forms first (NFKC: the
 * presentation forms of Arabic letters and ligatures become plain letters), then the folds.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKC").replace(diacritics, "").replace(tatweel, "").replace(foldedLetters, (letter) => letterFolds[letter]!).replace(arabicDigits, westernDigit);
}

/**
 * A text as the index stores it: its words folded one by one and joined by single spaces,
 * so the Nth word of the folded text is the Nth word of `words`, the original, and a
 * result's excerpt can show the words as written at the places the folded text matched.
 * A word that folding would empty (a lone tatweel) stays as written.
 */
export function foldedWords(text: string): { words: string[]; folded: string } {
  const words = text.split(/\s+/).filter(Boolean);
  const folded = words.map((word) => foldForSearch(word).replace(/\s+/g, "") || word);
  return { words, folded: folded.join(" ") };
}
