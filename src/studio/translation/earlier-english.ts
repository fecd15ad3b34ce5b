/**
 * The English a translated field was made from, when it has changed since: the fingerprint a
 * translation records cannot give the text back, so the English file's history is searched
 * for the version whose text has that fingerprint (newest first). Read through the store's
 * history (git log of the file on disk, or GitHub's commits and contents), only when a
 * changed field is shown, each version once.
 */
import { parse } from "yaml";
import { alignSections, fingerprint, sectionList, sectionTexts } from "../../validation/translations.ts";
import type { ContentStore, FileVersion } from "../store/content-store.ts";

export type EarlierEnglish =
  /** The English text when the field was translated, and the version's date. */
  | { found: true; text: string; date?: string }
  /** Not in the history the store holds: a copy without git, or a history that does not reach back. */
  | { found: false };

/** What the lookup reads: a file's history and its text at a version. */
export type HistoryReader = Pick<ContentStore, "history" | "readAt">;

/** What is asked: the field of section `section` of the translation (`items[0].title`), and the fingerprint it records. */
export interface EarlierEnglishQuestion {
  translationData: unknown;
  section: number;
  field: string;
  recorded: string;
}

/** Versions read side by side while searching. */
const readAhead = 3;

/** A lookup for one English page; answers and versions are kept, so each is read once. */
export function earlierEnglishReader(store: HistoryReader, englishPath: string): (question: EarlierEnglishQuestion) => Promise<EarlierEnglish> {
  let versions: Promise<FileVersion[]> | undefined;
  const pages = new Map<string, Promise<unknown>>();
  const answers = new Map<string, Promise<EarlierEnglish>>();

  const history = () => (versions ??= store.history(englishPath).then((found) => (found.available ? found.versions : [])));
  const dataAt = (version: string) => {
    let data = pages.get(version);
    if (!data) {
      data = store.readAt(englishPath, version).then(
        (text) => {
          try {
            return text === undefined ? undefined : (parse(text) as unknown);
          } catch {
            return undefined;
          }
        },
        // A version that cannot be read (read ahead and never needed, or a failed request) is passed over.
        () => undefined,
      );
      pages.set(version, data);
    }
    return data;
  };

  async function search({ translationData, section, field, recorded }: EarlierEnglishQuestion): Promise<EarlierEnglish> {
    const translated = sectionList(translationData);
    const versions = await history();
    for (const [index, version] of versions.entries()) {
      // A few versions ahead are asked for together: each is a round trip on GitHub, and the one wanted is usually near.
      for (const ahead of versions.slice(index + 1, index + readAhead)) void dataAt(ahead.version);
      const data = await dataAt(version.version);
      if (data === undefined) continue;
      const english = sectionList(data);
      // The section as it stood then: aligned with the translation as the current one is.
      const pair = alignSections(english, translated).find(([, j]) => j === section);
      const text = pair ? sectionTexts(english[pair[0]]).get(field) : undefined;
      if (text !== undefined && fingerprint(text) === recorded) return { found: true, text, ...(version.date ? { date: version.date } : {}) };
    }
    return { found: false };
  }

  return (question) => {
    const key = `${question.section} ${question.field} ${question.recorded}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = search(question).catch(() => ({ found: false }) as const);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** A run of words, spaces and punctuation, as the diff compares them. */
export interface DiffPart {
  text: string;
  /** "same" in both, "removed" only before, "added" only now. */
  kind: "same" | "removed" | "added";
}

/** A word diff (longest common run of words) of the English before and now, for the translator to see what changed. */
export function wordDiff(before: string, now: string): { before: DiffPart[]; now: DiffPart[] } {
  // Punctuation is a token of its own: "Verdavia" and "Verdavia," share the word.
  const tokens = (text: string) => text.split(/(\s+|[^\p{L}\p{N}\s]+)/u).filter(Boolean);
  const a = tokens(before);
  const b = tokens(now);
  const longest = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) longest[i]![j] = a[i] === b[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
  const was: DiffPart[] = [];
  const is: DiffPart[] = [];
  const push = (list: DiffPart[], text: string, kind: DiffPart["kind"]) => {
    const last = list[list.length - 1];
    if (last && last.kind === kind) last.text += text;
    else list.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(was, a[i]!, "same");
      push(is, b[j]!, "same");
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && longest[i + 1]![j]! >= longest[i]![j + 1]!)) push(was, a[i++]!, "removed");
    else push(is, b[j++]!, "added");
  }
  return { before: was, now: is };
}
