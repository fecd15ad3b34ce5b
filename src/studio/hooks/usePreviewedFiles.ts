/**
 * Which files the preview draws: the open page, as visitors see it, with its language's site
 * settings for the header and footer; site settings on the page last shown in their language
 * (where a click on its header or footer opened them), or else on the home page.
 */
import { useState } from "react";
import type { LocaleSettings } from "../../content/locales.ts";
import { homeRoute } from "../../content/route-roles.ts";
import { siteLocales } from "../../content/site-locales.ts";
import { localeOfPath, pathInLocale, siteFile } from "../../validation/sources.ts";
import { currentData, type FileState, type StudioState } from "../store.ts";

export function usePreviewedFiles(state: StudioState, selected: FileState | undefined) {
  const content = state.content;
  const pages = Object.values(state.files).filter((file) => file.file.kind === "page");
  const site = state.files[siteFile];
  // A translated page is previewed with its language's site settings, as visitors see it.
  const previewLocale = selected ? localeOfPath(selected.file.path) : undefined;
  const previewSite = (previewLocale && state.files[pathInLocale(siteFile, previewLocale)]) || site;
  const previewLanguage = previewLocale && site ? siteLocales(currentData(site) as { locales?: LocaleSettings[] }).find((locale) => locale.code === previewLocale) : undefined;
  // The dev server's first drawing holds for a file still as it was loaded: not edited, saved or reloaded since.
  const unchangedSinceLoad = (file: FileState) => file.changes.length === 0 && content?.files.includes(file.file) === true;
  const [lastPagePath, setLastPagePath] = useState<string>();
  if (selected?.file.kind === "page" && selected.file.path !== lastPagePath) setLastPagePath(selected.file.path);
  const lastPage = lastPagePath !== undefined ? state.files[lastPagePath] : undefined;
  const previewed =
    selected?.file.kind === "page"
      ? selected
      : lastPage && localeOfPath(lastPage.file.path) === previewLocale
        ? lastPage
        : pages.find((file) => !localeOfPath(file.file.path) && (currentData(file) as { route?: string } | null)?.route === homeRoute);
  // The header and footer drawn in the preview come from this file: the site settings of the page's language.
  const previewSitePath = previewSite?.file.path;
  /** The dev server's drawings of the files previewed, for those still as they were loaded. */
  const first = {
    ...(site && unchangedSinceLoad(site) && content?.firstDrawing.site ? { site: content.firstDrawing.site } : {}),
    ...(previewed && unchangedSinceLoad(previewed) && content?.firstDrawing.pages[previewed.file.path] ? { page: content.firstDrawing.pages[previewed.file.path] } : {}),
  };
  return { site, previewSite, previewSitePath, previewLanguage, previewed, first };
}
