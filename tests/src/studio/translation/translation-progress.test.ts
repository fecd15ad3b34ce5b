import { describe, expect, it } from "vitest";
import { withEnglishForEmpty } from "../../../../src/studio/translation/translation-progress.ts";

describe("the preview of a translation being written", () => {
  const english = { route: "/commitment", title: "Our Commitment", sections: [{ type: "text", title: "Why.", body: ["It is the reason we exist."] }] };
  const arabic = { route: "/commitment", title: "التزامنا", sections: [{ type: "text", title: "", body: [""] }] };

  it("draws the English in each empty text, isolated so its punctuation stays at its end inside a right-to-left page", () => {
    const drawn = withEnglishForEmpty(english, arabic) as typeof arabic;
    expect(drawn.title).toBe("التزامنا");
    expect(drawn.sections[0]!.title).toBe("\u2068Why.\u2069");
    expect(drawn.sections[0]!.body).toEqual(["\u2068It is the reason we exist.\u2069"]);
  });

  it("leaves the translation as it is when nothing is empty", () => {
    const done = { ...arabic, sections: [{ type: "text", title: "لماذا.", body: ["إنه سبب وجودنا."] }] };
    expect(withEnglishForEmpty(english, done)).toBe(done);
  });
});
