/** Scripts whose letters join their neighbours (Arabic): two initials side by side would read as a word. */
const joiningScript = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/**
 * "Amira Haddad" -> "AH": the stand-in for a portrait that could not load. Arabic initials
 * are kept apart by a zero-width non-joiner: "سارة ميتشل" gives "س‌م", not the word "سم".
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}]/u.test(word));
  const letters = (words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1)).map((word) => word[0]!.toUpperCase());
  return letters.join(letters.some((letter) => joiningScript.test(letter)) ? "\u200C" : "");
}
