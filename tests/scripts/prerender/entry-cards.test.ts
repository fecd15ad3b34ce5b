import { describe, expect, it } from "vitest";
import { planLocalImages, withResponsiveImages } from "../../../scripts/content/responsive-images.ts";
import { validateContentFolder } from "../../../scripts/content/validate-folder.ts";
import { assembleSite } from "../../../scripts/prerender/assemble.ts";
import { entryPictures, entryShareCards } from "../../../scripts/prerender/entry-cards.ts";
import { assembleInput } from "../../fixtures/assemble-input.ts";

const content = validateContentFolder(".").content!;
const news = content.collectionEntries!.find((entry) => entry.collection === "news" && !entry.locale && (entry.matter.image as { src?: string } | undefined)?.src?.startsWith("/media/"))!;
const picture = news.matter.image as { src: string; alt: string };

describe("an entry shared with its own picture", () => {
  it("is each entry whose collection names an image field and that has a picture there", () => {
    const pictures = entryPictures(content);
    expect(pictures.get(news.route)).toEqual(picture);
    // Pages that are not entries are not in it: they keep their drawn cards.
    expect(pictures.has("/about")).toBe(false);
  });

  it("gets a JPEG copy at most 1,200 px wide for link previews, kept out of the pages' own candidates", async () => {
    const locals = await planLocalImages(content.pages, "public", new Set([picture.src]));
    const card = locals.get(picture.src)!.card!;
    expect(card).toMatchObject({ format: "jpeg", fileName: expect.stringMatching(/^media\/variants\/.+\.jpg$/) });
    expect(card.width).toBeLessThanOrEqual(1200);
    expect(JSON.stringify(withResponsiveImages(content, locals).pages)).not.toContain(card.fileName);
    const cards = entryShareCards(content, locals);
    expect(cards.get(news.route)).toEqual({ src: `/${card.fileName}`, width: card.width, height: card.height, alt: picture.alt });

    // Its document names that copy as og:image, with its size and the picture's own words; another page keeps its drawn card.
    const files = assembleSite({ ...assembleInput(content), entryCards: cards });
    const entryDocument = files.get(`${news.route.slice(1)}/index.html`)!;
    expect(entryDocument).toContain(`<meta property="og:image" content="${new URL(card.fileName, content.site.brand.url).href}" />`);
    expect(entryDocument).toContain(`<meta property="og:image:width" content="${card.width}" />`);
    expect(entryDocument).toContain(`<meta property="og:image:alt" content="${picture.alt}" />`);
    expect(files.get("about/index.html")).toMatch(/<meta property="og:image" content="[^"]*\/cards\/about\.png" \/>/);
  });
});
