/**
 * An Arabic entry's own address (`slug:`), kept in its own script, never transliterated:
 * NFC, diacritics and the tatweel removed, letters and digits joined by "-". Zod-free.
 */
export const slugMaxLength = 80;

export function normalizeSlug(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{M}\u0640]/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** An English entry's address is its file name: lower-case words joined by hyphens. */
export const fileSlug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
