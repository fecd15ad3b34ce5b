import { useEffect } from "react";
import type { SiteLocale } from "../content/site-locales.ts";

/**
 * `<html lang dir>` follow the language of the page shown: the build writes them into each
 * document, and a move to another language inside the app (the language switch) sets them here.
 */
export function useDocumentLanguage(locale: SiteLocale): void {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale.code;
    root.dir = locale.dir;
  }, [locale.code, locale.dir]);
}
