/**
 * What the studio adds for translating: how far each translation is (for the page list), the
 * English beside each field of an open translation, with the English a changed field was
 * translated from, and a translation's untranslated texts shown in English in the preview.
 * Their code (the schemas, YAML) loads after the studio's first screen, or when first asked.
 */
import { useEffect, useMemo, useState } from "react";
import type { SiteLocale } from "../../content/site-locales.ts";
import { localeOfPath, pathInLocale } from "../../validation/sources.ts";
import type { StudioBackend } from "../backend.ts";
import type { TranslationProgress } from "../ContentNav.tsx";
import type { EarlierEnglish, EarlierEnglishQuestion } from "../translation/earlier-english.ts";
import { currentData, type FileState, type StudioState } from "../store.ts";
import type * as TranslationProgressModule from "../translation/translation-progress.ts";

interface TranslationAidOptions {
  backend: StudioBackend;
  state: StudioState;
  /** The open file. */
  selected: FileState | undefined;
  /** The open file's language, when it is a translation (usePreviewedFiles.ts). */
  language: SiteLocale | undefined;
}

export function useTranslationAid({ backend, state, selected, language }: TranslationAidOptions) {
  // How far each translation is: worked out once its module (which brings the schemas) is here.
  const [progressModule, setProgressModule] = useState<typeof TranslationProgressModule>();
  useEffect(() => {
    if (state.content) void import("../translation/translation-progress.ts").then(setProgressModule);
  }, [state.content]);
  const progress = useMemo(
    () =>
      progressModule?.translationProgress(Object.values(state.files).flatMap((file) => (file.file.kind === "collection" || file.file.unread ? [] : [{ path: file.file.path, kind: file.file.kind, data: currentData(file) }]))) ?? new Map<string, TranslationProgress>(),
    [progressModule, state.files],
  );

  // A translated page's form shows the English beside each field, from the English page as it is being edited.
  // Translated site settings too: their words are written right to left like a page's.
  const locale = selected ? localeOfPath(selected.file.path) : undefined;
  const englishFile = locale && selected ? state.files[pathInLocale(selected.file.path, undefined)] : undefined;
  const englishData = englishFile ? currentData(englishFile) : undefined;
  const translationCode = language?.code;
  const translationDir = language?.dir ?? "ltr";
  const englishPath = englishFile?.file.path;
  // The English a changed field was translated from, from the English page's history: its code (YAML, the schemas) comes when first asked.
  const earlierEnglish = useMemo(() => {
    if (!englishPath) return undefined;
    let reader: Promise<(question: EarlierEnglishQuestion) => Promise<EarlierEnglish>> | undefined;
    return (question: EarlierEnglishQuestion) => (reader ??= import("../translation/earlier-english.ts").then((module) => module.earlierEnglishReader(backend.history, englishPath))).then((read) => read(question));
  }, [backend, englishPath]);
  const translation = useMemo(
    () => (englishData !== undefined && translationCode ? { english: englishData, language: { code: translationCode, dir: translationDir }, earlierEnglish } : undefined),
    [englishData, translationCode, translationDir, earlierEnglish],
  );

  // A translation's texts not yet translated show their English in the preview, as the page's shape would be lost without them.
  const previewData = (file: FileState) => {
    const data = currentData(file);
    const fileLocale = localeOfPath(file.file.path);
    const english = fileLocale ? state.files[pathInLocale(file.file.path, undefined)] : undefined;
    return english && progressModule ? progressModule.withEnglishForEmpty(currentData(english), data) : data;
  };

  return { progress, translation, previewData };
}
