/** Edit distance between two strings (insertions, deletions, substitutions, adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate closest to `input`, if it is close enough to be a likely typo. */
export function closestMatch(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(needle, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  // Short words tolerate one slip; longer ones a slip per four letters, up to three.
  const length = Math.max(needle.length, best.length);
  const allowed = length <= 5 ? 1 : Math.min(3, Math.floor(length / 4));
  return best !== input && bestDistance <= allowed ? best : undefined;
}

/**
 * The candidates an editor most likely meant: the near-typo if there is one, else those
 * that start with what was typed ("graduation" → "graduation-cap"), else those with it
 * as one of their words ("check" → "badge-check", "shield-check"). At most `limit`.
 */
export function likelyMatches(input: string, candidates: readonly string[], limit = 3): string[] {
  const typo = closestMatch(input, candidates);
  if (typo) return [typo];
  const needle = input.trim().toLowerCase();
  if (needle.length < 3) return [];
  const byPrefix = candidates.filter((candidate) => candidate.toLowerCase().startsWith(needle) && candidate !== input);
  if (byPrefix.length > 0) return byPrefix.slice(0, limit);
  const words = needle.split(/[-\s_]+/).filter((word) => word.length >= 3);
  return candidates.filter((candidate) => candidate.toLowerCase().split("-").some((word) => words.includes(word))).slice(0, limit);
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
export function eitherOf(values: readonly string[]): string {
  const quoted = values.map((value) => `"${value}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : (quoted[0] ?? "");
}
