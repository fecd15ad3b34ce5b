/**
 * Which block of a translation translates which block of its English, by what each block
 * was made from rather than where it stands: the English blocks' fingerprints now against
 * the fingerprints each translated block recorded when it was marked. A longest common
 * subsequence over them keeps every block whose English did not change, wherever text was
 * inserted or removed around it (as diff(1) keeps unchanged lines); a block found on both
 * sides outside that subsequence was moved; what is left between two kept neighbours was
 * edited, paired with the translated block at its place. Used for entry bodies and for page
 * sections alike, by the validator, `npm run translations` and the studio. Knows no
 * collection, schema or file format: callers give fingerprints.
 */

/** How one English block and one translated block stand to each other. */
export type BlockPair =
  /** The translated block was made from this English as it reads now, at the same place in the order. */
  | { state: "same"; english: number; translation: number }
  /** Made from this English as it reads now, but the English has it at another place. */
  | { state: "moved"; english: number; translation: number }
  /** At this English block's place, made from other English: it was edited since (or never marked). */
  | { state: "changed"; english: number; translation: number }
  /** An English block no translated block stands for: added in English. */
  | { state: "new"; english: number }
  /** A translated block no English block stands for: removed in English. */
  | { state: "orphaned"; translation: number };

export interface BlockPairingInput {
  /** Each English block's fingerprint as it reads now. */
  english: readonly string[];
  /** For each translated block, the fingerprint of the English it was made from; undefined if never marked. */
  recorded: readonly (string | undefined)[];
  /** Whether translated block `translation` may stand for English block `english` once edited (a section of the same type); any by default. */
  canPair?: (english: number, translation: number) => boolean;
  /** Among edited blocks, how alike two are (0 to 1): where a run of edits could pair either way, the likelier pairs win. */
  likeness?: (english: number, translation: number) => number;
}

/** Index pairs of the longest common subsequence of two lists of keys; `undefined` matches nothing. */
function commonSubsequence(a: readonly (string | undefined)[], b: readonly (string | undefined)[]): [number, number][] {
  // Common ends first: a typical edit touches a few blocks, and the table then covers only the middle.
  let start = 0;
  while (start < a.length && start < b.length && a[start] !== undefined && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] !== undefined && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const rows = endA - start;
  const columns = endB - start;
  const longest = Array.from({ length: rows + 1 }, () => new Uint32Array(columns + 1));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      const key = a[start + i];
      longest[i]![j] = key !== undefined && key === b[start + j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let k = 0; k < start; k++) pairs.push([k, k]);
  for (let i = 0, j = 0; i < rows && j < columns; ) {
    const key = a[start + i];
    if (key !== undefined && key === b[start + j]) pairs.push([start + i++, start + j++]);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  for (let k = 0; endA + k < a.length; k++) pairs.push([endA + k, endB + k]);
  return pairs;
}

/**
 * Pairs edited blocks between two kept neighbours: as many pairs as the kinds allow, in order,
 * the likelier first. `english` and `translation` are the indexes left in that stretch.
 */
function pairEdited(english: readonly number[], translation: readonly number[], canPair: (i: number, j: number) => boolean, likeness: (i: number, j: number) => number): [number, number][] {
  const rows = english.length;
  const columns = translation.length;
  // Best [pairs, likeness] from (i, j) on; pairs count first, likeness breaks ties.
  const best = Array.from({ length: rows + 1 }, () => Array.from({ length: columns + 1 }, () => [0, 0] as [number, number]));
  const better = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      let choice = better(best[i]![j + 1]!, best[i + 1]![j]!) ? best[i]![j + 1]! : best[i + 1]![j]!;
      if (canPair(english[i]!, translation[j]!)) {
        const next = best[i + 1]![j + 1]!;
        const paired: [number, number] = [next[0] + 1, next[1] + likeness(english[i]!, translation[j]!)];
        if (!better(choice, paired)) choice = paired;
      }
      best[i]![j] = choice;
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < rows && j < columns; ) {
    const here = best[i]![j]!;
    const next = best[i + 1]![j + 1]!;
    if (canPair(english[i]!, translation[j]!) && here[0] === next[0] + 1 && here[1] === next[1] + likeness(english[i]!, translation[j]!)) pairs.push([english[i++]!, translation[j++]!]);
    else if (!better(best[i]![j + 1]!, best[i + 1]![j]!)) i++;
    else j++;
  }
  return pairs;
}

/**
 * Every English block and every translated block, each once: paired (same, moved, changed) or
 * alone (new, orphaned), in the English order with orphaned blocks where the translation has them.
 */
export function pairBlocks({ english, recorded, canPair = () => true, likeness = () => 0 }: BlockPairingInput): BlockPair[] {
  const kept = commonSubsequence(english, recorded);
  const englishTaken = new Map<number, BlockPair>();
  const translationTaken = new Set<number>();
  for (const [i, j] of kept) {
    englishTaken.set(i, { state: "same", english: i, translation: j });
    translationTaken.add(j);
  }
  // A block found on both sides but outside the common order was moved: its translation still holds.
  english.forEach((key, i) => {
    if (englishTaken.has(i)) return;
    const j = recorded.findIndex((mark, index) => mark === key && !translationTaken.has(index));
    if (j < 0) return;
    englishTaken.set(i, { state: "moved", english: i, translation: j });
    translationTaken.add(j);
  });
  // Between each two kept neighbours, what is left on both sides was edited there.
  const bounds = [[-1, -1] as [number, number], ...kept, [english.length, recorded.length] as [number, number]];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [fromI, fromJ] = bounds[k]!;
    const [toI, toJ] = bounds[k + 1]!;
    const left = range(fromI + 1, toI).filter((i) => !englishTaken.has(i));
    const right = range(fromJ + 1, toJ).filter((j) => !translationTaken.has(j));
    if (left.length === 0 || right.length === 0) continue;
    for (const [i, j] of pairEdited(left, right, canPair, likeness)) {
      englishTaken.set(i, { state: "changed", english: i, translation: j });
      translationTaken.add(j);
    }
  }
  return inOrder(english.length, recorded.length, englishTaken, translationTaken);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** The English blocks in order, each orphaned translated block placed before the first English block paired after it. */
function inOrder(englishCount: number, translationCount: number, englishTaken: ReadonlyMap<number, BlockPair>, translationTaken: ReadonlySet<number>): BlockPair[] {
  const orphans = range(0, translationCount).filter((j) => !translationTaken.has(j));
  const result: BlockPair[] = [];
  let next = 0;
  for (let i = 0; i < englishCount; i++) {
    const pair = englishTaken.get(i) ?? { state: "new", english: i };
    if ("translation" in pair && pair.state !== "moved") {
      while (next < orphans.length && orphans[next]! < pair.translation) result.push({ state: "orphaned", translation: orphans[next++]! });
    }
    result.push(pair);
  }
  while (next < orphans.length) result.push({ state: "orphaned", translation: orphans[next++]! });
  return result;
}

/** The pairs that tie an English block to a translated one, as [english, translation] indexes. */
export function pairedIndexes(pairs: readonly BlockPair[]): [number, number][] {
  return pairs.flatMap((pair) => (pair.state === "new" || pair.state === "orphaned" ? [] : [[pair.english, pair.translation] as [number, number]]));
}

/** The pairs that ask a translator for work: all but those that stand as they are. */
export function pairsBehind(pairs: readonly BlockPair[]): BlockPair[] {
  return pairs.filter((pair) => pair.state !== "same");
}
