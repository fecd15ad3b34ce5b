/**
 * The site's languages as the app and the build use them. Zod-free: the browser imports it.
 * A language's routes go under its prefix (`/ar/about`); the default language has none.
 */
import type { LocaleSettings } from "./locales.ts";

export interface SiteLocale {
  code: string;
  /** The language's name in itself, for the language switch. */
  name: string;
  dir: "ltr" | "rtl";
  region?: string | undefined;
  /** "" for the default language, "/ar" for Arabic. */
  prefix: string;
}

/** A site that declares no languages is in English. */
const englishOnly: SiteLocale[] = [{ code: "en", name: "English", dir: "ltr", region: "GB", prefix: "" }];

/** The languages content/site.yaml declares, the default first. */
export function siteLocales(site: { locales?: readonly LocaleSettings[] | undefined }): SiteLocale[] {
  if (!site.locales || site.locales.length === 0) return englishOnly;
  return site.locales.map((locale, index) => ({ code: locale.code, name: locale.name, dir: locale.dir, region: locale.region, prefix: index === 0 ? "" : `/${locale.code}` }));
}

/** The language a (localized) route is in: the one whose prefix it starts with, else the default. */
export function localeOfRoute(route: string, locales: readonly SiteLocale[]): SiteLocale {
  return locales.find((locale) => locale.prefix && (route === locale.prefix || route.startsWith(`${locale.prefix}/`))) ?? locales[0]!;
}

/** How figures and dates are written: the language and region's conventions, always in Western digits (ar-AE-u-nu-latn), as the company's documents write them. */
export function formattingLocale(locale: Pick<SiteLocale, "code" | "region">): string {
  return `${locale.code}${locale.region ? `-${locale.region}` : ""}-u-nu-latn`;
}

/** The language as link previews name it (og:locale): ar_AE, en_GB. */
export function openGraphLocale(locale: Pick<SiteLocale, "code" | "region">): string {
  return locale.region ? `${locale.code}_${locale.region}` : locale.code;
}
