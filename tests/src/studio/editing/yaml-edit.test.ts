import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isMap, isScalar, isSeq, parse, parseDocument } from "yaml";
import { readContentSources } from "../../../../scripts/content/sources.ts";
import { validateSources } from "../../../../src/validation/validate.ts";
import { schemaKeyOrder } from "../../../../src/studio/editing/key-order.ts";
import { applyChanges, EditError, itemLines, type EditOptions } from "../../../../src/studio/editing/yaml-edit.ts";
import { applyAllToData, type Change, type PathSegment } from "../../../../src/studio/editing/changes.ts";

// The YAML files; news entries are Markdown with front matter.
const shipped = readContentSources(process.cwd()).filter((source) => source.kind !== "entry");

/** Lines of `after` that differ from `before`, as a unified-diff-like list. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

/** The file's comment lines; the lines of a block scalar (a prose body's "## Heading") are text, not comments. */
function comments(text: string): string[] {
  const lines = text.split("\n");
  const kept: string[] = [];
  let blockIndent: number | undefined;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (blockIndent !== undefined && (line.trim() === "" || indent >= blockIndent)) continue;
    blockIndent = undefined;
    if (line.trim().startsWith("#") || / #/.test(line)) kept.push(line);
    // A key ending in | or > starts a block scalar: the lines indented deeper belong to it.
    if (/:\s*[|>][-+]?\s*$/.test(line)) blockIndent = indent + 1;
  }
  return kept;
}

function scalarPaths(text: string): { path: PathSegment[]; value: unknown; shape: string }[] {
  const found: { path: PathSegment[]; value: unknown; shape: string }[] = [];
  const walk = (node: unknown, path: PathSegment[], inFlow: boolean) => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, String((pair.key as { value: unknown }).value)], Boolean(node.flow));
    else if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index], Boolean(node.flow)));
    else if (isScalar(node) && node.value !== null) {
      const shape = `${path.map((segment) => (typeof segment === "number" ? "#" : segment)).join(".")} ${node.type ?? ""}${inFlow ? " flow" : ""}`;
      found.push({ path, value: node.value, shape });
    }
  };
  walk(parseDocument(text).contents, [], false);
  return found;
}

/**
 * One value of each shape the shipped files hold: the same key in the same place (list positions
 * aside), written in the same style (plain, quoted, block), in a block or a flow collection, in
 * a file of the same kind. The edit layer acts on that shape, not on the words, so the cost of
 * the whole-content checks follows the content's variety, not the number of its pages and entries.
 */
function valueOfEachShape(): { source: (typeof shipped)[number]; path: PathSegment[]; value: unknown }[] {
  const seen = new Set<string>();
  return shipped.flatMap((source) =>
    source.kind === "stray"
      ? []
      : scalarPaths(source.text)
          .filter(({ shape }) => !seen.has(`${source.kind} ${shape}`) && Boolean(seen.add(`${source.kind} ${shape}`)))
          .map(({ path, value }) => ({ source, path, value })),
  );
}

/** Applies to the text and to the data, and checks they agree: what the studio shows is what is saved. */
function edit(text: string, changes: Change[], options?: EditOptions): string {
  const after = applyChanges(text, changes, options);
  expect(parse(after)).toEqual(applyAllToData(parse(text), changes));
  return after;
}

const sample = `# A page
route: /sample # the address
title: Sample — Brand
description: >-
  A long description that is folded over
  two lines.
tags: [one, two, "three"]
sections:
  - type: hero
    title: Hello

  # The closing call to action: keep it last.
  - type: cta
    title: Bye
    actions:
      - label: Go
        href: /
`;

describe("the YAML edit layer", () => {
  it("leaves every shipped file byte-identical when a value of each shape is set to itself", () => {
    const values = valueOfEachShape();
    expect(values.length).toBeGreaterThan(200);
    for (const { source, path, value } of values) {
      expect(applyChanges(source.text, [{ op: "set", path, value }]), `${source.path} ${path.join(".")}`).toBe(source.text);
    }
  });

  it("writes a one-line value of each shape in the shipped files back exactly as it was after changing it", () => {
    const documents = new Map<string, ReturnType<typeof parseDocument>>();
    for (const { source, path, value } of valueOfEachShape()) {
      if (!documents.has(source.path)) documents.set(source.path, parseDocument(source.text));
      const node = documents.get(source.path)!.getIn(path, true) as { type?: string };
      if (node.type === "BLOCK_FOLDED" || node.type === "BLOCK_LITERAL") continue;
      const other = typeof value === "string" ? `${value} changed` : typeof value === "number" ? value + 1 : !value;
      const there = applyChanges(source.text, [{ op: "set", path, value: other }]);
      expect(applyChanges(there, [{ op: "set", path, value }]), `${source.path} ${path.join(".")}`).toBe(source.text);
    }
  });

  it("changes exactly one line when a title changes, in every shipped file, keeping every comment", () => {
    for (const source of shipped) {
      if (source.kind !== "page") continue;
      const after = edit(source.text, [{ op: "set", path: ["title"], value: "A New Title — Verdavia" }]);
      expect(changedLines(source.text, after), source.path).toEqual({
        removed: [source.text.split("\n").find((line) => line.startsWith("title:"))],
        added: ["title: A New Title — Verdavia"],
      });
      expect(comments(after)).toEqual(comments(source.text));
    }
  });

  it("keeps a comment after the value on the same line", () => {
    const after = edit(sample, [{ op: "set", path: ["route"], value: "/other" }]);
    expect(changedLines(sample, after)).toEqual({ removed: ["route: /sample # the address"], added: ["route: /other # the address"] });
  });

  it("quotes a value only when it must, and keeps the quotes it had", () => {
    expect(changedLines(sample, edit(sample, [{ op: "set", path: ["sections", 0, "title"], value: "Note: this" }])).added).toEqual(['    title: "Note: this"']);
    const quoted = 'title: "Hello"\n';
    expect(edit(quoted, [{ op: "set", path: ["title"], value: "Bye" }])).toBe('title: "Bye"\n');
  });

  it("writes an empty new field as \"\" and the words typed into it without quotes", () => {
    const added = edit(sample, [{ op: "insert", path: ["sections", 1, "actions"], index: 1, value: { label: "", href: "" } }]);
    expect(added).toContain('      - label: ""\n        href: ""\n');
    expect(edit(added, [{ op: "set", path: ["sections", 1, "actions", 1, "label"], value: "Read more" }])).toContain("      - label: Read more\n");
  });

  it("rewrites a folded block scalar in place, keeping its style and indentation", () => {
    const after = edit(sample, [{ op: "set", path: ["description"], value: "Shorter now." }]);
    expect(after).toBe(sample.replace(">-\n  A long description that is folded over\n  two lines.\n", ">-\n  Shorter now.\n"));
    const contact = shipped.find((source) => source.path.endsWith("contact.yaml"))!;
    const answer = edit(contact.text, [{ op: "set", path: ["sections", 3, "items", 1, "answer"], value: "Yes." }]);
    expect(changedLines(contact.text, answer).added).toEqual(["          Yes."]);
    expect(changedLines(contact.text, answer).removed).toHaveLength(3);
  });

  it("edits, adds to and removes from a flow sequence without touching its style", () => {
    expect(edit(sample, [{ op: "set", path: ["tags", 1], value: "deux" }])).toContain('tags: [one, deux, "three"]\n');
    expect(edit(sample, [{ op: "insert", path: ["tags"], index: 3, value: "four" }])).toContain('tags: [one, two, "three", four]\n');
    expect(edit(sample, [{ op: "delete", path: ["tags", 0] }])).toContain('tags: [two, "three"]\n');
    expect(edit(sample, [{ op: "move", path: ["tags"], from: 0, to: 2 }])).toContain('tags: [two, "three", one]\n');
    expect(edit(sample, [{ op: "insert", path: ["tags"], index: 0, value: "a, b" }])).toContain('tags: ["a, b", one,');
  });

  it("adds a missing key after its siblings, and a missing parent with it", () => {
    const after = edit(sample, [{ op: "set", path: ["sections", 0, "subtitle"], value: "More" }]);
    expect(changedLines(sample, after)).toEqual({ removed: [], added: ["    subtitle: More"] });
    const nested = edit(sample, [{ op: "set", path: ["sections", 0, "link", "href"], value: "/contact" }]);
    expect(changedLines(sample, nested)).toEqual({ removed: [], added: ["    link:", "      href: /contact"] });
  });

  it("deletes a key with its comment lines and nothing else", () => {
    const after = edit(sample, [{ op: "delete", path: ["description"] }]);
    expect(after).toBe(sample.replace(/description: >-\n.*\n.*\n/, ""));
  });

  it("moves sections with their comments and keeps the blank lines between them", () => {
    const after = edit(sample, [{ op: "move", path: ["sections"], from: 1, to: 0 }]);
    expect(after).toContain("sections:\n  # The closing call to action: keep it last.\n  - type: cta\n    title: Bye\n    actions:\n      - label: Go\n        href: /\n\n  - type: hero\n    title: Hello\n");
    expect(edit(after, [{ op: "move", path: ["sections"], from: 0, to: 1 }])).toBe(sample);
  });

  it("adds a section styled like its neighbours and removes it again to the same bytes", () => {
    const added = edit(sample, [{ op: "insert", path: ["sections"], index: 1, value: { type: "text", body: ["First paragraph."] } }]);
    expect(added).toContain("    title: Hello\n\n  - type: text\n    body:\n      - First paragraph.\n\n  # The closing call");
    expect(edit(added, [{ op: "delete", path: ["sections", 1] }])).toBe(sample);
    const appended = edit(sample, [{ op: "insert", path: ["sections"], index: 2, value: { type: "text", body: ["Last."] } }]);
    expect(appended.endsWith("        href: /\n\n  - type: text\n    body:\n      - Last.\n")).toBe(true);
  });

  it("keeps an emptied list a list", () => {
    expect(edit(sample, [{ op: "delete", path: ["sections", 1, "actions", 0] }])).toContain("    title: Bye\n    actions: []\n");
  });

  it("adds an FAQ entry to the shipped contact page and reorders its sections; only those lines change and it still validates", () => {
    const contact = shipped.find((source) => source.path.endsWith("contact.yaml"))!;
    const entry = { question: "Do you ship outside Europe?", answer: "Yes, to any airport our partners supply." };
    const after = edit(contact.text, [
      { op: "insert", path: ["sections", 3, "items"], index: 4, value: entry },
      { op: "move", path: ["sections"], from: 3, to: 2 },
    ]);
    expect(after.split("\n").sort()).toEqual([...contact.text.split("\n"), "      - question: Do you ship outside Europe?", "        answer: Yes, to any airport our partners supply."].sort());
    expect(comments(after)).toEqual(comments(contact.text));
    const result = validateSources(shipped.map((source) => (source === contact ? { ...source, text: after } : source)));
    expect(result.stats.errors).toBe(0);
  });

  it("writes multi-line text as a literal block at the right indentation", () => {
    const after = edit(sample, [{ op: "set", path: ["sections", 0, "title"], value: "One\nTwo" }]);
    expect(after).toContain("    title: |-\n      One\n      Two\n\n  # The closing");
  });

  it("refuses a change whose path is not in the file", () => {
    expect(() => applyChanges(sample, [{ op: "delete", path: ["sections", 5] }])).toThrow(EditError);
    expect(() => applyChanges(sample, [{ op: "move", path: ["sections"], from: 0, to: 4 }])).toThrow(EditError);
    expect(() => applyChanges("a: [\n", [{ op: "set", path: ["a"], value: 1 }])).toThrow(/syntax error/);
  });

  it("keeps a file without a final newline without one", () => {
    expect(applyChanges("title: A", [{ op: "set", path: ["title"], value: "B" }])).toBe("title: B");
  });

  it("finds the line of each section for the code editor", () => {
    expect(itemLines(sample, ["sections"])).toEqual([9, 13]);
    const lines = readFileSync("content/pages/contact.yaml", "utf8").split("\n");
    for (const line of itemLines(lines.join("\n"), ["sections"])) expect(lines[line - 1]).toMatch(/^ {2}- type: /);
  });

  it("never leaves a node it was not asked to change", () => {
    const words = valueOfEachShape().filter(({ source, value }) => source.kind === "page" && typeof value === "string");
    expect(words.length).toBeGreaterThan(50);
    for (const { source, path } of words) {
      const after = applyChanges(source.text, [{ op: "set", path, value: "Changed words" }]);
      const expected = applyAllToData(parse(source.text), [{ op: "set", path, value: "Changed words" }]);
      expect(parse(after), `${source.path} ${path.join(".")}`).toEqual(expected);
      expect(comments(after)).toEqual(comments(source.text));
    }
  });
});

const shippedFile = (name: string) => shipped.find((source) => source.path === `content/pages/${name}.yaml`)!;
const pageOrder: EditOptions = { keyOrder: schemaKeyOrder("content/pages/sample.yaml") };

describe("a new key, where the schema lists it", () => {
  it("goes before the nearest sibling the schema lists after it", () => {
    // hero: type, id, eyebrow, title, subtitle, …
    const after = edit(sample, [{ op: "set", path: ["sections", 0, "eyebrow"], value: "New" }], pageOrder);
    expect(after).toContain("  - type: hero\n    eyebrow: New\n    title: Hello\n");
    expect(changedLines(sample, after)).toEqual({ removed: [], added: ["    eyebrow: New"] });
  });

  it("goes after its last sibling when the schema lists it last of them", () => {
    const after = edit(sample, [{ op: "set", path: ["sections", 0, "subtitle"], value: "More" }], pageOrder);
    expect(after).toContain("    title: Hello\n    subtitle: More\n\n");
  });

  it("goes above the comment lines of the key it precedes, which stay with that key", () => {
    const text = "route: /sample\ntitle: Sample\n# The page's sections, top to bottom.\nsections: []\n";
    const after = edit(text, [{ op: "set", path: ["description"], value: "A page." }], pageOrder);
    expect(after).toBe("route: /sample\ntitle: Sample\ndescription: A page.\n# The page's sections, top to bottom.\nsections: []\n");
  });

  it("goes above the key that follows it in the schema, in a shipped file whose keys are not all in order", () => {
    // The home hero reads type, size, title, …; the schema lists size near its end.
    const home = shippedFile("home");
    const nested = edit(home.text, [{ op: "set", path: ["sections", 0, "eyebrow"], value: "Verdavia" }], pageOrder);
    expect(nested).toContain("    size: full\n    eyebrow: Verdavia\n    title: Fueling a Greener Tomorrow\n");
  });

  it("orders a new key in a flow mapping too, and a new parent with its key", () => {
    const text = "sections:\n  - { type: hero, title: Hi }\n";
    expect(edit(text, [{ op: "set", path: ["sections", 0, "id"], value: "top" }], pageOrder)).toBe("sections:\n  - { type: hero, id: top, title: Hi }\n");
    const page = "route: /sample\nsections:\n  - type: hero\n    title: Hi\n";
    expect(edit(page, [{ op: "set", path: ["title"], value: "Sample" }], pageOrder)).toBe("route: /sample\ntitle: Sample\nsections:\n  - type: hero\n    title: Hi\n");
  });

  it("appends when no order is given, as for a key the schema does not know", () => {
    expect(edit(sample, [{ op: "set", path: ["sections", 0, "eyebrow"], value: "New" }])).toContain("    title: Hello\n    eyebrow: New\n");
  });
});

/** Every block scalar of the shipped content, with its path and value. */
function blockScalars(): { source: (typeof shipped)[number]; path: PathSegment[]; value: string }[] {
  return shipped
    .filter((source) => source.kind !== "stray")
    .flatMap((source) =>
      scalarPaths(source.text)
        .filter(({ path }) => ["BLOCK_FOLDED", "BLOCK_LITERAL"].includes((parseDocument(source.text).getIn(path, true) as { type?: string }).type ?? ""))
        .map(({ path, value }) => ({ source, path, value: String(value) })),
    );
}

describe("block scalars", () => {
  const contact = () => shippedFile("contact");
  const answer = ["sections", 3, "items", 1, "answer"];

  it("changes only the line holding a changed word, keeping the style and the other line breaks", () => {
    const value = parse(contact().text).sections[3].items[1].answer as string;
    const after = edit(contact().text, [{ op: "set", path: answer, value: value.replace("existing aircraft", "today's aircraft") }]);
    expect(changedLines(contact().text, after)).toEqual({
      removed: ["          conventional jet fuel and used in existing aircraft, engines and fuelling"],
      added: ["          conventional jet fuel and used in today's aircraft, engines and fuelling"],
    });
  });

  it("folds only the words added, and leaves the lines before them as they were", () => {
    const value = parse(contact().text).sections[3].items[1].answer as string;
    const longer = `${value} Blends of up to 50% are certified today, and airlines can start with a single airport and a single route.`;
    const after = edit(contact().text, [{ op: "set", path: answer, value: longer }]);
    const { removed, added } = changedLines(contact().text, after);
    expect(removed).toEqual(["          infrastructure without modification."]);
    expect(added.length).toBeGreaterThan(1);
    expect(added[0]!.startsWith("          infrastructure without modification. Blends")).toBe(true);
    expect(added.every((line) => line.startsWith("          ") && line.length <= 10 + 85)).toBe(true);
  });

  it("changes one line, or folds one line into two, whichever a changed last word needs, in every block scalar shipped", { timeout: 60_000 }, () => {
    const found = blockScalars();
    expect(found.length).toBeGreaterThan(10);
    for (const { source, path, value } of found) {
      const changed = value.replace(/(\S+)(\s*)$/, "rewritten$2");
      const after = edit(source.text, [{ op: "set", path, value: changed }]);
      const { removed, added } = changedLines(source.text, after);
      expect(removed, `${source.path} ${path.join(".")}`).toHaveLength(1);
      expect(added.length, `${source.path} ${path.join(".")}`).toBeLessThanOrEqual(2);
    }
  });

  it("keeps a comment on the header line, and the chomping the value needs", () => {
    const text = "intro: >- # keep this\n  One line\n  and another.\nnext: 1\n";
    expect(edit(text, [{ op: "set", path: ["intro"], value: "One line and more." }])).toBe("intro: >- # keep this\n  One line\n  and more.\nnext: 1\n");
    expect(edit(text, [{ op: "set", path: ["intro"], value: "One line and another.\n" }])).toBe("intro: > # keep this\n  One line\n  and another.\nnext: 1\n");
  });

  it("keeps folded paragraphs apart, and the paragraphs not edited as they were", () => {
    const text = "intro: >-\n  First paragraph that\n  runs on.\n\n  Second paragraph\n  here.\nnext: 1\n";
    const after = edit(text, [{ op: "set", path: ["intro"], value: "First paragraph that runs on.\nSecond paragraph there." }]);
    expect(after).toBe("intro: >-\n  First paragraph that\n  runs on.\n\n  Second paragraph\n  there.\nnext: 1\n");
    const added = edit(text, [{ op: "set", path: ["intro"], value: "First paragraph that runs on.\nSecond paragraph here.\nA third." }]);
    expect(added).toBe("intro: >-\n  First paragraph that\n  runs on.\n\n  Second paragraph\n  here.\n\n  A third.\nnext: 1\n");
  });

  it("keeps a literal block literal, line for line", () => {
    const text = "    address: |-\n      1 Quay Street\n      Rotterdam\n    next: 1\n";
    const after = edit(text, [{ op: "set", path: ["address"], value: "2 Quay Street\nRotterdam" }]);
    expect(after).toBe("    address: |-\n      2 Quay Street\n      Rotterdam\n    next: 1\n");
    const longer = edit(text, [{ op: "set", path: ["address"], value: "1 Quay Street\nRotterdam\nNetherlands" }]);
    expect(longer).toBe("    address: |-\n      1 Quay Street\n      Rotterdam\n      Netherlands\n    next: 1\n");
  });

  it("prints the value afresh when its shape cannot be kept, and it still reads back exactly", () => {
    const text = "intro: >-\n  Some words.\nnext: 1\n";
    const spaced = "  Starts with spaces, which folded text would keep verbatim.";
    expect(parse(edit(text, [{ op: "set", path: ["intro"], value: spaced }])).intro).toBe(spaced);
  });
});
