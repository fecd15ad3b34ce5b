/**
 * The English a translated field translates, read only, beside the field. A field whose
 * English changed since the translation shows the English as it was then and as it reads
 * now, words taken out and put in marked; the earlier text is looked up in the English
 * file's history only when such a field is shown.
 */
import { useContext, useEffect, useState } from "react";
import { wordDiff, type DiffPart, type EarlierEnglish } from "../translation/earlier-english.ts";
import * as styles from "../styles.ts";
import { TranslationContext } from "./context.tsx";
import type { EnglishSource } from "./translation-aid.ts";

const headings: Record<EnglishSource["state"], string> = {
  current: "English:",
  page: "English:",
  unmarked: "English (not yet marked as translated):",
  untranslated: "Not yet translated. The English:",
  changed: "The English changed since this was translated.",
};

function Words({ parts, mark }: { parts: readonly DiffPart[]; mark: "removed" | "added" }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === "same") return <span key={index}>{part.text}</span>;
        return mark === "removed" ? <del key={index}>{part.text}</del> : <ins key={index}>{part.text}</ins>;
      })}
    </>
  );
}

const when = (date: string | undefined) => (date ? ` (${new Date(date).toLocaleDateString("en-GB", { dateStyle: "medium" })})` : "");

/** The English when translated and now, side by side; asked for once the field is shown. */
function BeforeAndNow({ source }: { source: EnglishSource }) {
  const aid = useContext(TranslationContext);
  const [earlier, setEarlier] = useState<EarlierEnglish>();
  const lookup = aid?.earlierEnglish;
  const question = source.source;
  useEffect(() => {
    if (!lookup || !question?.recorded) return;
    let current = true;
    void lookup({ section: question.section, field: question.field, recorded: question.recorded }).then((answer) => current && setEarlier(answer));
    return () => {
      current = false;
    };
  }, [lookup, question?.section, question?.field, question?.recorded]);
  // Nowhere to look (no history reader, or no fingerprint recorded): said at once, never "looking it up" for ever.
  const answer = !lookup || !question?.recorded ? ({ found: false } as const) : earlier;
  const diff = answer?.found ? wordDiff(answer.text, source.text) : undefined;
  return (
    <dl>
      <dt>When translated{answer?.found ? when(answer.date) : ""}:</dt>
      <dd lang="en" dir="ltr" data-english-before="">
        {!answer ? <span aria-busy="true">looking it up…</span> : diff ? <Words parts={diff.before} mark="removed" /> : "The earlier English is not in this copy's history."}
      </dd>
      <dt>Now:</dt>
      <dd lang="en" dir="ltr" data-english-now="">
        {diff ? <Words parts={diff.now} mark="added" /> : source.text}
      </dd>
    </dl>
  );
}

export function EnglishBeside({ id, source }: { id: string; source: EnglishSource | undefined }) {
  if (!source) return null;
  return (
    <div id={id} css={styles.englishSource} data-english-state={source.state}>
      <strong>{headings[source.state]}</strong>
      {source.state === "changed" ? (
        <BeforeAndNow source={source} />
      ) : (
        <>
          {" "}
          <span lang="en" dir="ltr">
            {source.text}
          </span>
        </>
      )}
    </div>
  );
}
