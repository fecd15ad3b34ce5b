/**
 * Above a translated section's form: how it stands against the English, and "Mark as
 * translated", which records the English it now matches as one more edit of the page, so
 * the translation and its fingerprints are saved together.
 */
import { markTranslatedChanges } from "../translation/mark-translated.ts";
import * as styles from "../styles.ts";
import { useForm } from "./context.tsx";
import type { TranslationAid } from "./translation-aid.ts";

interface TranslationBarProps {
  aid: TranslationAid;
  index: number;
  englishData: unknown;
  translationData: unknown;
}

/** In words: where the section stands against the English. */
function standing(aid: TranslationAid, index: number): string {
  const prefix = `sections[${index}]`;
  const fields = [...aid.english].filter(([path]) => path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)).map(([, source]) => source.state);
  const changed = fields.filter((state) => state === "changed").length;
  const untranslated = fields.filter((state) => state === "untranslated").length;
  if (untranslated > 0) {
    return `${untranslated === 1 ? "1 field" : `${untranslated} fields`} of this section ${untranslated === 1 ? "is" : "are"} not yet translated: each is marked below with the English beside it. Once every one is written, mark the section as translated.`;
  }
  if (changed > 0) return `The English changed in ${changed === 1 ? "1 field" : `${changed} fields`} since this section was translated: each is marked below with the English then and now.`;
  if (fields.includes("unmarked")) return "This section is not marked as translated yet. Once its words match the English beside them, mark it.";
  return "Up to date with the English.";
}

export function TranslationBar({ aid, index, englishData, translationData }: TranslationBarProps) {
  const form = useForm();
  if (!aid.counterpart.has(index)) {
    return (
      <p css={styles.notice} role="note">
        The English page has no such section at this place: it was removed or moved there.
      </p>
    );
  }
  const changes = markTranslatedChanges(englishData, translationData, [index]);
  return (
    <div css={styles.notice} role="note" data-translation-bar="">
      <span>{standing(aid, index)}</span>
      {changes.length > 0 && (
        <button
          type="button"
          css={styles.button}
          onClick={() => {
            for (const change of changes) if (change.op === "set") form.set(change.path, change.value);
          }}
        >
          Mark as translated
        </button>
      )}
    </div>
  );
}
