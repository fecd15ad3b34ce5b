/**
 * The form for what is selected: the site settings, a section, or the page's own
 * fields. It brings zod and every schema, so the studio loads it beside its first
 * screen rather than before it.
 */
import { useMemo, type ReactNode } from "react";
import { pageSchema } from "../../content/page.ts";
import { siteSchema } from "../../content/site.ts";
import * as styles from "../styles.ts";
import { blockDescription, sectionSchemaFor } from "./fields.ts";
import { TranslationContext } from "./context.tsx";
import type { EarlierEnglish, EarlierEnglishQuestion } from "../translation/earlier-english.ts";
import { SchemaFields } from "./SchemaFields.tsx";
import { aidFromText, aidText, translationAid } from "./translation-aid.ts";
import { TranslationBar } from "./TranslationBar.tsx";

/** The page's own fields; its sections have their own forms. */
const pageFieldsSchema = pageSchema.omit({ sections: true });

interface FormPanelProps {
  kind: "site" | "page";
  /** The file's current value. */
  data: unknown;
  /** The selected section, with its place in the page. */
  section?: { index: number; value: { type?: string } };
  /** Set when the page is a translation: the English page's current value, the translation's language, and where to look up earlier English. */
  translation?: { english: unknown; language: { code: string; dir: "ltr" | "rtl" }; earlierEnglish?: ((question: EarlierEnglishQuestion) => Promise<EarlierEnglish>) | undefined } | undefined;
  onPageSettings(): void;
}

export function FormPanel({ translation, ...props }: FormPanelProps) {
  const { data } = props;
  const text = useMemo(() => (translation ? aidText(translationAid(translation.english, data, translation.language), data) : undefined), [translation, data]);
  const aid = useMemo(() => {
    if (!translation || text === undefined) return undefined;
    const lookup = translation.earlierEnglish;
    const { aid, outline } = aidFromText(text);
    return { ...aid, earlierEnglish: lookup && ((question: Omit<EarlierEnglishQuestion, "translationData">) => lookup({ ...question, translationData: outline })) };
  }, [translation, text]);
  return (
    <TranslationContext.Provider value={aid}>
      <Form {...props} {...(aid && translation ? { bar: (index: number) => <TranslationBar aid={aid} index={index} englishData={translation.english} translationData={data} /> } : {})} />
    </TranslationContext.Provider>
  );
}

function Form({ kind, data, section, onPageSettings, bar }: Omit<FormPanelProps, "translation"> & { bar?: (index: number) => ReactNode }) {
  if (kind === "site") {
    return (
      <>
        <h2 id="form-heading">Site settings</h2>
        <SchemaFields schema={siteSchema} value={data} path={[]} />
      </>
    );
  }
  const schema = section ? sectionSchemaFor(section.value.type) : undefined;
  if (section && schema) {
    return (
      <>
        <h2 id="form-heading">
          Section {section.index + 1}: {section.value.type}
        </h2>
        <p css={styles.hint}>{blockDescription(String(section.value.type))}</p>
        {bar?.(section.index)}
        <SchemaFields schema={schema} value={section.value} path={["sections", section.index]} />
        <button type="button" css={styles.button} onClick={onPageSettings}>
          Page settings
        </button>
      </>
    );
  }
  return (
    <>
      <h2 id="form-heading">Page settings</h2>
      <SchemaFields schema={pageFieldsSchema} value={data} path={[]} />
    </>
  );
}
