/** "Amira Haddad" -> "AH": the stand-in for a portrait that could not load. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}]/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => word[0]!.toUpperCase()).join("");
}
