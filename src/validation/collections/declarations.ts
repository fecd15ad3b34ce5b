/**
 * Collections' declarations (content/collections/<name>.yaml) and each translation's words for
 * them (content/ar/collections/<name>.yaml): checked by their schemas, then for what a schema
 * cannot see: every field a setting names exists and is of a kind that setting can use, no
 * two collections share an address, and a translation's words name only declared fields,
 * values and tags. Every problem is at its line and column.
 */
import { collectionSchema, collectionTranslationSchema, type Collection, type CollectionWords, type FieldKind } from "../../content/collections/declaration.ts";
import { structuredDataFields } from "../../content/collections/structured-data-fields.ts";
import { parseSource, type ParsedSource } from "../parse.ts";
import type { PathSegment } from "../location.ts";
import { problemAt, type Problem } from "../problem.ts";
import { collectionNameOf, entryFolderOf, localeOfPath, type SourceFile } from "../sources.ts";
import { closestMatch } from "../suggest.ts";
import { problemsFromIssues } from "../zod-issues.ts";

export interface DeclaredCollections {
  collections: Collection[];
  /** Each translation's words, by language code, then by collection name. */
  words: Map<string, Map<string, CollectionWords>>;
  problems: Problem[];
}

/** What kinds of field each setting may name. */
const settingKinds: { path: PathSegment[]; kinds: readonly FieldKind[]; what: string }[] = [
  { path: ["title"], kinds: ["text"], what: "an entry's heading, a text field" },
  { path: ["summary"], kinds: ["text"], what: "an entry's summary, a text field" },
  { path: ["image"], kinds: ["image"], what: "the card's picture, an image field" },
  { path: ["publish"], kinds: ["datetime"], what: "the publishing date, a datetime field" },
  { path: ["expires"], kinds: ["datetime"], what: "the closing date, a datetime field" },
  { path: ["upcoming"], kinds: ["daterange", "datetime"], what: "when an entry happens, a daterange or datetime field" },
  { path: ["listing", "sortBy"], kinds: ["datetime", "daterange"], what: "the listing's order, a datetime or daterange field" },
  { path: ["card", "badge"], kinds: ["choice"], what: "the card's label, a choice field" },
  { path: ["card", "date"], kinds: ["datetime", "daterange"], what: "the card's date, a datetime or daterange field" },
  { path: ["page", "dateline"], kinds: ["text"], what: "the dateline, a text field" },
  { path: ["calendar"], kinds: ["daterange"], what: "the calendar's dates, a daterange field" },
  { path: ["venue"], kinds: ["place"], what: "the venue, a place field" },
];

const listSettingKinds: { path: PathSegment[]; kinds: readonly FieldKind[]; what: string }[] = [
  { path: ["listing", "filters"], kinds: ["choice", "tags"], what: "a filter, a choice or tags field" },
  { path: ["card", "facts"], kinds: ["text", "choice", "place", "datetime", "daterange", "number", "email"], what: "a card's fact, a short field" },
  { path: ["page", "facts"], kinds: ["text", "choice", "place", "datetime", "daterange", "number", "email", "link"], what: "a page's fact, a short field" },
  { path: ["page", "actions"], kinds: ["link"], what: "a button, a link field" },
];

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value = data;
  for (const segment of path) value = value && typeof value === "object" ? (value as Record<string | number, unknown>)[segment] : undefined;
  return value;
}

/** Field references of one declaration that name no field, or a field of the wrong kind. */
function fieldReferenceProblems(parsed: ParsedSource, collection: Collection): Problem[] {
  const problems: Problem[] = [];
  const names = Object.keys(collection.fields);
  const check = (path: PathSegment[], name: string, kinds: readonly FieldKind[], what: string) => {
    const field = collection.fields[name];
    if (!field) {
      const suggestion = closestMatch(name, names);
      problems.push(problemAt(parsed, path, "collection-unknown-field", `There is no field "${name}" under fields:.${suggestion ? ` Did you mean "${suggestion}"?` : ` Fields: ${names.join(", ")}.`}`, { suggestion }));
    } else if (!kinds.includes(field.kind)) {
      problems.push(problemAt(parsed, path, "collection-field-kind", `"${name}" is a ${field.kind} field, but this setting needs ${what}.`));
    }
  };
  for (const setting of settingKinds) {
    const name = valueAt(collection, setting.path);
    if (typeof name === "string") check(setting.path, name, setting.kinds, setting.what);
  }
  for (const setting of listSettingKinds) {
    const list = valueAt(collection, setting.path);
    if (Array.isArray(list)) list.forEach((name: string, index) => check([...setting.path, index], name, setting.kinds, setting.what));
  }
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.kind === "choice" && field.default !== undefined && !field.values.includes(field.default)) {
      problems.push(problemAt(parsed, ["fields", name, "default"], "collection-choice-default", `"${field.default}" is not one of ${name}'s values: ${field.values.join(", ")}.`, { suggestion: closestMatch(field.default, field.values) }));
    }
  }
  if (collection.apply && !collection.labels.apply) problems.push(problemAt(parsed, ["apply"], "collection-apply-words", 'Give the button\'s words under labels: apply:, e.g. "Apply for this role".'));
  const required = collection.fields[collection.title];
  if (required && !required.required) problems.push(problemAt(parsed, ["fields", collection.title, "required"], "collection-optional-title", "An entry's heading can't be optional: remove required: false."));
  if (collection.structuredData) {
    const known = structuredDataFields[collection.structuredData.type];
    for (const [property, name] of Object.entries(collection.structuredData.fields)) {
      const kinds = known[property];
      if (!kinds) {
        const suggestion = closestMatch(property, Object.keys(known));
        problems.push(problemAt(parsed, ["structuredData", "fields", property], "collection-unknown-property", `${collection.structuredData.type} has no property "${property}" the site can fill.${suggestion ? ` Did you mean "${suggestion}"?` : ` It can fill: ${Object.keys(known).join(", ")}.`}`, { suggestion }));
      } else check(["structuredData", "fields", property], name, kinds, `a ${kinds.join(" or ")} field for ${property}`);
    }
  }
  return problems;
}

/** A translation's words that name no declared field, value or tag. */
function wordsProblems(parsed: ParsedSource, words: CollectionWords, collection: Collection): Problem[] {
  const problems: Problem[] = [];
  const values = new Set(Object.values(collection.fields).flatMap((field) => (field.kind === "choice" ? field.values.flatMap((value) => [value, `${value}-plural`]) : [])));
  const checks: [keyof CollectionWords, readonly string[], string][] = [
    ["fields", Object.keys(collection.fields), "field"],
    ["values", [...values], "choice value"],
    ["tags", Object.keys(collection.labels.tags), "tag"],
    ["actions", Object.keys(collection.fields), "field"],
  ];
  for (const [key, known, what] of checks) {
    for (const name of Object.keys((words[key] as Record<string, string> | undefined) ?? {})) {
      if (known.includes(name)) continue;
      const suggestion = closestMatch(name, [...known]);
      problems.push(problemAt(parsed, ["labels", key, name], "collection-unknown-word", `The collection declares no ${what} "${name}".${suggestion ? ` Did you mean "${suggestion}"?` : ""}`, { suggestion }));
    }
  }
  return problems;
}

/** Reads every declaration and translation of words that parsed. */
export function declareCollections(files: readonly ParsedSource[]): DeclaredCollections {
  const problems: Problem[] = [];
  const collections: Collection[] = [];
  const declaredAt = new Map<string, ParsedSource>();
  const translations: { parsed: ParsedSource; locale: string; name: string }[] = [];
  for (const parsed of files) {
    const locale = localeOfPath(parsed.source.path);
    const name = collectionNameOf(parsed.source.path);
    if (locale) {
      translations.push({ parsed, locale, name });
      continue;
    }
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
      problems.push(problemAt(parsed, [], "collection-file-name", "A collection's file name is its name: lower-case words joined by hyphens, like events.yaml."));
      continue;
    }
    const checked = collectionSchema.safeParse(parsed.data);
    if (!checked.success) {
      problems.push(...problemsFromIssues(checked.error.issues, parsed, collectionSchema));
      continue;
    }
    const collection: Collection = { ...checked.data, name, folder: checked.data.folder ?? name };
    const found = fieldReferenceProblems(parsed, collection);
    problems.push(...found);
    const clash = collections.find((other) => other.route === collection.route || other.folder === collection.folder);
    if (clash) {
      const what = clash.route === collection.route ? `the address ${collection.route}` : `the folder content/${collection.folder}/`;
      problems.push(problemAt(parsed, clash.route === collection.route ? ["route"] : ["folder"], "collection-duplicate-address", `${what} is already the collection "${clash.name}" (${declaredAt.get(clash.name)!.source.path}). Give this one another.`));
      continue;
    }
    if (found.length > 0) continue;
    collections.push(collection);
    declaredAt.set(name, parsed);
  }
  const words = new Map<string, Map<string, CollectionWords>>();
  for (const { parsed, locale, name } of translations) {
    const collection = collections.find((candidate) => candidate.name === name);
    if (!collection) {
      if (!declaredAt.has(name) && !files.some((file) => !localeOfPath(file.source.path) && collectionNameOf(file.source.path) === name)) {
        problems.push(problemAt(parsed, [], "collection-translation-alone", `No collection is declared as content/collections/${name}.yaml, so these words translate nothing. Declare it first, or remove this file.`));
      }
      continue;
    }
    const keys = Object.keys(parsed.data as object).filter((key) => key !== "labels" && key !== "translated");
    for (const key of keys) problems.push(problemAt(parsed, [key], "collection-translation-key", `A translation of a collection holds only its words, under labels:. The fields, addresses and listing are the English declaration's: remove ${key}: here.`));
    if (keys.length > 0) continue;
    const checked = collectionTranslationSchema.safeParse(parsed.data);
    if (!checked.success) {
      problems.push(...problemsFromIssues(checked.error.issues, parsed, collectionTranslationSchema));
      continue;
    }
    problems.push(...wordsProblems(parsed, checked.data.labels, collection));
    if (!words.has(locale)) words.set(locale, new Map());
    words.get(locale)!.set(name, checked.data.labels);
  }
  return { collections, words, problems };
}

/** The collections that files declare, for a tool that reads one entry (the translations command, the studio): those whose declarations pass. */
export function collectionsOf(sources: readonly SourceFile[]): Collection[] {
  const parsed = sources.filter((source) => source.kind === "collection" && !localeOfPath(source.path)).flatMap((source) => {
    const read = parseSource(source).parsed;
    return read ? [read] : [];
  });
  return declareCollections(parsed).collections;
}

/** The collection an entry file belongs to, by its folder. */
export function collectionOfEntry(collections: readonly Collection[], path: string): Collection | undefined {
  const folder = entryFolderOf(path);
  return collections.find((collection) => collection.folder === folder);
}
