/**
 * Link-preview cards: a 1200×630 PNG for the site and one a page, drawn at build time.
 * LinkedIn, X, Slack and WhatsApp show no SVG, so the cards are PNGs. satori lays out
 * the card (flexbox, wrapping a long title) and turns its text into paths with the font
 * it is given; resvg draws that SVG. The font is the site's own Inter, pinned to the
 * weights the card uses and saved as TrueType (satori reads no WOFF2): nothing depends
 * on the fonts of the machine that builds. sharp encodes resvg's pixels as PNG. A page in a right-to-left language gets its
 * language's site (brand line) and a mirrored card, its Arabic words shaped and drawn
 * by rtl-text.ts in Noto Sans Arabic, which satori cannot do.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "../../src/content/page.ts";
import { homeRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import { sectionOutline } from "../../src/validation/lint/headings.ts";
import type { Site } from "../../src/content/site.ts";
import { color } from "../../src/theme/tokens.ts";
import { pageModuleName } from "../../src/content/page-files.ts";
import { firstListingPage } from "../../src/content/collections/addresses.ts";
import { fullArabicPath } from "../fonts/arabic-core-subset.ts";
import { cachedCards, type CachedCard } from "./card-cache.ts";
import { drawCardsOnThread } from "./card-thread.ts";
import { rtlFaces, rtlPicture, type RtlFaces, type RtlPicture, type RtlTextStyle } from "./rtl-text.ts";

export const cardWidth = 1200;
export const cardHeight = 630;
/** Previews are fetched by crawlers with tight limits; well under every one of them. */
export const cardBudgetBytes = 300 * 1024;

const interPath = fileURLToPath(new URL("../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", import.meta.url));
const logoPath = fileURLToPath(new URL("../../public/favicon.svg", import.meta.url));
/** What draws the cards besides their words: this file, and the packages it draws with. */
const drawingCode = [
  new URL(import.meta.url),
  new URL("./rtl-text.ts", import.meta.url),
  new URL("./card-worker.ts", import.meta.url),
  new URL("./card-thread.ts", import.meta.url),
  new URL("../fonts/shaping.ts", import.meta.url),
  ...["satori", "@resvg/resvg-js", "sharp", "subset-font", "harfbuzzjs"].map((name) => new URL(`../../node_modules/${name}/package.json`, import.meta.url)),
];

export interface Card {
  /** Big, on the brand's colours: the page's title, or the brand's line for the site card. */
  title: string;
  /** A line or two under it. */
  text?: string | undefined;
  /** "rtl" for a page in a right-to-left language: the card is mirrored and its words set right to left. */
  direction?: "rtl";
}

/** A card and the site it is drawn for: the page's own language's, whose brand line it shows. */
export interface SiteCard {
  site: Site;
  card: Card;
}

/** What a card says: the page's title without the brand the card already shows. */
export function pageCard(site: Site, page: Page): Card {
  const brand = site.brand.name;
  const title = page.title.replace(new RegExp(`\\s*[—–|-]\\s*${brand}\\s*$`), "").replace(new RegExp(`^${brand}\\s*[—–|-]\\s*`), "") || page.title;
  return { title, text: page.description };
}

/** The site's card: home's headline (its main heading, the hero's title) and the company's blurb. */
export function siteCard(site: Site, home: Page | undefined): Card {
  const headline = home?.sections.flatMap(sectionOutline).find((heading) => heading.level === 1)?.text;
  return { title: headline ?? site.brand.tagline ?? site.brand.name, text: site.brand.blurb };
}

/**
 * The route whose card a page is shared with: its own, but a listing's later pages share its
 * first page's (the listing's name, not a page number), so a growing listing draws no more cards
 * and adding an entry redraws none.
 */
export function cardRoute(page: Page): string {
  const [section, ...others] = page.sections;
  const listingPage = others.length === 0 ? (section as { listing?: { page?: number } } | undefined)?.listing?.page : undefined;
  return listingPage !== undefined && listingPage > 1 ? firstListingPage(page.route) : page.route;
}

/** The cards a build draws, by name: the site's, then one for home and each of `routes` that has a card of its own (cardRoute), each in its page's language. */
export function siteCards(content: SiteContent, routes: readonly string[]): (SiteCard & { name: string })[] {
  const home = content.pages.find((page) => page.route === homeRoute);
  const byRoute = new Map(content.pages.map((page) => [page.route, page]));
  const pages = [...(home ? [home] : []), ...routes.map((route) => byRoute.get(route)!).filter((page) => cardRoute(page) === page.route)];
  const rightToLeft = new Set(
    siteLocales(content.site)
      .filter((locale) => locale.dir === "rtl")
      .map((locale) => locale.code),
  );
  return [
    { name: "site", site: content.site, card: siteCard(content.site, home) },
    ...pages.map((page) => {
      const site = (page.locale && content.sites?.[page.locale]) || content.site;
      const card = pageCard(site, page);
      // A page not yet translated shows English words, which read left to right.
      const direction = page.locale && !page.contentLocale && rightToLeft.has(page.locale) ? { direction: "rtl" as const } : {};
      return { name: pageModuleName(page.route), site, card: { ...card, ...direction } };
    }),
  ];
}

/** Where a card goes in dist/: `cards/site.png`, `cards/about.png`. */
export function cardFile(name: string): string {
  return `cards/${name}.png`;
}

/** The alt text of a card, for og:image:alt and twitter:image:alt. */
export function cardAlt(site: Site, card: Card): string {
  return `${site.brand.name}: ${card.title}`;
}

/** At most `limit` characters, cut at a word: two lines of the card's text. */
export function shortened(text: string, limit: number): string {
  if (text.length <= limit) return text;
  // One character more, so a word that ends exactly at the limit is kept whole.
  const head = text.slice(0, limit + 1);
  const words = /\s/.test(head) ? head.replace(/\s+\S*$/, "") : text.slice(0, limit);
  return `${words.replace(/[\s,;:.—–-]+$/, "")}…`;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | string | (Node | string)[]; [key: string]: unknown } };
const box = (style: Record<string, unknown>, children?: Node["props"]["children"]): Node => ({ type: "div", props: { style, children } });

/** The pictures a right-to-left card shows in place of its Arabic words, which satori would leave blank. */
interface RtlWords {
  tagline?: RtlPicture | undefined;
  title: RtlPicture;
  text?: RtlPicture | undefined;
}

const picture = (drawn: RtlPicture): Node => ({ type: "img", props: { src: drawn.src, width: drawn.width, height: drawn.height } });

/** The card's boxes; `rtl` mirrors them (logo and words to the right) and puts the pictures in place of the words. */
function layout(site: Site, card: Card, logo: string, rtl?: RtlWords): Node {
  const host = site.brand.url ? new URL(site.brand.url).host.replace(/^www\./, "") : undefined;
  const long = card.title.length > 40;
  const mirrored = (style: Record<string, unknown>, rtlStyle: Record<string, unknown>) => (rtl ? { ...style, ...rtlStyle } : style);
  return box(
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      boxSizing: "border-box",
      backgroundColor: color.brandDeep,
      backgroundImage: `linear-gradient(135deg, ${color.brandDeep} 0%, ${color.brandDark} 55%, ${color.brand} 100%)`,
      color: color.onDark,
      fontFamily: "Inter",
    },
    [
      box(mirrored({ display: "flex", alignItems: "center", gap: "20px" }, { flexDirection: "row-reverse" }), [
        { type: "img", props: { src: logo, width: 72, height: 72 } },
        box(mirrored({ display: "flex", flexDirection: "column" }, { alignItems: "flex-end" }), [
          box({ fontSize: "40px", fontWeight: 700, letterSpacing: "-0.01em" }, site.brand.name),
          ...(rtl?.tagline ? [picture(rtl.tagline)] : site.brand.tagline ? [box({ fontSize: "24px", fontWeight: 500, color: color.onDarkMuted }, site.brand.tagline)] : []),
        ]),
      ]),
      box(mirrored({ display: "flex", flexDirection: "column", gap: "24px" }, { alignItems: "flex-end" }), [
        box({ display: "flex", width: "96px", height: "8px", borderRadius: "4px", backgroundColor: color.leaf }),
        rtl ? picture(rtl.title) : box({ fontSize: long ? "60px" : "76px", fontWeight: 700, lineHeight: 1.08, letterSpacing: "-0.02em", maxWidth: "1000px" }, card.title),
        ...(rtl?.text ? [picture(rtl.text)] : card.text ? [box({ display: "flex", fontSize: "28px", fontWeight: 500, lineHeight: 1.4, color: color.onDarkMuted, maxWidth: "980px" }, shortened(card.text, 120))] : []),
      ]),
      box(mirrored({ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: "24px", fontWeight: 500, color: color.onDarkMuted }, { flexDirection: "row-reverse" }), [
        box({ display: "flex" }, host ?? ""),
        box({ display: "flex", width: "240px", height: "8px", borderRadius: "4px", backgroundImage: `linear-gradient(90deg, ${color.leaf}, ${color.sky})` }),
      ]),
    ],
  );
}

async function interAt(weight: number, text: string): Promise<Buffer> {
  const { default: subsetFont } = await import("subset-font");
  return subsetFont(readFileSync(interPath), text, { targetFormat: "truetype", variationAxes: { wght: weight } });
}

/** Arabic words in a card's style: the sizes and colours of layout()'s, with Arabic's taller line (its marks stack above and below). */
const rtlStyles = {
  tagline: { fontSize: 24, lineHeight: 1.4, maxWidth: 900, color: color.onDarkMuted },
  title: (long: boolean) => ({ fontSize: long ? 60 : 76, lineHeight: 1.4, maxWidth: 1000, color: color.onDark }),
  text: { fontSize: 28, lineHeight: 1.6, maxWidth: 980, color: color.onDarkMuted },
} satisfies Record<string, RtlTextStyle | ((long: boolean) => RtlTextStyle)>;

/** A right-to-left card's words as pictures: medium (500) for the brand line and text, bold (700) for the title, as layout() sets them. */
function rtlWords(site: Site, card: Card, faces: { medium: RtlFaces; bold: RtlFaces }): RtlWords {
  return {
    tagline: site.brand.tagline ? rtlPicture(faces.medium, site.brand.tagline, rtlStyles.tagline) : undefined,
    title: rtlPicture(faces.bold, card.title, rtlStyles.title(card.title.length > 40)),
    text: card.text ? rtlPicture(faces.medium, shortened(card.text, 120), rtlStyles.text) : undefined,
  };
}

/** The words of `cards`, for cutting the fonts to them. */
const wordsOf = (cards: readonly SiteCard[]) => cards.flatMap(({ site, card }) => [site.brand.name, site.brand.tagline ?? "", site.brand.url ?? "", card.title, card.text ?? ""]);

/** How many cards resvg paints at once (on other threads) while satori lays out the next: enough to keep them busy, few enough that memory stays flat. */
const paintingAtOnce = 4;

/**
 * Draws the cards at `positions` of `cards`, handing each PNG to `drawn` as it is done; the
 * fonts are cut once to the characters those cards use. The drawing libraries load here, not
 * with the Vite config. satori lays each card out in turn; resvg paints them on other threads,
 * so the build's other work goes on meanwhile.
 */
export async function drawCards(cards: readonly SiteCard[], positions: readonly number[], drawn: (position: number, png: Buffer) => void): Promise<void> {
  if (positions.length === 0) return;
  const [{ default: satori }, { renderAsync }, { default: sharp }] = await Promise.all([import("satori"), import("@resvg/resvg-js"), import("sharp")]);
  const chosen = positions.map((position) => cards[position]!);
  const text = [...wordsOf(chosen), "…"].join(" ");
  const rtlCards = chosen.filter(({ card }) => card.direction === "rtl");
  const rtlText = [...wordsOf(rtlCards), "…"].join(" ");
  const faces = rtlCards.length > 0 ? { medium: await rtlFaces(fullArabicPath, interPath, rtlText, 500), bold: await rtlFaces(fullArabicPath, interPath, rtlText, 700) } : undefined;
  const fonts = [
    { name: "Inter", data: await interAt(500, text), weight: 500 as const, style: "normal" as const },
    { name: "Inter", data: await interAt(700, text), weight: 700 as const, style: "normal" as const },
  ];
  const logo = `data:image/svg+xml;base64,${readFileSync(logoPath).toString("base64")}`;
  const painting = new Set<Promise<void>>();
  for (const position of positions) {
    const { site, card } = cards[position]!;
    const rtl = card.direction === "rtl" && faces ? rtlWords(site, card, faces) : undefined;
    // satori takes React elements; plain objects of the same shape keep React out of the build scripts.
    const svg = await satori(layout(site, card, logo, rtl) as unknown as Parameters<typeof satori>[0], { width: cardWidth, height: cardHeight, fonts });
    const painted: Promise<void> = renderAsync(svg, { fitTo: { mode: "width", value: cardWidth } })
      // resvg's own PNG encoder runs on the main thread and writes files twice as big: sharp encodes the pixels on another thread.
      .then((image) =>
        sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
          .png()
          .toBuffer(),
      )
      .then((png) => {
        drawn(position, png);
        painting.delete(painted);
      });
    painting.add(painted);
    if (painting.size >= paintingAtOnce) await Promise.race(painting);
  }
  await Promise.all(painting);
}

/** Draws every card of `cards`, in order. */
export async function renderCards(cards: readonly SiteCard[]): Promise<Buffer[]> {
  const pngs: Buffer[] = [];
  await drawCards(
    cards,
    cards.map((_, position) => position),
    (position, png) => (pngs[position] = png),
  );
  return pngs;
}

/**
 * Each card: its file in `cacheFolder` (card-cache.ts), drawn now only if nothing drew the
 * same words with the same fonts, logo and drawing code before; its PNG when the folder
 * can't be written.
 */
export function renderCardsCached(cards: readonly SiteCard[], cacheFolder: string): Promise<CachedCard[]> {
  const engine = [JSON.stringify(color), readFileSync(interPath), readFileSync(fullArabicPath), readFileSync(logoPath), ...drawingCode.map((url) => readFileSync(url))];
  const inputs = cards.map(({ site, card }) => JSON.stringify({ brand: [site.brand.name, site.brand.tagline, site.brand.url], card }));
  return cachedCards(cacheFolder, engine, inputs, (positions, drawn) => drawCardsOnThread(cards, positions, drawn));
}
