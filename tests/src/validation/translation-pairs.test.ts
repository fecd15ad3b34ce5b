import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairBlocks, pairsBehind, type BlockPair } from "../../../src/validation/translation-pairs.ts";

/** Distinct fingerprints for a body of 1 to 30 blocks, marked as translated as they are. */
const blocks = fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{8}$/), { minLength: 1, maxLength: 30 });
const fresh = "ffffffff0";

const behind = (english: string[], recorded: (string | undefined)[]) => pairsBehind(pairBlocks({ english, recorded }));

describe("pairing English blocks with what their translations were made from", () => {
  it("finds nothing behind while nothing changed", () => {
    fc.assert(
      fc.property(blocks, (marked) => {
        expect(behind(marked, marked)).toEqual([]);
      }),
    );
  });

  it("reports an inserted English block as new, and only it", () => {
    fc.assert(
      fc.property(blocks, fc.nat(), (marked, at) => {
        const place = at % (marked.length + 1);
        const english = marked.toSpliced(place, 0, fresh);
        expect(behind(english, marked)).toEqual([{ state: "new", english: place }]);
      }),
    );
  });

  it("reports the translation of a deleted English block as orphaned, and only it", () => {
    fc.assert(
      fc.property(blocks, fc.nat(), (marked, at) => {
        const place = at % marked.length;
        expect(behind(marked.toSpliced(place, 1), marked)).toEqual([{ state: "orphaned", translation: place }]);
      }),
    );
  });

  it("reports an edited block as changed, paired with the translated block at its place, and only it", () => {
    fc.assert(
      fc.property(blocks, fc.nat(), (marked, at) => {
        const place = at % marked.length;
        expect(behind(marked.with(place, fresh), marked)).toEqual([{ state: "changed", english: place, translation: place }]);
      }),
    );
  });

  it("keeps a moved block's translation, reporting one move of a block whose text is unchanged", () => {
    fc.assert(
      fc.property(blocks, fc.nat(), fc.nat(), (marked, from, to) => {
        const source = from % marked.length;
        const target = to % marked.length;
        const english = marked.toSpliced(source, 1).toSpliced(target, 0, marked[source]!);
        const found = behind(english, marked);
        // Moving a block past its neighbour is moving the neighbour the other way: either may be named.
        expect(found.length).toBe(source === target ? 0 : 1);
        for (const pair of found as Extract<BlockPair, { state: "moved" }>[]) {
          expect(pair.state).toBe("moved");
          expect(english[pair.english]).toBe(marked[pair.translation]);
        }
      }),
    );
  });

  it("pairs every block once: each English block and each translated block appears in exactly one pair", () => {
    const marks = fc.array(fc.constantFrom("a", "b", "c", "d", "e", undefined), { maxLength: 15 });
    fc.assert(
      fc.property(marks, marks, (english, recorded) => {
        const pairs = pairBlocks({ english: english.map((key) => key ?? "x"), recorded });
        const englishSeen = pairs.flatMap((pair) => ("english" in pair ? [pair.english] : []));
        const translationSeen = pairs.flatMap((pair) => ("translation" in pair ? [pair.translation] : []));
        expect(englishSeen).toEqual(english.map((_, i) => i));
        expect(translationSeen.toSorted((a, b) => a - b)).toEqual(recorded.map((_, j) => j));
      }),
    );
  });

  it("pairs blocks never marked by their place, as edited", () => {
    expect(behind(["a", "b"], [undefined, undefined])).toEqual([
      { state: "changed", english: 0, translation: 0 },
      { state: "changed", english: 1, translation: 1 },
    ]);
  });

  it("pairs an edited block only with a translated block of its kind, the likelier first", () => {
    // English: a heading added before an edited paragraph; the translation has the old paragraph.
    const kinds = { english: ["heading", "paragraph", "paragraph"], translation: ["paragraph", "paragraph"] };
    const pairs = pairBlocks({
      english: ["h", "p2", "q"],
      recorded: ["p1", "q"],
      canPair: (i, j) => kinds.english[i] === kinds.translation[j],
    });
    expect(pairsBehind(pairs)).toEqual([
      { state: "new", english: 0 },
      { state: "changed", english: 1, translation: 0 },
    ]);
    const likelier = pairBlocks({ english: ["n", "p2"], recorded: ["p1"], likeness: (i) => (i === 1 ? 0.5 : 0) });
    expect(pairsBehind(likelier)).toEqual([
      { state: "new", english: 0 },
      { state: "changed", english: 1, translation: 0 },
    ]);
  });

  it("puts an orphaned translated block where the translation has it, among the English order", () => {
    expect(pairBlocks({ english: ["a", "c"], recorded: ["a", "b", "c"] }).map((pair) => pair.state)).toEqual(["same", "orphaned", "same"]);
  });
});
