/**
 * An article's form: its fields generated from the collection's schema as a page's are
 * (form/SchemaFields.tsx), the day and time it goes live in words, its tags from the site's
 * list, its text in the body editor and, in a translation, the English beside each field and
 * block with "Mark as translated". Brings zod and the schemas: loaded when an article is opened.
 */
import { useMemo } from "react";
import { newsEntrySchema } from "../../content/news/schema.ts";
import { TranslationContext, useForm } from "../form/context.tsx";
import { SchemaFields } from "../form/SchemaFields.tsx";
import type { FileState } from "../store.ts";
import * as styles from "../styles.ts";
import { readEdited } from "./arabic-state.ts";
import { BodyArea } from "./BodyArea.tsx";
import { DeleteArticle } from "./DeleteArticle.tsx";
import { englishBlocks, entryAid, markTranslatedChanges } from "./entry-aid.ts";
import { bodyKey } from "../entry-text.ts";
import { EnglishBlocks } from "./EnglishBlocks.tsx";
import { KindChoice } from "./KindChoice.tsx";
import { ScheduleField, UpdatedField } from "./ScheduleField.tsx";
import { TagChoice } from "./TagChoice.tsx";

const headlineFields = newsEntrySchema.pick({ title: true, summary: true });
const pictureFields = newsEntrySchema.pick({ image: true, dateline: true, attachments: true, draft: true, siteSearch: true });

export interface EntryFormProps {
  file: FileState;
  /** The article's value with its unsaved edits. */
  data: Record<string, unknown>;
  now: Date;
  /** Each page's title by its route, naming the body editor's link choices. */
  pageNames: Readonly<Record<string, string>>;
  /** The tags the article's language may use, key → label (site.yaml news.tags). */
  tagLabels: Readonly<Record<string, string>>;
  /** Set when the article is a translation: its English as being edited, and its language. */
  english?: { file: FileState; language: { code: string; dir: "ltr" | "rtl"; name: string } } | undefined;
  /** Where a click in the preview asked the body editor to put the cursor. */
  focusBlock?: { index: number; offset?: number } | undefined;
  /** The article's translations, by language name, which "Delete" may take along. */
  translationNames: readonly string[];
  onDelete?(withTranslations: boolean): Promise<boolean>;
  readOnly: boolean;
}

export function EntryForm({ file, data, now, pageNames, tagLabels, english, focusBlock, translationNames, onDelete, readOnly }: EntryFormProps) {
  const form = useForm();
  const englishFile = english ? readEdited(english.file) : undefined;
  const ownFile = english ? readEdited(file) : undefined;
  const language = english?.language;
  const aid = useMemo(() => (englishFile && language ? entryAid(englishFile, ownFile, language) : undefined), [englishFile, ownFile, language]);
  const blocks = useMemo(() => (englishFile ? englishBlocks(englishFile, ownFile) : []), [englishFile, ownFile]);
  const title = typeof data.title === "string" && data.title.trim() !== "" ? data.title.trim() : "Untitled article";
  const body = typeof data[bodyKey] === "string" ? (data[bodyKey] as string) : "";
  const behind = aid ? [...aid.english.values(), ...blocks].filter((source) => source.state !== "current").length : 0;
  return (
    <TranslationContext.Provider value={aid}>
      <h2 id="form-heading">
        {english ? `${english.language.name} translation: ` : "Article: "}
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
      <SchemaFields schema={headlineFields} value={data} path={[]} />
      <KindChoice value={data.type} />
      <ScheduleField date={data.date} draft={data.draft} now={now} />
      <UpdatedField updated={data.updated} now={now} />
      <TagChoice chosen={Array.isArray(data.tags) ? (data.tags as unknown[]) : []} labels={tagLabels} />
      <SchemaFields schema={pictureFields} value={data} path={[]} />
      {/* One editor per article: it splices into the body it opened with. */}
      <BodyArea key={file.file.path} pageNames={pageNames} body={body} dir={language?.dir ?? "ltr"} lang={language?.code ?? "en"} focusBlock={focusBlock} readOnly={readOnly} />
      {english && blocks.length > 0 && <EnglishBlocks blocks={blocks} />}
      {onDelete && !readOnly && <DeleteArticle title={title} translationNames={translationNames} onDelete={onDelete} />}
    </TranslationContext.Provider>
  );
}
