import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairsBehind } from "../../../src/validation/translation-pairs.ts";
import { fingerprintsOf, pairSections, type SectionData } from "../../../src/validation/translations.ts";

/** Pages of 1 to 12 sections of few types and no ids, so that neighbours are often of one type: titles tell them apart. */
const pages = fc.uniqueArray(fc.record({ type: fc.constantFrom("hero", "cta"), title: fc.string({ minLength: 1, maxLength: 12 }) }), { minLength: 1, maxLength: 12, selector: (section) => section.title.trim() });
const section = (type: string, title: string): SectionData => ({ type, title, ...(type === "cta" ? { actions: [{ label: "Contact", href: "/contact" }] } : {}) });

/** The translation of each section as it now reads in English: same type, its fingerprints recorded. */
const translated = (english: SectionData[]) => english.map((source) => ({ ...source, translated: fingerprintsOf(source) }));
const behind = (english: SectionData[], translation: SectionData[]) => pairsBehind(pairSections(english, translation));
const fresh = section("cta", "A section added in English");

describe("a page's sections paired with their translation by the English each recorded", () => {
  const sectionsOf = (list: { type: string; title: string }[]) => list.map(({ type, title }) => section(type, title));

  it("names only a section inserted anywhere, even among sections of its type", () => {
    fc.assert(
      fc.property(pages, fc.nat(), (page, at) => {
        const english = sectionsOf(page);
        const place = at % (english.length + 1);
        fc.pre(english.every((source) => source.title !== fresh.title));
        expect(behind(english.toSpliced(place, 0, fresh), translated(english))).toEqual([{ state: "new", english: place }]);
      }),
    );
  });

  it("names only the translation of a section removed in English", () => {
    fc.assert(
      fc.property(pages, fc.nat(), (page, at) => {
        const english = sectionsOf(page);
        const place = at % english.length;
        expect(behind(english.toSpliced(place, 1), translated(english))).toEqual([{ state: "orphaned", translation: place }]);
      }),
    );
  });

  it("names an edited section alone, paired with its own translation", () => {
    fc.assert(
      fc.property(pages, fc.nat(), (page, at) => {
        const english = sectionsOf(page);
        const place = at % english.length;
        const edited = english.with(place, { ...english[place]!, title: `${english[place]!.title as string} (edited)` });
        fc.pre(english.every((source) => source.title !== edited[place]!.title));
        expect(behind(edited, translated(english))).toEqual([{ state: "changed", english: place, translation: place }]);
      }),
    );
  });

  it("names a moved section once, as moved", () => {
    fc.assert(
      fc.property(pages, fc.nat(), fc.nat(), (page, from, to) => {
        const english = sectionsOf(page);
        const source = from % english.length;
        const target = to % english.length;
        const moved = english.toSpliced(source, 1).toSpliced(target, 0, english[source]!);
        const found = behind(moved, translated(english));
        expect(found.map((pair) => pair.state)).toEqual(source === target ? [] : ["moved"]);
      }),
    );
  });
});
