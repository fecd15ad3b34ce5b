/**
 * An entry's form, field by field as its collection declares them: text, pictures, links and
 * places generated from the entry's schema as a page's are (form/SchemaFields.tsx), dates in
 * words, choices and tags by their words, its text in the body editor and, in a translation,
 * the English beside each field and block with "Mark as translated". Brings zod and the
 * schemas: loaded when an entry is opened.
 */
import { useMemo, type ReactNode } from "react";
import type { Collection, CollectionWords } from "../../content/collections/declaration.ts";
import { entrySchema } from "../../content/collections/entry-schema.ts";
import { TranslationContext, useForm } from "../form/context.tsx";
import { SchemaFields } from "../form/SchemaFields.tsx";
import type { FileState } from "../store.ts";
import * as styles from "../styles.ts";
import { readEdited } from "./arabic-state.ts";
import { BodyArea } from "./BodyArea.tsx";
import { DeleteArticle } from "./DeleteArticle.tsx";
import { englishBlocks, entryAid, markTranslatedChanges } from "./entry-aid.ts";
import { bodyKey } from "../editing/entry-text.ts";
import { EnglishBlocks } from "./EnglishBlocks.tsx";
import { collectionOfEntry, collectionWordsIn } from "../collections/declarations.ts";
import { ChoiceField } from "./ChoiceField.tsx";
import { DateField, DateRangeField, ScheduleField } from "./ScheduleField.tsx";
import { TagChoice } from "./TagChoice.tsx";

/** Each declared field's control, in the declaration's order; then Draft. */
function fieldControls(collection: Collection, words: CollectionWords, data: Record<string, unknown>, now: Date): ReactNode[] {
  const schema = entrySchema(collection);
  const label = (name: string) => words.fields[name] ?? collection.fields[name]!.label;
  const controls = Object.entries(collection.fields).map(([name, field]) => {
    const hint = field.help;
    if (name === collection.publish) {
      return <ScheduleField key={name} name={name} label={label(name)} date={data[name]} draft={data.draft} closes={collection.expires ? data[collection.expires] : undefined} one={collection.labels.one ?? "entry"} now={now} />;
    }
    switch (field.kind) {
      case "datetime":
        return <DateField key={name} name={name} label={label(name)} hint={hint} required={field.required} value={data[name]} now={now} />;
      case "daterange":
        return <DateRangeField key={name} name={name} label={label(name)} hint={hint} value={data[name]} />;
      case "choice":
        return <ChoiceField key={name} name={name} label={label(name)} hint={hint} values={field.values} words={{ ...collection.labels.values, ...words.values }} required={field.required} value={data[name]} />;
      case "tags":
        return <TagChoice key={name} name={name} label={label(name)} max={field.max} chosen={Array.isArray(data[name]) ? (data[name] as unknown[]) : []} labels={{ ...collection.labels.tags, ...words.tags }} />;
      default:
        return <SchemaFields key={name} schema={schema.pick({ [name]: true } as Record<string, true>)} value={data} path={[]} />;
    }
  });
  return [...controls, <SchemaFields key="draft" schema={schema.pick({ draft: true, siteSearch: true })} value={data} path={[]} />];
}

export interface EntryFormProps {
  file: FileState;
  /** The article's value with its unsaved edits. */
  data: Record<string, unknown>;
  now: Date;
  /** Each page's title by its route, naming the body editor's link choices. */
  pageNames: Readonly<Record<string, string>>;
  /** Set when the article is a translation: its English as being edited, and its language. */
  english?: { file: FileState; language: { code: string; dir: "ltr" | "rtl"; name: string } } | undefined;
  /** Where a click in the preview asked the body editor to put the cursor. */
  focusBlock?: { index: number; offset?: number } | undefined;
  /** The article's translations, by language name, which "Delete" may take along. */
  translationNames: readonly string[];
  onDelete?(withTranslations: boolean): Promise<boolean>;
  readOnly: boolean;
}

/** The entry's form, once its collection's declaration is read; a plain note while it cannot be. */
export function EntryForm(props: EntryFormProps) {
  const collection = collectionOfEntry(props.file.file.path);
  if (!collection) {
    return (
      <p css={styles.notice} role="note">
        The studio cannot read this entry's collection: its declaration in the site's collections has a problem, listed above.
      </p>
    );
  }
  const words = props.english ? (collectionWordsIn(collection, props.english.language.code) ?? collection.labels) : collection.labels;
  return <CollectionEntryForm {...props} collection={collection} words={words} />;
}

function CollectionEntryForm({ file, collection, words, data, now, pageNames, english, focusBlock, translationNames, onDelete, readOnly }: EntryFormProps & { collection: Collection; words: CollectionWords }) {
  const form = useForm();
  const englishFile = english ? readEdited(english.file) : undefined;
  const ownFile = english ? readEdited(file) : undefined;
  const language = english?.language;
  const aid = useMemo(() => (englishFile && language ? entryAid(englishFile, ownFile, language) : undefined), [englishFile, ownFile, language]);
  const paired = useMemo(() => (englishFile ? englishBlocks(englishFile, ownFile) : { blocks: [], orphaned: [] }), [englishFile, ownFile]);
  const one = collection.labels.one ?? "entry";
  const heading = data[collection.title];
  const title = typeof heading === "string" && heading.trim() !== "" ? heading.trim() : `Untitled ${one}`;
  const body = typeof data[bodyKey] === "string" ? (data[bodyKey] as string) : "";
  const behind = aid ? [...aid.english.values(), ...paired.blocks].filter((source) => source.state !== "current").length + paired.orphaned.length : 0;
  return (
    <TranslationContext.Provider value={aid}>
      <h2 id="form-heading">
        {english ? `${english.language.name} translation: ` : `${one.charAt(0).toUpperCase()}${one.slice(1)}: `}
        <bdi>{title}</bdi>
      </h2>
      {english && englishFile && (
        <div css={styles.notice} role="note">
          <span>
            {behind === 0 ? "Every text is marked as translated from the English as it now reads." : `${behind} ${behind === 1 ? "text is" : "texts are"} not marked as translated from the English as it now reads.`}
          </span>
          {!readOnly && (
            <button
              type="button"
              css={styles.button}
              onClick={() => {
                for (const change of markTranslatedChanges(englishFile, ownFile)) {
                  if (change.op === "set") form.set(change.path, change.value);
                  else form.remove(change.path);
                }
              }}
            >
              Mark as translated
            </button>
          )}
        </div>
      )}
      {fieldControls(collection, words, data, now)}
      {/* One editor per article: it splices into the body it opened with. */}
      <BodyArea key={file.file.path} pageNames={pageNames} body={body} dir={language?.dir ?? "ltr"} lang={language?.code ?? "en"} focusBlock={focusBlock} readOnly={readOnly} />
      {english && (paired.blocks.length > 0 || paired.orphaned.length > 0) && <EnglishBlocks blocks={paired.blocks} orphaned={paired.orphaned} />}
      {onDelete && !readOnly && <DeleteArticle title={title} one={one} translationNames={translationNames} onDelete={onDelete} />}
    </TranslationContext.Provider>
  );
}
