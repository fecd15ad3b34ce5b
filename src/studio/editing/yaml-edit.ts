/**
 * Applies the studio's changes to a YAML file's text so that only the changed
 * nodes change. `yaml`'s Document API finds each node and its source range; the
 * edit is then spliced into the original text, because re-printing the whole
 * document would re-flow comments, quoting and blank lines that nobody touched.
 * A changed scalar keeps its style (plain, quoted, `>-`; see block-scalar.ts), a new
 * key goes where the schema's order of keys puts it (see KeyOrder), a new item copies
 * its siblings' indentation and spacing, and a moved item carries its comments along.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, type Node as YamlNode, type Pair, type YAMLMap, type YAMLSeq } from "yaml";
import type { Change, Path, PathSegment } from "./changes.ts";
import { rewriteBlockScalar } from "./block-scalar.ts";

/** A change that cannot be applied to this text, e.g. its path no longer exists. */
export class EditError extends Error {
  override name = "EditError";
}

type Collection = YAMLMap | YAMLSeq;
interface Located {
  /** The node at the path, if there is one. */
  node: YamlNode | undefined;
  /** The pair holding it, when its parent is a mapping. */
  pair: Pair | undefined;
  parent: Collection;
}

const preferredWidth = 90;

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf("\n", offset);
  return newline === -1 ? text.length : newline + 1;
}

function indentAt(text: string, start: number): number {
  let column = 0;
  while (text[start + column] === " ") column++;
  return column;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** The end of the line holding the last non-blank character before `end`. */
function contentEnd(text: string, start: number, end: number): number {
  let last = end - 1;
  while (last > start && /\s/.test(text[last]!)) last--;
  return lineEnd(text, last);
}

function rangeOf(node: YamlNode): [number, number] {
  if (!node.range) throw new EditError("A node without a source position cannot be edited.");
  return [node.range[0], node.range[1]];
}

function keyOf(pair: Pair): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

function locate(doc: Document, path: Path): Located {
  if (path.length === 0) throw new EditError("The whole file cannot be replaced through the studio.");
  let collection: unknown = doc.contents;
  for (let index = 0; index < path.length - 1; index++) {
    collection = childOf(collection, path[index]!)?.node;
    if (!isMap(collection) && !isSeq(collection)) throw new EditError(`Nothing to edit at ${formatPath(path.slice(0, index + 1))}.`);
  }
  if (!isMap(collection) && !isSeq(collection)) throw new EditError(`Nothing to edit at ${formatPath(path)}.`);
  const child = childOf(collection, path[path.length - 1]!);
  return { node: child?.node, pair: child?.pair, parent: collection };
}

function childOf(collection: unknown, segment: PathSegment): { node: YamlNode | undefined; pair?: Pair } | undefined {
  if (isMap(collection)) {
    const pair = collection.items.find((candidate) => keyOf(candidate) === segment);
    return pair ? { node: (pair.value ?? undefined) as YamlNode | undefined, pair } : undefined;
  }
  if (isSeq(collection) && typeof segment === "number") return { node: collection.items[segment] as YamlNode | undefined };
  return undefined;
}

function formatPath(path: Path): string {
  return path.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join("");
}

function isFlow(collection: Collection): boolean {
  return collection.flow === true;
}

function indentLines(text: string, indent: number): string {
  const pad = " ".repeat(indent);
  return text
    .split("\n")
    .map((line) => (line === "" ? line : pad + line))
    .join("\n");
}

/** `value` as YAML on its own, without the trailing newline. */
function stringify(value: unknown, width: number, type?: Scalar.Type): string {
  const doc = new Document(value);
  if (type && isScalar(doc.contents)) doc.contents.type = type;
  return doc.toString({ lineWidth: width, minContentWidth: 20 }).replace(/\n$/, "");
}

const flowUnsafe = /[,[\]{}]/;

/**
 * A scalar's new text, for the position of `original` (or a new value at `column`).
 * Lines after the first are indented to `contentIndent`.
 */
function scalarText(value: unknown, contentIndent: number, options: { original?: Scalar; inFlow?: boolean } = {}): string {
  const { original, inFlow = false } = options;
  const block = original?.type === Scalar.BLOCK_FOLDED || original?.type === Scalar.BLOCK_LITERAL;
  // An empty placeholder ("") was quoted only because it was empty: the first words typed decide the style.
  let type = typeof value === "string" && original?.value !== "" ? original?.type : undefined;
  if (value === "") type = Scalar.QUOTE_DOUBLE;
  if (typeof value === "string" && !block && value.includes("\n")) type = Scalar.BLOCK_LITERAL;
  if (inFlow && typeof value === "string" && (type === undefined || type === Scalar.PLAIN) && flowUnsafe.test(value)) type = Scalar.QUOTE_DOUBLE;
  // A block starting with spaces needs an indentation indicator counted from where it is
  // printed, which re-indenting would break: such text is written in quotes instead.
  const blockType = type === Scalar.BLOCK_FOLDED || type === Scalar.BLOCK_LITERAL || (type === undefined && block);
  if (blockType && typeof value === "string" && /^\s/.test(value)) type = Scalar.QUOTE_DOUBLE;
  const width = type !== Scalar.QUOTE_DOUBLE && (block || type === Scalar.BLOCK_LITERAL) ? Math.max(40, preferredWidth - contentIndent) : 0;
  const [first, ...rest] = stringify(value, width, type).split("\n");
  return rest.length === 0 ? first! : `${first}\n${indentLines(rest.join("\n"), contentIndent)}`;
}

/** A mapping or list as block YAML at `indent`, each line ending in a newline. */
function blockText(value: unknown, indent: number): string {
  return `${indentLines(stringify(value, Math.max(40, preferredWidth - indent)), indent)}\n`;
}

function isCollectionValue(value: unknown): boolean {
  return value !== null && typeof value === "object";
}

/** Where a mapping's keys start, from its first key. */
function mapIndent(text: string, map: YAMLMap): number {
  const first = map.items[0]?.key as YamlNode | undefined;
  return first?.range ? columnOf(text, first.range[0]) : 0;
}

/** The column of a list's dashes. */
function dashIndent(text: string, seq: YAMLSeq): number {
  const first = seq.items[0] as YamlNode | undefined;
  if (!first?.range) return 0;
  const start = lineStart(text, first.range[0]);
  return text.indexOf("-", start) - start;
}

/** Where the comment lines directly above the line starting at `from` begin: they belong to that line. */
function withCommentsAbove(text: string, from: number): number {
  let start = from;
  while (start > 0) {
    const previous = lineStart(text, start - 1);
    if (!text.slice(previous, start).trim().startsWith("#")) break;
    start = previous;
  }
  return start;
}

/**
 * The lines of each block-list item, from the comments just above its dash to
 * its last line; the text between items (blank lines) is not part of any item.
 */
function itemBlocks(text: string, seq: YAMLSeq): [number, number][] {
  return seq.items.map((item) => {
    const [start, end] = rangeOf(item as YamlNode);
    // Comment lines directly above the dash belong to the item and travel with it.
    return [withCommentsAbove(text, lineStart(text, start)), contentEnd(text, start, end)];
  });
}

/** True when a list's items are separated by a blank line. */
function spacedItems(text: string, blocks: [number, number][]): boolean {
  if (blocks.length < 2) return false;
  return text.slice(blocks[0]![1], blocks[1]![0]).includes("\n");
}

/** Ensures the text ends with a newline while editing; the caller restores the original ending. */
function withFinalNewline(text: string): { text: string; restore: (edited: string) => string } {
  if (text.endsWith("\n") || text === "") return { text, restore: (edited) => edited };
  return { text: `${text}\n`, restore: (edited) => edited.replace(/\n$/, "") };
}

function splice(text: string, start: number, end: number, replacement: string): string {
  return text.slice(0, start) + replacement + text.slice(end);
}

function setValue(text: string, doc: Document, path: Path, value: unknown, keyOrder?: KeyOrder): string {
  // Create missing parents as one new value at the deepest existing level.
  for (let depth = 1; depth < path.length; depth++) {
    const parentPath = path.slice(0, depth);
    const existing = doc.getIn(parentPath, true);
    if (existing === undefined || (isScalar(existing) && existing.value === null)) {
      let nested: unknown = value;
      for (let index = path.length - 1; index >= depth; index--) {
        const segment = path[index]!;
        nested = typeof segment === "number" ? [nested] : { [segment]: nested };
      }
      return setValue(text, doc, parentPath, nested, keyOrder);
    }
  }

  const { node, pair, parent } = locate(doc, path);
  const key = path[path.length - 1]!;
  if (node === undefined && isSeq(parent)) {
    if (typeof key !== "number" || key !== parent.items.length) throw new EditError(`No item ${formatPath(path)} to set.`);
    return insertItem(text, doc, path.slice(0, -1), key, value, keyOrder);
  }
  if (node === undefined) {
    if (!isMap(parent)) throw new EditError(`Nothing to edit at ${formatPath(path)}.`);
    return pair ? replaceValue(text, pair, parent, value) : addPair(text, parent, String(key), value, keyOrder?.(path.slice(0, -1), doc.toJS()));
  }

  if (isScalar(node) && !isCollectionValue(value) && node.value !== null) {
    // An unchanged value is left exactly as written, even where re-printing would fold it differently.
    if (node.value === value) return text;
    const [start, end] = rangeOf(node);
    const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
    const ownerIndent = pair?.key && (pair.key as YamlNode).range ? indentAt(text, lineStart(text, (pair.key as YamlNode).range![0])) : indentAt(text, lineStart(text, start));
    const contentIndent = block ? Math.max(ownerIndent + 2, indentAt(text, lineEnd(text, start))) : ownerIndent + 2;
    // A block scalar's range runs past its last line; replace through that line only.
    const blockEnd = block ? contentEnd(text, start, end) : end;
    if (block && typeof value === "string") {
      const rewritten = rewriteBlockScalar(text.slice(start, blockEnd).replace(/\n$/, ""), contentIndent, value, preferredWidth);
      const edited = rewritten === undefined ? undefined : splice(text, start, blockEnd, `${rewritten}\n`);
      // Kept only when YAML reads back exactly the value; otherwise the value is printed afresh below.
      if (edited !== undefined && parseDocument(edited).getIn(path) === value) return edited;
    }
    const replacement = scalarText(value, contentIndent, { original: node, inFlow: isFlow(parent) });
    if (block) return splice(text, start, blockEnd, `${replacement}\n`);
    return splice(text, start, end, replacement);
  }

  if (pair && isMap(parent)) return replaceValue(text, pair, parent, value);
  // A list item that is a collection, replaced whole.
  if (isSeq(parent) && typeof key === "number") {
    const removed = deleteAt(text, doc, path);
    return insertItem(removed, parseDocument(removed), path.slice(0, -1), key, value);
  }
  throw new EditError(`Cannot set ${formatPath(path)}.`);
}

/** Replaces the value of a mapping pair, keeping the key and anything after the value on its line. */
function replaceValue(text: string, pair: Pair, parent: YAMLMap, value: unknown): string {
  const keyNode = pair.key as YamlNode;
  const [keyStart, keyEnd] = rangeOf(keyNode);
  const colon = text.indexOf(":", keyEnd);
  const old = pair.value as YamlNode | null;
  const inline = old && ((isScalar(old) && !isBlockScalar(old)) || ((isMap(old) || isSeq(old)) && old.flow));
  const end = old?.range ? (inline ? old.range[1] : contentEnd(text, old.range[0], old.range[1])) : colon + 1;
  if (isFlow(parent)) return splice(text, colon + 1, end, ` ${flowText(value)}`);
  const indent = indentAt(text, lineStart(text, keyStart));
  const replacement = isNonEmptyCollection(value) ? `\n${blockText(value, indent + 2)}` : ` ${scalarText(value, indent + 2)}`;
  // The replacement ends as the old value did: through its last line's newline, or before it.
  return splice(text, colon + 1, end, replacement.replace(/\n$/, "") + (text[end - 1] === "\n" ? "\n" : ""));
}

function isBlockScalar(node: YamlNode): boolean {
  return isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL);
}

function isNonEmptyCollection(value: unknown): boolean {
  return isCollectionValue(value) && Object.keys(value as object).length > 0;
}

function flowText(value: unknown): string {
  return new Document(value).toString({ lineWidth: 0, collectionStyle: "flow" }).replace(/\n$/, "");
}

/**
 * Adds `key: value` to a mapping, at its keys' indentation: right above the key that comes
 * next after it in `order` (the schema's order of keys), otherwise after the last pair.
 */
function addPair(text: string, map: YAMLMap, key: string, value: unknown, order: readonly string[] = []): string {
  const rank = (name: unknown) => order.indexOf(String(name));
  const later = rank(key) === -1 ? [] : map.items.filter((pair) => rank(keyOf(pair)) > rank(key));
  const next = later.reduce<Pair | undefined>((nearest, pair) => (nearest && rank(keyOf(nearest)) < rank(keyOf(pair)) ? nearest : pair), undefined);
  const nextStart = next ? rangeOf(next.key as YamlNode)[0] : undefined;
  if (isFlow(map)) {
    const [start, end] = rangeOf(map);
    const close = text.lastIndexOf("}", end);
    const entry = `${stringify(key, 0)}: ${flowText(value)}`;
    if (nextStart !== undefined) return splice(text, nextStart, nextStart, `${entry}, `);
    const hasItems = map.items.length > 0;
    const before = text.slice(start + 1, close).trimEnd();
    const insertAt = start + 1 + before.length;
    return splice(text, insertAt, insertAt, hasItems ? `, ${entry}` : ` ${entry} `.replace(/^ /, ""));
  }
  const indent = mapIndent(text, map);
  const pad = " ".repeat(indent);
  const name = stringify(key, 0);
  const entry = isNonEmptyCollection(value) ? `${pad}${name}:\n${blockText(value, indent + 2)}` : `${pad}${name}: ${scalarText(value, indent + 2)}\n`;
  // Before the later key, with the comment lines that belong to it; not possible for a key
  // that shares its line with a list's dash, which then gets the new key after the last pair.
  if (nextStart !== undefined && text.slice(lineStart(text, nextStart), nextStart).trim() === "") {
    const at = withCommentsAbove(text, lineStart(text, nextStart));
    return splice(text, at, at, entry);
  }
  const last = map.items[map.items.length - 1];
  const lastNode = (last?.value ?? last?.key) as YamlNode | undefined;
  const [start, end] = lastNode ? rangeOf(lastNode) : rangeOf(map);
  const at = contentEnd(text, start, end);
  const prefix = text[at - 1] === "\n" || at === 0 ? "" : "\n";
  return splice(text, at, at, prefix + entry);
}

function deleteAt(text: string, doc: Document, path: Path): string {
  const { node, pair, parent } = locate(doc, path);
  if (isSeq(parent)) {
    const index = path[path.length - 1];
    if (typeof index !== "number" || !node) throw new EditError(`No item ${formatPath(path)} to remove.`);
    if (parent.items.length === 1 && !isFlow(parent) && path.length > 1) {
      // An emptied list stays a list: `items: []`.
      const owner = locate(doc, path.slice(0, -1));
      if (owner.pair && isMap(owner.parent)) return replaceValue(text, owner.pair, owner.parent, []);
    }
    return removeItem(text, parent, index);
  }
  if (!pair) throw new EditError(`No key ${formatPath(path)} to remove.`);
  const keyNode = pair.key as YamlNode;
  const [keyStart] = rangeOf(keyNode);
  const valueNode = pair.value as YamlNode | null;
  const end = valueNode?.range ? valueNode.range[1] : rangeOf(keyNode)[1];
  if (isFlow(parent)) {
    const items = parent.items;
    const index = items.indexOf(pair);
    const next = items[index + 1];
    const previous = items[index - 1];
    if (next) return splice(text, keyStart, rangeOf(next.key as YamlNode)[0], "");
    if (previous) return splice(text, ((previous.value ?? previous.key) as YamlNode).range![1], end, "");
    return splice(text, keyStart, end, "");
  }
  const from = withCommentsAbove(text, lineStart(text, keyStart));
  return splice(text, from, contentEnd(text, keyStart, Math.max(end, lineEnd(text, keyStart))), "");
}

function removeItem(text: string, seq: YAMLSeq, index: number): string {
  if (isFlow(seq)) {
    const items = seq.items as YamlNode[];
    const [start, end] = rangeOf(items[index]!);
    if (items[index + 1]) return splice(text, start, rangeOf(items[index + 1]!)[0], "");
    if (items[index - 1]) return splice(text, rangeOf(items[index - 1]!)[1], end, "");
    return splice(text, start, end, "");
  }
  const blocks = itemBlocks(text, seq);
  const [start, end] = blocks[index]!;
  if (blocks.length === 1) return splice(text, start, end, "");
  // Take the gap before the item with it (the gap after, for the first), so spacing stays even.
  if (index > 0) return splice(text, blocks[index - 1]![1], end, "");
  return splice(text, start, blocks[1]![0], "");
}

function insertItem(text: string, doc: Document, listPath: Path, index: number, value: unknown, keyOrder?: KeyOrder): string {
  const seq = doc.getIn(listPath, true);
  if (!isSeq(seq)) {
    if (seq === undefined || (isScalar(seq) && seq.value === null)) return setValue(text, doc, listPath, [value], keyOrder);
    throw new EditError(`${formatPath(listPath)} is not a list.`);
  }
  if (index < 0 || index > seq.items.length) throw new EditError(`No position ${index} in ${formatPath(listPath)}.`);
  if (isFlow(seq)) {
    const items = seq.items as YamlNode[];
    const rendered = flowText(value);
    if (items.length === 0) {
      const [start, end] = rangeOf(seq);
      return splice(text, start, end, `[${rendered}]`);
    }
    if (index < items.length) {
      const at = rangeOf(items[index]!)[0];
      return splice(text, at, at, `${rendered}, `);
    }
    const at = rangeOf(items[items.length - 1]!)[1];
    return splice(text, at, at, `, ${rendered}`);
  }
  const blocks = itemBlocks(text, seq);
  const indent = dashIndent(text, seq);
  const body = isCollectionValue(value) ? stringify(value, Math.max(40, preferredWidth - indent - 2)) : scalarText(value, indent + 2);
  const lines = body.split("\n").map((line, number) => (number === 0 ? `- ${line}` : line === "" ? line : `  ${line}`));
  const item = `${indentLines(lines.join("\n"), indent)}\n`;
  const separator = spacedItems(text, blocks) ? "\n" : "";
  if (index < blocks.length) {
    const at = blocks[index]![0];
    return splice(text, at, at, item + separator);
  }
  const at = blocks[blocks.length - 1]![1];
  return splice(text, at, at, separator + item);
}

function moveItem(text: string, doc: Document, listPath: Path, from: number, to: number): string {
  const seq = doc.getIn(listPath, true);
  if (!isSeq(seq)) throw new EditError(`${formatPath(listPath)} is not a list.`);
  const count = seq.items.length;
  if (from < 0 || from >= count || to < 0 || to >= count) throw new EditError(`Cannot move item ${from} to ${to} in ${formatPath(listPath)}: it has ${count}.`);
  if (from === to) return text;
  const blocks = isFlow(seq) ? (seq.items as YamlNode[]).map(rangeOf) : itemBlocks(text, seq);
  const order = blocks.map((_, index) => index);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  // Items change places; the text between them (blank lines, commas) stays where it was.
  let result = text.slice(0, blocks[0]![0]);
  order.forEach((blockIndex, position) => {
    const [start, end] = blocks[blockIndex]!;
    result += text.slice(start, end);
    if (position < blocks.length - 1) result += text.slice(blocks[position]![1], blocks[position + 1]![0]);
  });
  return result + text.slice(blocks[blocks.length - 1]![1]);
}

function applyOne(source: string, change: Change, keyOrder?: KeyOrder): string {
  const { text, restore } = withFinalNewline(source);
  const doc = parseDocument(text, { keepSourceTokens: true });
  if (doc.errors.length > 0) throw new EditError(`The file has a YAML syntax error, so it cannot be edited safely: ${doc.errors[0]!.message}`);
  let edited: string;
  switch (change.op) {
    case "set":
      edited = setValue(text, doc, change.path, change.value, keyOrder);
      break;
    case "delete":
      edited = deleteAt(text, doc, change.path);
      break;
    case "insert":
      edited = insertItem(text, doc, change.path, change.index, change.value, keyOrder);
      break;
    case "move":
      edited = moveItem(text, doc, change.path, change.from, change.to);
      break;
  }
  return restore(edited);
}

/**
 * The keys a mapping may hold, in the order its schema lists them, given the path of the
 * mapping and the whole file's value; a new key goes where this order puts it.
 */
export type KeyOrder = (mapPath: Path, data: unknown) => readonly string[] | undefined;

export interface EditOptions {
  keyOrder?: KeyOrder;
}

/**
 * Applies `changes` in order to a YAML file's text. Throws an EditError when a
 * change does not fit the text (a path that no longer exists, a syntax error).
 */
export function applyChanges(text: string, changes: readonly Change[], options: EditOptions = {}): string {
  return changes.reduce((edited, change) => applyOne(edited, change, options.keyOrder), text);
}

/** The 1-based line of each item of the list at `path`, for "open in code editor". */
export function itemLines(text: string, path: Path): number[] {
  const doc = parseDocument(text);
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) return [];
  return seq.items.map((item) => {
    const start = (item as YamlNode).range?.[0] ?? 0;
    return text.slice(0, start).split("\n").length;
  });
}
