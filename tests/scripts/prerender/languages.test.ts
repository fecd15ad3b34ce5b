import { describe, expect, it } from "vitest";
import { documentLanguage, withHtmlLanguage } from "../../../scripts/prerender/languages.ts";
import { siteLocales } from "../../../src/content/site-locales.ts";
import { validateSources } from "../../../src/validation/validate.ts";
import { edit } from "../../fixtures/content.ts";
import { bilingualSite, bilingualSources } from "../../fixtures/translations.ts";

// The bilingual fixture site at an address, with its contact page not yet translated.
const content = validateSources(
  bilingualSources({ "content/site.yaml": edit(bilingualSite, "  blurb: We make fuel.\n", "  blurb: We make fuel.\n  url: https://www.example.com\n"), "content/ar/pages/contact.yaml": null }),
).content!;
const page = (route: string) => content.pages.find((candidate) => candidate.route === route)!;
const [english, arabic] = siteLocales(content.site);

describe("documentLanguage", () => {
  it("names the page in each language, both ways, with the English as x-default", () => {
    const alternates = [
      { hreflang: "en", url: "https://www.example.com/about/" },
      { hreflang: "ar", url: "https://www.example.com/ar/about/" },
      { hreflang: "x-default", url: "https://www.example.com/about/" },
    ];
    expect(documentLanguage(page("/about"), content)).toMatchObject({ locale: english, alternates, otherLocales: ["ar_AE"], noindex: false });
    expect(documentLanguage(page("/ar/about"), content)).toMatchObject({ locale: arabic, alternates, otherLocales: ["en_GB"], noindex: false });
    expect(documentLanguage(page("/ar"), content).alternates.map((alternate) => alternate.url)).toEqual(["https://www.example.com/", "https://www.example.com/ar/", "https://www.example.com/"]);
  });

  it("gives each document the site settings of its language", () => {
    expect(documentLanguage(page("/ar/about"), content).site.navigation.links[0]).toEqual({ label: "من نحن", href: "/ar/about" });
    expect(documentLanguage(page("/about"), content).site.navigation.links[0]).toEqual({ label: "About", href: "/about" });
  });

  it("keeps a page not yet translated out of search results, pointing them at its English page", () => {
    expect(documentLanguage(page("/ar/contact"), content)).toMatchObject({ locale: arabic, alternates: [], otherLocales: [], noindex: true, canonicalUrl: "https://www.example.com/contact/" });
    // The English page names no Arabic alternate that is only itself again.
    expect(documentLanguage(page("/contact"), content)).toMatchObject({ alternates: [], otherLocales: [], noindex: false });
  });
});

describe("withHtmlLanguage", () => {
  const template = '<!doctype html>\n<html lang="en">\n  <head></head>\n</html>';

  it("writes the Arabic language and direction on <html>", () => {
    expect(withHtmlLanguage(template, arabic!)).toContain('<html lang="ar" dir="rtl">');
  });

  it("writes the English language with no direction, left to right being the default", () => {
    expect(withHtmlLanguage(template, english!)).toContain('<html lang="en">');
    expect(withHtmlLanguage('<html dir="rtl" lang="ar" class="x">', english!)).toBe('<html lang="en" class="x">');
  });
});
