/**
 * "Translate this page" and "Translate this article" through any store: the planned file
 * (translate-page.ts, articles/translate-article.ts) committed as
 * a new file, so it is one change (github: one commit) and never overwrites a translation
 * someone else began meanwhile.
 */
import { describeStoredFile } from "../editing/editing.ts";
import type { StudioFile } from "../protocol.ts";
import type { ContentStore } from "../store/content-store.ts";
import { planEntryTranslation } from "../articles/translate-article.ts";
import { planTranslation } from "./translate-page.ts";

export async function beginTranslation(store: Pick<ContentStore, "commit">, englishFile: StudioFile, language: { code: string; name: string }, head: string): Promise<{ file: StudioFile; head: string }> {
  const plan = englishFile.kind === "entry" ? planEntryTranslation(englishFile.path, englishFile.text, language.code) : planTranslation(englishFile.path, englishFile.text, language.code);
  const languageName = language.name;
  const pageName = pageNameOf(englishFile.data);
  const outcome = await store.commit({ files: [{ path: plan.path, text: plan.text, baseVersion: null }], media: [], message: `${pageName}: translation begun (${languageName})`, baseHead: head });
  if (!outcome.saved) throw new Error(`Someone else began this ${englishFile.kind === "entry" ? "article" : "page"}'s ${languageName} translation meanwhile, so nothing was made. Reload to open theirs.`);
  const saved = outcome.files.find((file) => file.path === plan.path);
  if (!saved) throw new Error("The translation was not saved.");
  return { file: describeStoredFile(saved), head: outcome.head };
}

/** The page's title without the brand after a dash, for the commit message. */
function pageNameOf(data: unknown): string {
  const title = (data as { title?: unknown } | null)?.title;
  return typeof title === "string" && title.trim() ? title.split(/ [—|–-] /)[0]!.trim() : "Page";
}
