import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { localizeContent } from "../../../src/content/localize.ts";
import { pageSchema, type Page } from "../../../src/content/page.ts";
import { siteSchema } from "../../../src/content/site.ts";
import { validAbout, validContact, validHome, validNotFound } from "../../fixtures/content.ts";
import { arabicAbout, arabicHome, arabicNotFound, arabicSite, bilingualSite } from "../../fixtures/translations.ts";

const page = (text: string): Page => pageSchema.parse(parse(text));
const english = [validHome, validAbout, validContact, validNotFound].map(page);
// Contact is not translated yet.
const arabic = { site: siteSchema.parse(parse(arabicSite)), pages: [arabicHome, arabicAbout, arabicNotFound].map(page) };
const { pages, sites } = localizeContent(siteSchema.parse(parse(bilingualSite)), english, { ar: arabic });
const at = (route: string) => pages.find((candidate) => candidate.route === route)!;
const hrefs = (value: unknown): string[] => JSON.stringify(value).match(/"href":"[^"]*"/g)!.map((pair) => pair.slice(8, -1));

describe("localizeContent", () => {
  it("keeps the English pages first, as written, then each page in Arabic under /ar", () => {
    expect(pages.map((candidate) => candidate.route)).toEqual(["/", "/about", "/contact", "*", "/ar", "/ar/about", "/ar/contact", "/ar/*"]);
    expect(pages.slice(0, 4)).toEqual(english);
    expect(pages.slice(4).every((candidate) => candidate.locale === "ar")).toBe(true);
  });

  it("resolves the links of a translated page and of the Arabic site settings inside Arabic", () => {
    expect(hrefs(at("/ar").sections)).toEqual(["/ar/about", "/ar/about#mission", "/ar/contact"]);
    expect(hrefs(sites.ar)).toEqual(["/ar/about", "/ar/contact", "https://www.linkedin.com/company/example", "/ar", "https://example.com/privacy"]);
  });

  it("strips the translated fingerprints, which are for editors, not visitors", () => {
    expect(JSON.stringify(at("/ar"))).not.toContain('"translated"');
    expect(at("/ar").sections[0]).toMatchObject({ type: "hero", title: "نزوّد الغد بوقود أنظف" });
  });

  it("shows the English page at the Arabic address of a page not yet translated, saying its words are English", () => {
    const fallback = at("/ar/contact");
    expect(fallback).toMatchObject({ route: "/ar/contact", locale: "ar", contentLocale: "en", title: "Contact" });
    expect(at("/ar/about").contentLocale).toBeUndefined();
    // Its links stay inside Arabic, as a translated page's do.
    const untranslatedHome = localizeContent(siteSchema.parse(parse(bilingualSite)), english, { ar: { ...arabic, pages: [] } }).pages.find((candidate) => candidate.route === "/ar")!;
    expect(untranslatedHome).toMatchObject({ contentLocale: "en", title: "Home" });
    expect(hrefs(untranslatedHome.sections)).toEqual(["/ar/about", "/ar/about#mission", "/ar/contact"]);
  });
});
