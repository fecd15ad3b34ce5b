/**
 * Damage to the shipped content, the way editors make it and worse, for
 * fuzzing the validator. A fuzz case is plain data (which file, which
 * mutations, which random picks) rather than the mutated text, so fast-check
 * prints a readable counterexample and shrinks it towards fewer, earlier
 * picks. `applyFuzzCase` turns a case into the files the validator sees.
 *
 * Picks are natural numbers taken modulo the number of candidates, so a step
 * still means something after earlier steps changed the file.
 */
import fc from "fast-check";
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from "yaml";
import { blockSchemas } from "../../src/blocks/schemas.ts";
import type { SourceFile } from "../../src/validation/sources.ts";

export type Typo = { edit: "drop" | "swap" | "insert"; position: number; letter: string };
export type Indent = number | "tab";

export type MutationStep =
  | { kind: "deleteEntry"; pick: number }
  | { kind: "duplicateListItem"; pick: number }
  | { kind: "retypeScalar"; pick: number; replacement: unknown }
  | { kind: "misspellKey"; pick: number; typo: Typo }
  | { kind: "retypeSection"; pick: number; newType: string }
  | { kind: "borrowSection"; donor: number; pick: number; at: number; move: boolean }
  | { kind: "truncate"; at: number }
  | { kind: "insertJunk"; at: number; junk: string }
  | { kind: "insertJunkLine"; line: number; indent: string; junk: string }
  | { kind: "deleteLine"; line: number }
  | { kind: "reindentLine"; line: number; indent: Indent };

export type MutationKind = MutationStep["kind"];

export type FuzzCase = { action: "mutate"; file: string; steps: MutationStep[] } | { action: "delete"; file: string };

export interface MutatedContent {
  sources: SourceFile[];
  /** Files that differ from the shipped ones (changed or deleted), worth printing in a counterexample. */
  changedPaths: string[];
}

export const blockTypes: readonly string[] = blockSchemas.map((schema) => schema.shape.type.value);

function pickFrom<T>(items: readonly T[], pick: number): T | undefined {
  return items.length === 0 ? undefined : items[pick % items.length];
}

// ---------------------------------------------------------------- the node tree

type Collection = YAMLMap | YAMLSeq;

/** A slot in a collection: a key/value pair of a map, or an item of a list. */
interface Slot {
  parent: Collection;
  index: number;
}

/** Every slot of every map and list, depth first, in file order. */
function slotsOf(doc: Document): Slot[] {
  const slots: Slot[] = [];
  const walk = (node: unknown) => {
    if (!isMap(node) && !isSeq(node)) return;
    node.items.forEach((item, index) => {
      slots.push({ parent: node, index });
      walk(isPair(item) ? item.value : item);
    });
  };
  walk(doc.contents);
  return slots;
}

function valueIn(slot: Slot): unknown {
  const item = slot.parent.items[slot.index];
  return isPair(item) ? item.value : item;
}

function replaceValue(slot: Slot, value: Node): void {
  const item = slot.parent.items[slot.index];
  if (isPair(item)) item.value = value;
  else (slot.parent as YAMLSeq).items[slot.index] = value;
}

/** The page's `sections:` list, when the file has one. */
function sectionsOf(doc: Document): YAMLSeq | undefined {
  const sections = isMap(doc.contents) ? doc.contents.get("sections", true) : undefined;
  return isSeq(sections) ? sections : undefined;
}

function deleteEntry(doc: Document, pick: number): void {
  const slot = pickFrom(slotsOf(doc), pick);
  slot?.parent.items.splice(slot.index, 1);
}

function duplicateListItem(doc: Document, pick: number): void {
  const slot = pickFrom(
    slotsOf(doc).filter((candidate) => isSeq(candidate.parent)),
    pick,
  );
  const item = slot && (slot.parent as YAMLSeq).items[slot.index];
  if (slot && item !== undefined) (slot.parent as YAMLSeq).items.splice(slot.index + 1, 0, isScalar(item) || isMap(item) || isSeq(item) ? item.clone() : item);
}

/** Text becomes a number, a list, nothing...: the shapes the schema must refuse politely. */
function retypeScalar(doc: Document, pick: number, replacement: unknown): void {
  const slot = pickFrom(
    slotsOf(doc).filter((candidate) => isScalar(valueIn(candidate))),
    pick,
  );
  if (slot) replaceValue(slot, doc.createNode(replacement));
}

function misspell(word: string, typo: Typo): string {
  const at = typo.position % (word.length + 1);
  if (typo.edit === "insert") return word.slice(0, at) + typo.letter + word.slice(at);
  if (word.length === 0) return typo.letter;
  const index = Math.min(at, word.length - 1);
  if (typo.edit === "drop") return word.slice(0, index) + word.slice(index + 1);
  if (word.length < 2) return word + word;
  const first = Math.min(index, word.length - 2);
  return word.slice(0, first) + word[first + 1] + word[first] + word.slice(first + 2);
}

function misspellKey(doc: Document, pick: number, typo: Typo): void {
  const keys = slotsOf(doc)
    .map((slot) => slot.parent.items[slot.index])
    .filter((item): item is Pair => isPair(item) && isScalar(item.key));
  const pair = pickFrom(keys, pick);
  if (pair && isScalar(pair.key)) pair.key.value = misspell(String(pair.key.value), typo);
}

function retypeSection(doc: Document, pick: number, newType: string): void {
  const section = pickFrom(sectionsOf(doc)?.items.filter(isMap) ?? [], pick);
  section?.set("type", newType);
}

// ---------------------------------------------------------------- the text

function truncate(text: string, at: number): string {
  return text.slice(0, at % (text.length + 1));
}

function insertJunk(text: string, at: number, junk: string): string {
  const offset = at % (text.length + 1);
  return text.slice(0, offset) + junk + text.slice(offset);
}

function insertJunkLine(text: string, line: number, indent: string, junk: string): string {
  const lines = text.split("\n");
  lines.splice(line % (lines.length + 1), 0, indent + junk);
  return lines.join("\n");
}

function deleteLine(text: string, line: number): string {
  const lines = text.split("\n");
  lines.splice(line % lines.length, 1);
  return lines.join("\n");
}

function reindentLine(text: string, line: number, indent: Indent): string {
  const lines = text.split("\n");
  const index = line % lines.length;
  const current = lines[index]!;
  const body = current.trimStart();
  const width = current.length - body.length;
  lines[index] = indent === "tab" ? `\t${body}` : " ".repeat(Math.max(0, width + indent)) + body;
  return lines.join("\n");
}

// ---------------------------------------------------------------- applying a case

/**
 * Runs a node-tree edit on `text`. A structural edit needs a file that still
 * parses cleanly, and yaml refuses to print some edited trees (an anchor junk
 * inserted earlier, then duplicated); either way the step leaves the text
 * alone, because the fuzzer's own limits must not read as validator bugs.
 */
function editTree(text: string, edit: (doc: Document) => void): string {
  try {
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length > 0) return text;
    // Reprinting alone restyles a file a little; an edit that found nothing to change must leave it as it was.
    const print = () => doc.toString({ lineWidth: 0 });
    const before = print();
    edit(doc);
    const after = print();
    return after === before ? text : after;
  } catch {
    return text;
  }
}

/** A section from another page (or the same one), copied or moved into the target's sections. */
function borrowSection(files: Map<string, string>, target: string, step: Extract<MutationStep, { kind: "borrowSection" }>): void {
  const pages = [...files.keys()].filter((path) => path !== target && /\/pages\/[^/]+\.yaml$/.test(path));
  const donorPath = pickFrom([target, ...pages], step.donor)!;
  let borrowed: Node | undefined;
  const donorText = editTree(files.get(donorPath)!, (doc) => {
    const sections = sectionsOf(doc);
    const index = sections && sections.items.length > 0 ? step.pick % sections.items.length : -1;
    const section = sections?.items[index];
    if (!sections || !(isMap(section) || isSeq(section) || isScalar(section))) return;
    borrowed = section.clone() as Node;
    if (step.move) sections.items.splice(index, 1);
  });
  if (!borrowed) return;
  if (donorPath !== target && step.move) files.set(donorPath, donorText);
  const section = borrowed;
  // Moving within one page must insert into the text that already lost the section.
  const targetText = donorPath === target && step.move ? donorText : files.get(target)!;
  files.set(
    target,
    editTree(targetText, (doc) => {
      const sections = sectionsOf(doc);
      sections?.items.splice(step.at % (sections.items.length + 1), 0, section);
    }),
  );
}

/** The text after a step that touches only the target file. */
function mutatedText(text: string, step: Exclude<MutationStep, { kind: "borrowSection" }>): string {
  switch (step.kind) {
    case "deleteEntry":
      return editTree(text, (doc) => deleteEntry(doc, step.pick));
    case "duplicateListItem":
      return editTree(text, (doc) => duplicateListItem(doc, step.pick));
    case "retypeScalar":
      return editTree(text, (doc) => retypeScalar(doc, step.pick, step.replacement));
    case "misspellKey":
      return editTree(text, (doc) => misspellKey(doc, step.pick, step.typo));
    case "retypeSection":
      return editTree(text, (doc) => retypeSection(doc, step.pick, step.newType));
    case "truncate":
      return truncate(text, step.at);
    case "insertJunk":
      return insertJunk(text, step.at, step.junk);
    case "insertJunkLine":
      return insertJunkLine(text, step.line, step.indent, step.junk);
    case "deleteLine":
      return deleteLine(text, step.line);
    case "reindentLine":
      return reindentLine(text, step.line, step.indent);
  }
}

function applyStep(files: Map<string, string>, target: string, step: MutationStep): void {
  const text = files.get(target);
  if (text === undefined) return;
  if (step.kind === "borrowSection") borrowSection(files, target, step);
  else files.set(target, mutatedText(text, step));
}

/** The shipped files with `fuzzCase` applied, in the shipped order and kinds. */
export function applyFuzzCase(shipped: readonly SourceFile[], fuzzCase: FuzzCase): MutatedContent {
  const files = new Map(shipped.map((source) => [source.path, source.text]));
  if (fuzzCase.action === "delete") files.delete(fuzzCase.file);
  else for (const step of fuzzCase.steps) applyStep(files, fuzzCase.file, step);

  const sources = shipped.flatMap((source) => {
    const text = files.get(source.path);
    return text === undefined ? [] : [{ ...source, text }];
  });
  const changedPaths = shipped.filter((source) => files.get(source.path) !== source.text).map((source) => source.path);
  return { sources, changedPaths };
}

// ---------------------------------------------------------------- arbitraries

const pick = fc.nat();

/** Values a scalar can turn into: other scalar types, empty text, and collections where text belongs. */
const replacementValue = fc.constantFrom<unknown>(0, 42, -7, 3.5, 1e21, true, false, null, "", "   ", "some text", [], ["an item"], [1, 2], {}, { key: "value" }, { title: ["nested"] });

const typo = fc.record({
  edit: fc.constantFrom("drop" as const, "swap" as const, "insert" as const),
  position: fc.nat(),
  letter: fc.constantFrom("e", "s", "x", "_", "-", "A", " ", "é"),
});

/** Real block types (valid in the wrong place) and names that are no block at all. */
const sectionType = fc.oneof(fc.constantFrom(...blockTypes), fc.constantFrom("Hero", "heroes", "ctaa", "", "carousel", "type", "null", "1"));

/** Characters and snippets that mean something to YAML, HTML or a text editor. */
const junkSnippets = [
  "\t",
  ":",
  ": ",
  " :",
  "'",
  '"',
  "[",
  "]",
  "{",
  "}",
  "{}",
  "[]",
  ",",
  "#",
  " # a comment",
  "- ",
  "-",
  "---",
  "...",
  "? ",
  "|",
  ">-",
  "&anchor ",
  "*anchor",
  "*",
  "&",
  "!",
  "!!binary ",
  "!!str ",
  "!custom ",
  "%YAML 1.2",
  "@",
  "`",
  "\\",
  "\r",
  "\r\n",
  "\n",
  "\n\n",
  "\u00a0",
  "\ufeff",
  "\u200b",
  "\u2028",
  "é",
  "日本語",
  "😀",
  "\ud83d",
  "<b>",
  "</b>",
  "<b>bold</b>",
  "<script>alert(1)</script>",
  "key: value",
  "route: /",
  "type: hero",
  "sections:",
  "- type: cta",
  "title: 'unclosed",
  'title: "unclosed',
  "href: /nowhere#missing",
  "href: http://example.com",
  "null",
  "~",
  "true",
  "0x1F",
  ".nan",
  "-.inf",
  "2024-01-01",
];

// Splitting by UTF-16 unit also yields the emoji's lone surrogate halves, which editors can leave behind.
const specialCharacter = fc.constantFrom(..."\t:'\"[]{},#-?|>&*!%@`\\ \n\r<>/é😀\u00a0".split(""), "😀");

const junk = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...junkSnippets) },
  { weight: 3, arbitrary: fc.string({ unit: specialCharacter, minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((length) => "x".repeat(length)) },
);

const lineIndent = fc.constantFrom("", "  ", "    ", " ", "\t");

/** How to generate each kind of step; the tests use it to check every kind really changes files. */
export const stepArbitraries: { [Kind in MutationKind]: fc.Arbitrary<Extract<MutationStep, { kind: Kind }>> } = {
  deleteEntry: fc.record({ kind: fc.constant("deleteEntry"), pick }),
  duplicateListItem: fc.record({ kind: fc.constant("duplicateListItem"), pick }),
  retypeScalar: fc.record({ kind: fc.constant("retypeScalar"), pick, replacement: replacementValue }),
  misspellKey: fc.record({ kind: fc.constant("misspellKey"), pick, typo }),
  retypeSection: fc.record({ kind: fc.constant("retypeSection"), pick, newType: sectionType }),
  borrowSection: fc.record({ kind: fc.constant("borrowSection"), donor: pick, pick, at: pick, move: fc.boolean() }),
  truncate: fc.record({ kind: fc.constant("truncate"), at: pick }),
  insertJunk: fc.record({ kind: fc.constant("insertJunk"), at: pick, junk }),
  insertJunkLine: fc.record({ kind: fc.constant("insertJunkLine"), line: pick, indent: lineIndent, junk }),
  deleteLine: fc.record({ kind: fc.constant("deleteLine"), line: pick }),
  reindentLine: fc.record({ kind: fc.constant("reindentLine"), line: pick, indent: fc.constantFrom<Indent>(-4, -2, -1, 1, 2, 4, "tab") }),
};

export const mutationKinds = Object.keys(stepArbitraries) as MutationKind[];

const structuralKinds: readonly MutationKind[] = ["deleteEntry", "duplicateListItem", "retypeScalar", "misspellKey", "retypeSection", "borrowSection"];

function anyStepOf(kinds: readonly MutationKind[]): fc.Arbitrary<MutationStep> {
  return fc.oneof(...kinds.map((kind): fc.Arbitrary<MutationStep> => stepArbitraries[kind]));
}

/**
 * One mutation of any kind. Structural steps weigh more because text damage
 * usually breaks the YAML, which turns the structural steps after it into no-ops.
 */
export const mutationStep: fc.Arbitrary<MutationStep> = fc.oneof(
  { weight: 3, arbitrary: anyStepOf(structuralKinds) },
  { weight: 2, arbitrary: anyStepOf(mutationKinds.filter((kind) => !structuralKinds.includes(kind))) },
);

/** 1-3 mutations of one shipped file, or (now and then) the file deleted outright. */
/** The files the mutations understand: YAML (site settings and pages). News entries are Markdown with front matter, tested on their own. */
export function yamlFiles(shipped: readonly SourceFile[]): string[] {
  return shipped.filter((source) => source.kind === "site" || source.kind === "page").map((source) => source.path);
}

export function fuzzCaseArbitrary(shipped: readonly SourceFile[]): fc.Arbitrary<FuzzCase> {
  const file = fc.constantFrom(...yamlFiles(shipped));
  return fc.oneof(
    { weight: 19, arbitrary: fc.record({ action: fc.constant("mutate" as const), file, steps: fc.array(mutationStep, { minLength: 1, maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.record({ action: fc.constant("delete" as const), file }) },
  );
}
