import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { entryBody } from "../../../../../src/studio/articles/body/entry-body.ts";
import { bodySchema } from "../../../../../src/studio/articles/body/schema.ts";
import { detectStyle } from "../../../../../src/studio/articles/body/style.ts";
import { trickyBodies } from "./corpus.ts";
import { editDoc } from "./edit-helpers.ts";

const mandates = entryBody(readFileSync("content/news/saf-blending-mandates-by-region.md", "utf8"))!;
const longWords = "Verdavia has signed a ten-year agreement to supply sustainable aviation fuel made from waste oils to an airline based in the Gulf, its largest yet.";

function withNewParagraph(body: string): string {
  return editDoc(body, (doc) => doc.copy(doc.content.append(bodySchema.nodes.doc.create(null, [bodySchema.nodes.paragraph.create(null, bodySchema.text(longWords))]).content)));
}

describe("a file's style", () => {
  it("is read from the file: the shipped articles wrap near 100 columns, with - bullets, * emphasis and ** strong", () => {
    // The width the file's own lines agree with: this one's longest wrapped line is 98 columns, and it broke a line that 99 would have held.
    expect(detectStyle(mandates)).toMatchObject({ wrapWidth: 98, bullet: "-", emphasis: "*", strong: "**", setextH2: false, quoteBlankLine: ">", table: { outerPipes: true, aligned: false } });
    const northbridge = entryBody(readFileSync("content/news/northbridge-university-research-partnership.md", "utf8"))!;
    expect(detectStyle(northbridge).wrapWidth).toBe(100);
  });

  it("is read from hand-written habits", () => {
    expect(detectStyle(trickyBodies["other markers"]!)).toMatchObject({ bullet: "*", emphasis: "_", strong: "__", wrapWidth: null });
    expect(detectStyle(trickyBodies["lists numbered with a parenthesis"]!).orderedDelimiter).toBe(")");
    expect(detectStyle(trickyBodies["setext headings"]!).setextH2).toBe(true);
    expect(detectStyle(trickyBodies["aligned tables"]!).table).toEqual({ outerPipes: true, aligned: true });
    expect(detectStyle(trickyBodies["a table without outer pipes"]!).table).toEqual({ outerPipes: false, aligned: false });
    expect(detectStyle(trickyBodies["Windows line endings"]!).lineEnding).toBe("\r\n");
  });

  it("wraps a new paragraph at the file's width when the file wraps, and keeps it on one line when it does not", () => {
    const wrapped = withNewParagraph(mandates);
    expect(wrapped.slice(mandates.length)).toBe(
      "\nVerdavia has signed a ten-year agreement to supply sustainable aviation fuel made from waste oils\nto an airline based in the Gulf, its largest yet.\n",
    );
    const oneLine = "A short body on one line.\n\nAnother paragraph on one line that is much longer than a hundred characters, and not wrapped at all.\n";
    expect(withNewParagraph(oneLine)).toBe(`${oneLine}\n${longWords}\n`);
  });
});
