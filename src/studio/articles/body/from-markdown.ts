/**
 * A Markdown body (mdast, from the site's own parser) to the editor's document. Each
 * top-level node records the index of the source block it came from; a block the schema
 * cannot hold (refused by the validator, such as raw HTML or code) becomes a kept_block
 * carrying its source, so opening a file never loses a part of it.
 *
 * Soft line breaks become spaces: where a paragraph's lines wrap is the file's layout, not
 * its words, and a save rewraps an edited paragraph in the file's own way (wrap.ts).
 */
import type { Definition, ListItem, PhrasingContent, RootContent, TableRow } from "mdast";
import type { Mark, Node } from "prosemirror-model";
import { bodySchema, type CellAlign } from "./schema.ts";
import { definitionsOf, splitBody } from "./split.ts";

/** Thrown when a block holds something the editor's schema cannot express. */
class NotRepresentable extends Error {}

type Definitions = Map<string, Definition>;

function inline(nodes: PhrasingContent[], marks: readonly Mark[], definitions: Definitions): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "text": {
        const words = node.value.replace(/[ \t]*\r?\n[ \t]*/g, " ");
        if (words !== "") out.push(bodySchema.text(words, marks));
        break;
      }
      case "emphasis":
        out.push(...inline(node.children, bodySchema.marks.em.create().addToSet(marks), definitions));
        break;
      case "strong":
        out.push(...inline(node.children, bodySchema.marks.strong.create().addToSet(marks), definitions));
        break;
      case "link": {
        const link = bodySchema.marks.link.create({ href: node.url, title: node.title ?? null });
        out.push(...inline(node.children, link.addToSet(marks), definitions));
        break;
      }
      case "linkReference": {
        const definition = definitions.get(node.identifier);
        if (!definition) throw new NotRepresentable(`No definition for [${node.identifier}]`);
        const link = bodySchema.marks.link.create({ href: definition.url, title: definition.title ?? null, reference: node.label ?? node.identifier });
        out.push(...inline(node.children, link.addToSet(marks), definitions));
        break;
      }
      case "image":
        out.push(bodySchema.nodes.image.createChecked({ src: node.url, alt: node.alt ?? "", title: node.title ?? null }, null, marks));
        break;
      case "break":
        out.push(bodySchema.nodes.hard_break.create(null, null, marks));
        break;
      default:
        throw new NotRepresentable(node.type);
    }
  }
  return out;
}

function listItem(item: ListItem, definitions: Definitions): Node {
  if (typeof item.checked === "boolean") throw new NotRepresentable("task list");
  return bodySchema.nodes.list_item.createChecked(null, item.children.map((child) => block(child, definitions, null)));
}

function tableRow(row: TableRow, width: number, align: readonly (CellAlign | null)[], header: boolean, definitions: Definitions): Node {
  const type = header ? bodySchema.nodes.table_header : bodySchema.nodes.table_cell;
  const cells: Node[] = [];
  for (let column = 0; column < width; column++) {
    const cell = row.children[column];
    cells.push(type.createChecked({ align: align[column] ?? null }, cell ? inline(cell.children, [], definitions) : []));
  }
  return bodySchema.nodes.table_row.createChecked(null, cells);
}

function block(node: RootContent, definitions: Definitions, sourceIndex: number | null): Node {
  const { nodes } = bodySchema;
  switch (node.type) {
    case "paragraph":
      return nodes.paragraph.createChecked({ sourceIndex }, inline(node.children, [], definitions));
    case "heading":
      if (node.depth < 2 || node.depth > 4 || node.children.length === 0) throw new NotRepresentable(`heading ${node.depth}`);
      return nodes.heading.createChecked({ level: node.depth, sourceIndex }, inline(node.children, [], definitions));
    case "blockquote":
      return nodes.blockquote.createChecked({ sourceIndex }, node.children.map((child) => block(child, definitions, null)));
    case "list": {
      const tight = !node.spread && !node.children.some((item) => item.spread);
      const items = node.children.map((item) => listItem(item, definitions));
      return node.ordered ? nodes.ordered_list.createChecked({ start: node.start ?? 1, tight, sourceIndex }, items) : nodes.bullet_list.createChecked({ tight, sourceIndex }, items);
    }
    case "table": {
      const width = Math.max(...node.children.map((row) => row.children.length));
      const align = (node.align ?? []).map((value) => value ?? null);
      const rows = node.children.map((row, index) => tableRow(row, width, align, index === 0, definitions));
      return nodes.table.createChecked({ sourceIndex }, rows);
    }
    default:
      throw new NotRepresentable(node.type);
  }
}

function topLevel(node: RootContent, source: string, definitions: Definitions, sourceIndex: number): Node {
  try {
    return block(node, definitions, sourceIndex);
  } catch (error) {
    if (error instanceof NotRepresentable || error instanceof RangeError) return bodySchema.nodes.kept_block.create({ markdown: source, sourceIndex });
    throw error;
  }
}

/** The last documents read, by body text: the save compares every edit with the document as it was opened. */
const read = new Map<string, Node>();
const keptReads = 16;

/** A body's document; node i at the top level has sourceIndex i (split.ts numbering). */
export function docFromMarkdown(body: string): Node {
  const kept = read.get(body);
  if (kept) return kept;
  const split = splitBody(body);
  const definitions = definitionsOf(split.tree);
  const blocks = split.blocks.map((entry, index) => topLevel(entry.node, entry.source, definitions, index));
  const doc = bodySchema.nodes.doc.create(null, blocks.length > 0 ? blocks : [bodySchema.nodes.paragraph.create()]);
  read.set(body, doc);
  if (read.size > keptReads) read.delete(read.keys().next().value!);
  return doc;
}
