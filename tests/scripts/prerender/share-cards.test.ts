import { describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardBudgetBytes, cardHeight, cardWidth, pageCard, renderCards, renderCardsCached, shortened, siteCard } from "../../../scripts/prerender/share-cards.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import type { Page } from "../../../src/content/page.ts";

const { content } = validateContentFolder(process.cwd());
const site = content!.site;
const home = content!.pages.find((page) => page.route === "/");

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ signature: png.subarray(1, 4).toString("ascii"), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("share cards", () => {
  it("say the page's title without the brand the card already shows", () => {
    expect(pageCard(site, { title: "About Us — Verdavia", description: "d" } as Page).title).toBe("About Us");
    expect(pageCard(site, { title: "Verdavia — Fuel for the Future", description: "d" } as Page).title).toBe("Fuel for the Future");
    expect(pageCard(site, { title: "Verdavia", description: "d" } as Page).title).toBe("Verdavia");
    expect(siteCard(site, home).title).toBe("Fueling a Greener Tomorrow");
  });

  it("shorten long text at a word", () => {
    expect(shortened("short", 120)).toBe("short");
    expect(shortened("one two three four", 10)).toBe("one two…");
    expect(shortened("a".repeat(200), 120).length).toBeLessThanOrEqual(121);
  });

  it("are PNGs of 1200×630 within 300 KB, even with the longest title and text", async () => {
    const longest = { title: "Sustainable Aviation Fuel for a Low-Carbon Future, Delivered Worldwide Today", text: "word ".repeat(80) };
    const pngs = await renderCards(site, [siteCard(site, home), longest]);
    for (const png of pngs) {
      expect(pngSize(png)).toEqual({ signature: "PNG", width: cardWidth, height: cardHeight });
      expect(png.length).toBeLessThanOrEqual(cardBudgetBytes);
    }
  }, 30_000);

  it("are reused from the cache only while their words are the same", async () => {
    const cache = mkdtempSync(join(tmpdir(), "share-cards-"));
    try {
      const card = siteCard(site, home);
      const [drawn] = await renderCardsCached(site, [card], cache);
      const [reused] = await renderCardsCached(site, [card], cache);
      expect(reused).toEqual(drawn);
      const [retitled] = await renderCardsCached(site, [{ ...card, title: "A New Headline" }], cache);
      expect(retitled).not.toEqual(drawn);
      expect(readdirSync(cache)).toHaveLength(1);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 30_000);
});
