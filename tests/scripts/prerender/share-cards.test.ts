import { describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardBudgetBytes, cardHeight, cardRoute, cardWidth, pageCard, renderCards, renderCardsCached, shortened, siteCard, siteCards, type SiteCard } from "../../../scripts/prerender/share-cards.ts";
import { prerenderedRoutes } from "../../../scripts/prerender/route-shell.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import type { Page } from "../../../src/content/page.ts";

const { content } = validateContentFolder(process.cwd());
const site = content!.site;
const home = content!.pages.find((page) => page.route === "/");
const cards = siteCards(content!, prerenderedRoutes(content!));
const arabicAbout = cards.find((entry) => entry.name === "ar_about")!;
const englishAbout = cards.find((entry) => entry.name === "about")!;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ signature: png.subarray(1, 4).toString("ascii"), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("share cards", () => {
  it("say the page's title without the brand the card already shows", () => {
    expect(pageCard(site, { title: "About Us — Verdavia", description: "d" } as Page).title).toBe("About Us");
    expect(pageCard(site, { title: "Verdavia — Fuel for the Future", description: "d" } as Page).title).toBe("Fuel for the Future");
    expect(pageCard(site, { title: "Verdavia", description: "d" } as Page).title).toBe("Verdavia");
    expect(siteCard(site, home).title).toBe("Fueling a Greener Tomorrow");
  });

  it("are one a listing, whatever its number of pages: a later page is shared with its first page's card", () => {
    const first = content!.pages.find((page) => page.sections[0]?.type === "listing")!;
    const listing = (first.sections[0] as { listing: { page: number } }).listing;
    const later: Page = { ...first, route: `${first.route}/page/2`, title: `${first.title} (2)`, sections: [{ ...first.sections[0]!, listing: { ...listing, page: 2 } } as Page["sections"][number]] };
    const grown = { ...content!, pages: [...content!.pages, later] };
    expect(cardRoute(first)).toBe(first.route);
    expect(cardRoute(later)).toBe(first.route);
    const names = siteCards(grown, [...prerenderedRoutes(content!), later.route]).map((card) => card.name);
    expect(names).toEqual(cards.map((card) => card.name));
  });

  it("shorten long text at a word", () => {
    expect(shortened("short", 120)).toBe("short");
    expect(shortened("one two three four", 10)).toBe("one two…");
    expect(shortened("a".repeat(200), 120).length).toBeLessThanOrEqual(121);
  });

  it("are drawn for an Arabic page in Arabic: the Arabic site's brand line, its title, right to left", () => {
    expect(arabicAbout.site).toBe(content!.sites!.ar);
    expect(arabicAbout.card).toEqual({ title: "من نحن", text: expect.stringMatching(/^تعرّف إلى Verdavia/), direction: "rtl" });
    expect(englishAbout.site).toBe(site);
    expect(englishAbout.card.direction).toBeUndefined();
    expect(cards.filter((entry) => entry.card.direction === "rtl").map((entry) => entry.name)).toContain("ar");
  });

  it("are PNGs of 1200×630 within 300 KB, even with the longest title and text, in either direction", async () => {
    const longest = { title: "Sustainable Aviation Fuel for a Low-Carbon Future, Delivered Worldwide Today", text: "word ".repeat(80) };
    const longestArabic = { title: "وقود الطيران المستدام لمستقبل منخفض الكربون، يُسلَّم إلى المطارات حول العالم اليوم", text: "كلمة ".repeat(80), direction: "rtl" as const };
    const pngs = await renderCards([
      { site, card: siteCard(site, home) },
      { site, card: longest },
      { site: arabicAbout.site, card: longestArabic },
    ]);
    for (const png of pngs) {
      expect(pngSize(png)).toEqual({ signature: "PNG", width: cardWidth, height: cardHeight });
      expect(png.length).toBeLessThanOrEqual(cardBudgetBytes);
    }
  }, 60_000);

  it("draw an Arabic card's words (satori alone would leave them blank), and leave English cards as they were", async () => {
    const blank: SiteCard = { site: { ...arabicAbout.site, brand: { ...arabicAbout.site.brand, tagline: undefined } }, card: { title: "", direction: "rtl" } };
    const withoutTagline: SiteCard = { ...blank, card: { ...arabicAbout.card } };
    const [english, arabic, arabicUntagged, empty] = await renderCards([englishAbout, arabicAbout, withoutTagline, blank]);
    const [englishAlone] = await renderCards([englishAbout]);
    expect(arabic).not.toEqual(empty);
    expect(arabic).not.toEqual(arabicUntagged);
    expect(arabicUntagged).not.toEqual(empty);
    expect(english).toEqual(englishAlone);
  }, 60_000);

  it("are reused from the cache, card by card, only while their words are the same", async () => {
    const cache = mkdtempSync(join(tmpdir(), "share-cards-"));
    const png = (card: string | Buffer) => (typeof card === "string" ? readFileSync(card) : card);
    try {
      const card = { site, card: siteCard(site, home) };
      const [drawn] = await renderCardsCached([card], cache);
      expect(typeof drawn).toBe("string");
      const drawnPng = png(drawn!);
      const [reused] = await renderCardsCached([card], cache);
      expect(reused).toBe(drawn);
      const retitled = { site, card: { ...card.card, title: "A New Headline" } };
      const [kept, redrawn] = await renderCardsCached([card, retitled], cache);
      expect(kept).toBe(drawn);
      expect(png(redrawn!)).not.toEqual(drawnPng);
      // Drawn beside another card, or alone, a card is the same picture.
      expect(png(redrawn!)).toEqual((await renderCards([retitled]))[0]);
      const [rightToLeft] = await renderCardsCached([{ site, card: { ...card.card, direction: "rtl" } }], cache);
      expect(png(rightToLeft!)).not.toEqual(drawnPng);
      // Only the cards the latest build asked for are kept.
      expect(readdirSync(cache)).toHaveLength(1);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 60_000);
});
