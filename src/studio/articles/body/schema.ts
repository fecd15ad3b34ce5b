/**
 * The editor's document model: exactly the Markdown subset a body may hold
 * (src/markdown/check.ts), so no command, paste or keystroke can make what the validator
 * refuses. Headings are levels 2 to 4, images carry alt text, table cells hold text only
 * (the checker refuses images in cells) and never span rows or columns (GFM cannot).
 *
 * One node stands outside the subset, `kept_block`: a top-level block of the file the
 * editor cannot show (raw HTML, a code block) is carried as its source, unedited and
 * written back as it was, instead of being lost. Nothing in the editor creates one.
 *
 * Top-level blocks carry `sourceIndex`, the index of the block of the original body they
 * were read from (split.ts), so a save can write an untouched block back byte for byte.
 */
import { Schema, type Attrs, type DOMOutputSpec, type NodeSpec } from "prosemirror-model";

export type CellAlign = "left" | "center" | "right";
const alignments: readonly (CellAlign | null)[] = ["left", "center", "right", null];

const sourceIndex = { default: null, validate: "number|null" };
const blockDir = { dir: "auto" };

function onlyOne(value: unknown): void {
  if (value !== 1) throw new RangeError("Table cells in a body never span rows or columns.");
}

/**
 * A cell's alignment as the editor draws it: a data attribute the editor's stylesheet aligns
 * (styles.ts), never a `style` attribute, which the published studio's policy refuses.
 */
export const cellAlignAttribute = "data-align";

/** Pasted or dropped cells say it with `align` or a style; the editor's own with cellAlignAttribute. */
function cellAttrs(dom: HTMLElement): Attrs {
  const align = (dom.getAttribute(cellAlignAttribute) ?? dom.getAttribute("align") ?? dom.style.textAlign ?? "").toLowerCase();
  return { align: alignments.includes(align as CellAlign) ? align : null };
}

function cellSpec(tag: "td" | "th", tableRole: "cell" | "header_cell"): NodeSpec {
  return {
    content: "text*",
    marks: "em strong link",
    attrs: {
      // prosemirror-tables reads these three on every cell; a body's cells span one column and row.
      colspan: { default: 1, validate: onlyOne },
      rowspan: { default: 1, validate: onlyOne },
      colwidth: { default: null, validate: "null" },
      align: {
        default: null,
        validate: (value: unknown) => {
          if (!alignments.includes(value as CellAlign | null)) throw new RangeError(`Unknown alignment ${String(value)}`);
        },
      },
    },
    tableRole,
    isolating: true,
    parseDOM: [{ tag, getAttrs: cellAttrs }],
    toDOM: (node) => [tag, { dir: "auto", ...(node.attrs.align ? { [cellAlignAttribute]: String(node.attrs.align) } : {}) }, 0],
  };
}

export const bodySchema = new Schema({
  nodes: {
    doc: { content: "(block | kept_block)+" },
    paragraph: {
      content: "inline*",
      group: "block",
      attrs: { sourceIndex },
      parseDOM: [{ tag: "p" }],
      toDOM: (): DOMOutputSpec => ["p", blockDir, 0],
    },
    heading: {
      content: "text*",
      marks: "em strong link",
      group: "block",
      defining: true,
      attrs: {
        level: {
          default: 2,
          validate: (value: unknown) => {
            if (value !== 2 && value !== 3 && value !== 4) throw new RangeError("A body's headings are levels 2 to 4.");
          },
        },
        sourceIndex,
      },
      parseDOM: [2, 3, 4].map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node): DOMOutputSpec => [`h${String(node.attrs.level)}`, blockDir, 0],
    },
    blockquote: {
      content: "block+",
      group: "block",
      defining: true,
      attrs: { sourceIndex },
      parseDOM: [{ tag: "blockquote" }],
      toDOM: (): DOMOutputSpec => ["blockquote", blockDir, 0],
    },
    bullet_list: {
      content: "list_item+",
      group: "block",
      attrs: { tight: { default: true, validate: "boolean" }, sourceIndex },
      parseDOM: [{ tag: "ul" }],
      toDOM: (): DOMOutputSpec => ["ul", 0],
    },
    ordered_list: {
      content: "list_item+",
      group: "block",
      attrs: { start: { default: 1, validate: "number" }, tight: { default: true, validate: "boolean" }, sourceIndex },
      parseDOM: [{ tag: "ol", getAttrs: (dom: HTMLElement) => ({ start: Number(dom.getAttribute("start") ?? 1) || 1 }) }],
      toDOM: (node): DOMOutputSpec => ["ol", node.attrs.start === 1 ? {} : { start: String(node.attrs.start) }, 0],
    },
    list_item: {
      content: "paragraph block*",
      defining: true,
      parseDOM: [{ tag: "li" }],
      toDOM: (): DOMOutputSpec => ["li", blockDir, 0],
    },
    table: {
      content: "table_row+",
      group: "block",
      tableRole: "table",
      isolating: true,
      attrs: { sourceIndex },
      parseDOM: [{ tag: "table" }],
      toDOM: (): DOMOutputSpec => ["table", ["tbody", 0]],
    },
    table_row: {
      content: "(table_cell | table_header)+",
      tableRole: "row",
      parseDOM: [{ tag: "tr" }],
      toDOM: (): DOMOutputSpec => ["tr", 0],
    },
    table_cell: cellSpec("td", "cell"),
    table_header: cellSpec("th", "header_cell"),
    kept_block: {
      group: "kept",
      atom: true,
      selectable: true,
      attrs: { markdown: { validate: "string" }, sourceIndex },
      toDOM: (node): DOMOutputSpec => ["figure", { class: "kept-block", dir: "auto" }, ["figcaption", "Kept as written: the editor cannot show this part, and saves it unchanged."], ["pre", String(node.attrs.markdown)]],
    },
    text: { group: "inline" },
    image: {
      inline: true,
      group: "inline",
      draggable: true,
      attrs: {
        src: { validate: "string" },
        alt: {
          validate: (value: unknown) => {
            if (typeof value !== "string" || value.trim() === "") throw new RangeError("An image needs alt text.");
          },
        },
        title: { default: null, validate: "string|null" },
      },
      parseDOM: [
        {
          tag: "img[src]",
          getAttrs: (dom: HTMLElement) => {
            const alt = dom.getAttribute("alt")?.trim();
            return alt ? { src: dom.getAttribute("src"), alt, title: dom.getAttribute("title") } : false;
          },
        },
      ],
      toDOM: (node): DOMOutputSpec => ["img", { src: node.attrs.src as string, alt: node.attrs.alt as string, ...(node.attrs.title ? { title: node.attrs.title as string } : {}) }],
    },
    hard_break: {
      inline: true,
      group: "inline",
      selectable: false,
      parseDOM: [{ tag: "br" }],
      toDOM: (): DOMOutputSpec => ["br"],
    },
  },
  marks: {
    link: {
      attrs: {
        href: { validate: "string" },
        title: { default: null, validate: "string|null" },
        // A reference link ([words][label]) keeps its label, so an edited paragraph still points at its definition.
        reference: { default: null, validate: "string|null" },
      },
      inclusive: false,
      excludes: "link",
      parseDOM: [{ tag: "a[href]", getAttrs: (dom: HTMLElement) => ({ href: dom.getAttribute("href"), title: dom.getAttribute("title") }) }],
      toDOM: (mark): DOMOutputSpec => ["a", { href: mark.attrs.href as string, ...(mark.attrs.title ? { title: mark.attrs.title as string } : {}) }, 0],
    },
    strong: {
      parseDOM: [{ tag: "strong" }, { tag: "b" }],
      toDOM: (): DOMOutputSpec => ["strong", 0],
    },
    em: {
      parseDOM: [{ tag: "em" }, { tag: "i" }],
      toDOM: (): DOMOutputSpec => ["em", 0],
    },
  },
});

