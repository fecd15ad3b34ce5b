/**
 * What the media library shows of each file: its address, its name, what kind of file it is,
 * and the descriptions content already gives it (every `alt` written beside that `src`, in
 * any page or article), which the library's search reads and a new use of the picture offers.
 * Pure and zod-free.
 */

export type MediaKind = "picture" | "video" | "document";

export interface MediaEntry {
  address: string;
  /** The file name, `plant-at-dusk.jpg`. */
  name: string;
  kind: MediaKind;
  /** Descriptions content gives the file, most used first. */
  descriptions: string[];
}

export function mediaKindOf(address: string): MediaKind | undefined {
  if (/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(address)) return "picture";
  if (/\.(mp4|webm)$/i.test(address)) return "video";
  if (/\.pdf$/i.test(address)) return "document";
  return undefined;
}

/** Every `alt` content writes beside a `src`, by that src, with how often. */
export function descriptionsIn(values: readonly unknown[]): Map<string, Map<string, number>> {
  const found = new Map<string, Map<string, number>>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.src === "string" && typeof record.alt === "string" && record.alt.trim() !== "") {
      const counts = found.get(record.src) ?? new Map<string, number>();
      counts.set(record.alt.trim(), (counts.get(record.alt.trim()) ?? 0) + 1);
      found.set(record.src, counts);
    }
    Object.values(record).forEach(walk);
  };
  values.forEach(walk);
  return found;
}

/** The library's entries: every address, with the descriptions content gives it. */
export function mediaCatalogue(addresses: readonly string[], contentValues: readonly unknown[]): MediaEntry[] {
  const descriptions = descriptionsIn(contentValues);
  return addresses.flatMap((address) => {
    const kind = mediaKindOf(address);
    if (!kind) return [];
    const counts = descriptions.get(address);
    const ordered = counts ? [...counts].sort((a, b) => b[1] - a[1]).map(([text]) => text) : [];
    return [{ address, name: address.slice(address.lastIndexOf("/") + 1), kind, descriptions: ordered }];
  });
}

/** Entries whose file name or a description holds every word of `query`, case and accents aside. */
export function searchMedia(entries: readonly MediaEntry[], query: string): MediaEntry[] {
  const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold([entry.address, ...entry.descriptions].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** "240 KB", "1.4 MB". */
export function fileSizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
