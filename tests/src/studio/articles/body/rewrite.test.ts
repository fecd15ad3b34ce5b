import { readFileSync } from "node:fs";
import fc from "fast-check";
import { Fragment, type Mark, type Node } from "prosemirror-model";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { checkBody } from "../../../../../src/markdown/check.ts";
import { parseMarkdown } from "../../../../../src/markdown/parse.ts";
import { docFromMarkdown } from "../../../../../src/studio/articles/body/from-markdown.ts";
import { bodySchema } from "../../../../../src/studio/articles/body/schema.ts";
import { spliceBody } from "../../../../../src/studio/articles/body/splice.ts";
import { trickyBodies } from "./corpus.ts";
import { expectAccepted, shippedBodies } from "./helpers.ts";

/** The document as if every block were new: the save writes each one from the document. */
function forgetSources(doc: Node): Node {
  const blocks: Node[] = [];
  doc.forEach((block) => blocks.push(block.type.create({ ...block.attrs, sourceIndex: null }, block.content, block.marks)));
  return doc.copy(Fragment.from(blocks));
}

function rewritten(body: string): { doc: Node; again: Node; text: string } {
  const doc = docFromMarkdown(body);
  const text = spliceBody(body, forgetSources(doc));
  return { doc: forgetSources(doc), again: forgetSources(docFromMarkdown(text)), text };
}

const proseBodies = ["content/pages/cookie-policy.yaml", "content/pages/esg.yaml", "content/ar/pages/cookie-policy.yaml", "content/ar/pages/esg.yaml"].map((path) => {
  const page = parse(readFileSync(path, "utf8")) as { sections: { type: string; body?: string }[] };
  return { path, body: page.sections.find((section) => section.type === "prose")!.body! };
});

describe("every block written from the document reads back as the same document", () => {
  for (const { path, body } of [...shippedBodies(), ...proseBodies]) {
    it(path, () => {
      const { doc, again, text } = rewritten(body);
      expect(again.toJSON()).toEqual(doc.toJSON());
      expectAccepted(text);
    });
  }
  for (const { path, body } of proseBodies) {
    it(`${path}, opened and saved with no edit, is unchanged`, () => {
      expect(spliceBody(body, docFromMarkdown(body))).toBe(body);
    });
  }
  for (const [name, body] of Object.entries(trickyBodies)) {
    if (name === "raw HTML kept as written") continue;
    it(name, () => {
      const { doc, again } = rewritten(body);
      expect(again.toJSON()).toEqual(doc.toJSON());
    });
  }
});

// Documents the editor can make, built at random: words with every character Markdown gives a
// meaning. Addresses typed as plain text are left out: GFM reads them as links (see below).
const { nodes, marks } = bodySchema;
const word = fc.oneof(
  fc.constantFrom("fuel", "SAF", "2036.", "1.", "#", "-", "+", "*", "_", ">", "=", "|", "[x]", "a*b", "x_y", "<div>", "&amp;", "`code`", "~~no~~", "\\", "وقود", "ASTM", "D7566", "50%", "(note)", "!", "![", "---"),
  fc.stringMatching(/^[a-zA-Z\u0621-\u064a]{1,8}$/),
);
const plainWord = fc.stringMatching(/^[a-zA-Z\u0621-\u064a]{1,8}$/);
const markSet = fc.constantFrom<Mark[]>([], [marks.em.create()], [marks.strong.create()], [marks.em.create(), marks.strong.create()], [marks.link.create({ href: "/technology#process" })], [marks.link.create({ href: "https://example.com/a" }), marks.strong.create()]);
/** A run: plain words of any kind, or marked words of letters (Markdown cannot mark a lone "." after a letter). */
/** Punctuation a writer puts straight after marked words, with no space: **Verdavia**, *mandates*. */
const gluedPunctuation = fc.constantFrom(",", ".", ";", ":", ")", "»", "”", "!", "?", "%");
const run = fc.oneof(
  fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => ({ words, marks: [] as Mark[], glued: false })),
  fc.tuple(fc.array(plainWord, { minLength: 1, maxLength: 3 }), markSet).map(([words, set]) => ({ words, marks: set, glued: false })),
  fc.tuple(gluedPunctuation, fc.array(plainWord, { maxLength: 2 })).map(([mark, words]) => ({ words: [mark, ...words], marks: [] as Mark[], glued: true })),
);

function textblockContent(runs: { words: string[]; marks: Mark[]; glued: boolean }[], breaks: boolean[]): Node[] {
  const out: Node[] = [];
  runs.forEach((entry, index) => {
    if (index > 0) {
      if (entry.glued) out.push(bodySchema.text(entry.words[0]!));
      if (entry.glued) return entry.words.length > 1 && out.push(bodySchema.text(` ${entry.words.slice(1).join(" ")}`));
      if (breaks[index]) out.push(nodes.hard_break.create());
      else out.push(bodySchema.text(" ", entry.marks.filter((mark) => runs[index - 1]!.marks.some((other) => other.eq(mark)))));
    }
    out.push(bodySchema.text(entry.words.join(" "), entry.marks));
  });
  return out;
}
const paragraph = fc.tuple(fc.array(run, { minLength: 1, maxLength: 5 }), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 })).map(([runs, breaks]) => nodes.paragraph.create(null, textblockContent(runs, breaks)));
const heading = fc.tuple(fc.array(run, { minLength: 1, maxLength: 3 }), fc.constantFrom(2, 3, 4)).map(([runs, level]) => nodes.heading.create({ level }, textblockContent(runs, [])));
// A list of one item reads as tight whatever it was, so only a longer one is made loose.
// A nested ordered list starts at 1 (as the editor makes them): another start cannot follow its paragraph without a blank line, which loosens the list.
const listOf = (item: fc.Arbitrary<Node>, starts = fc.integer({ min: 1, max: 12 })) =>
  fc.tuple(fc.array(item, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean(), starts).map(([items, ordered, looseIfMany, start]) => ({ items, ordered, start, tight: items.length < 2 || !looseIfMany }))
    .map(({ items, ordered, tight, start }) => (ordered ? nodes.ordered_list.create({ start, tight }, items) : nodes.bullet_list.create({ tight }, items)));
const flatList = listOf(paragraph.map((text) => nodes.list_item.create(null, [text])));
const nestedList = listOf(paragraph.map((text) => nodes.list_item.create(null, [text])), fc.constant(1));
const list = listOf(fc.tuple(paragraph, fc.option(nestedList, { nil: undefined })).map(([text, nested]) => nodes.list_item.create(null, nested ? [text, nested] : [text])));
const cell = (header: boolean) => fc.array(run, { minLength: 0, maxLength: 2 }).map((runs) => (header ? nodes.table_header : nodes.table_cell).create(null, textblockContent(runs, [])));
const table = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.constantFrom(null, "left", "center", "right")).chain(([columns, rows, align]) =>
  fc.tuple(fc.array(cell(true), { minLength: columns, maxLength: columns }), fc.array(fc.array(cell(false), { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows })).map(([head, body]) =>
    nodes.table.create(null, [head, ...body].map((cells) => nodes.table_row.create(null, cells.map((each, column) => each.type.create({ align: column === 0 ? align : null }, each.content))))),
  ),
);
const quote = fc.array(fc.oneof(paragraph, flatList), { minLength: 1, maxLength: 2 }).map((children) => nodes.blockquote.create(null, children));
/**
 * What the parser makes of a list followed, inside a quotation or a list item, by an ordered
 * list not starting at 1: that list cannot start on the next line, and the blank line before
 * it (inside the container) makes the first list loose, in mdast's reading, which the site
 * renders. Every other document reads back as made.
 */
function asParsed(node: Node): Node {
  if (node.isTextblock || node.isAtom) return node;
  const children: Node[] = [];
  node.forEach((child, _, index) => {
    const next = index + 1 < node.childCount ? node.child(index + 1) : undefined;
    const loosened = node.type !== nodes.doc && (child.type === nodes.bullet_list || child.type === nodes.ordered_list) && next?.type === nodes.ordered_list && next.attrs.start !== 1;
    const read = asParsed(child);
    children.push(loosened ? read.type.create({ ...read.attrs, tight: false }, read.content) : read);
  });
  return node.copy(Fragment.from(children));
}

/** A document with each character's marks, spaces unmarked: whether a space between two marked words is itself marked is not something Markdown can always say. */
function byCharacter(node: Node): unknown {
  if (node.isText) return [...node.text!].map((character) => (/\s/.test(character) ? character : [character, node.marks.map((mark) => mark.toJSON())]));
  const content: unknown[] = [];
  node.forEach((child) => (child.isText ? content.push(...(byCharacter(child) as unknown[])) : content.push(byCharacter(child))));
  return { type: node.type.name, attrs: node.attrs, content };
}

const doc = fc.array(fc.oneof(paragraph, heading, list, table, quote), { minLength: 1, maxLength: 5 }).map((blocks) => nodes.doc.create(null, blocks));

describe("any document the editor can make", () => {
  it("writes an address typed as text bare, and it reads back as the link GFM makes of it", () => {
    const typed = nodes.doc.create(null, [nodes.paragraph.create(null, bodySchema.text("Write to press@verdavia.com or see https://example.com/a."))]);
    const text = spliceBody("", typed);
    expect(text).toBe("Write to press@verdavia.com or see https://example.com/a.\n");
    expect(docFromMarkdown(text).child(0).childCount).toBe(5);
  });

  it("drops spaces typed at a paragraph's or a line's start, which would make code of it", () => {
    const typed = nodes.doc.create(null, [nodes.bullet_list.create(null, [nodes.list_item.create(null, [nodes.paragraph.create(null, [bodySchema.text("     indented"), nodes.hard_break.create(), bodySchema.text("    again")])])])]);
    expect(spliceBody("", typed)).toBe("- indented\\\n  again\n");
  });

  it("keeps a link straight after an exclamation mark a link, not an image", () => {
    const link = bodySchema.marks.link.create({ href: "/contact" });
    const typed = nodes.doc.create(null, [nodes.paragraph.create(null, [bodySchema.text("Ask us!"), bodySchema.text("Contact", [link])])]);
    const text = spliceBody("", typed);
    expect(text).toBe("Ask us\\![Contact](/contact)\n");
    expect(forgetSources(docFromMarkdown(text)).toJSON()).toEqual(typed.toJSON());
  });

  it("is written as Markdown that reads back as the same document, and that the validator accepts", () => {
    fc.assert(
      fc.property(doc, fc.constantFrom("", "Some _words_ with __strong__ ones.\n\n* a\n* b\n\n1) one\n"), (made, style) => {
        const text = spliceBody(style, made);
        const again = forgetSources(docFromMarkdown(text));
        expect(byCharacter(again)).toEqual(byCharacter(asParsed(made)));
        const refused = checkBody(parseMarkdown(text)).findings.filter((finding) => finding.severity !== "warning" && !["body-heading-skipped"].includes(finding.code));
        expect(refused).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
