/**
 * Link-preview cards: a 1200×630 PNG for the site and one a page, drawn at build time.
 * LinkedIn, X, Slack and WhatsApp show no SVG, so the cards are PNGs. satori lays out
 * the card (flexbox, wrapping a long title) and turns its text into paths with the font
 * it is given; resvg draws that SVG. The font is the site's own Inter, pinned to the
 * weights the card uses and saved as TrueType (satori reads no WOFF2): nothing depends
 * on the fonts of the machine that builds.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "../../src/content/page.ts";
import { homeRoute } from "../../src/content/route-roles.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { sectionOutline } from "../../src/validation/lint/headings.ts";
import type { Site } from "../../src/content/site.ts";
import { color } from "../../src/theme/tokens.ts";
import { pageModuleName } from "../content/bundle.ts";
import { cachedCards } from "./card-cache.ts";

export const cardWidth = 1200;
export const cardHeight = 630;
/** Previews are fetched by crawlers with tight limits; well under every one of them. */
export const cardBudgetBytes = 300 * 1024;

const interPath = fileURLToPath(new URL("../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", import.meta.url));
const logoPath = fileURLToPath(new URL("../../public/favicon.svg", import.meta.url));
/** What draws the cards besides their words: this file, and the packages it draws with. */
const drawingCode = [new URL(import.meta.url), ...["satori", "@resvg/resvg-js", "subset-font"].map((name) => new URL(`../../node_modules/${name}/package.json`, import.meta.url))];

export interface Card {
  /** Big, on the brand's colours: the page's title, or the brand's line for the site card. */
  title: string;
  /** A line or two under it. */
  text?: string | undefined;
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

/** The cards a build draws, by name: the site's, then one for home and each of `routes`. */
export function siteCards(content: SiteContent, routes: readonly string[]): { name: string; card: Card }[] {
  const home = content.pages.find((page) => page.route === homeRoute);
  const pages = [...(home ? [home] : []), ...routes.map((route) => content.pages.find((page) => page.route === route)!)];
  return [{ name: "site", card: siteCard(content.site, home) }, ...pages.map((page) => ({ name: pageModuleName(page.route), card: pageCard(content.site, page) }))];
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

function layout(site: Site, card: Card, logo: string): Node {
  const host = site.brand.url ? new URL(site.brand.url).host.replace(/^www\./, "") : undefined;
  const long = card.title.length > 40;
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
      box({ display: "flex", alignItems: "center", gap: "20px" }, [
        { type: "img", props: { src: logo, width: 72, height: 72 } },
        box({ display: "flex", flexDirection: "column" }, [
          box({ fontSize: "40px", fontWeight: 700, letterSpacing: "-0.01em" }, site.brand.name),
          ...(site.brand.tagline ? [box({ fontSize: "24px", fontWeight: 500, color: color.onDarkMuted }, site.brand.tagline)] : []),
        ]),
      ]),
      box({ display: "flex", flexDirection: "column", gap: "24px" }, [
        box({ display: "flex", width: "96px", height: "8px", borderRadius: "4px", backgroundColor: color.leaf }),
        box({ fontSize: long ? "60px" : "76px", fontWeight: 700, lineHeight: 1.08, letterSpacing: "-0.02em", maxWidth: "1000px" }, card.title),
        ...(card.text ? [box({ display: "flex", fontSize: "28px", fontWeight: 500, lineHeight: 1.4, color: color.onDarkMuted, maxWidth: "980px" }, shortened(card.text, 120))] : []),
      ]),
      box({ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: "24px", fontWeight: 500, color: color.onDarkMuted }, [
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

/**
 * Draws the cards; the font is cut once to the characters they use. The drawing
 * libraries load here, not with the Vite config. satori lays each card out in turn;
 * resvg paints them on other threads, so the build's other work goes on meanwhile.
 */
export async function renderCards(site: Site, cards: Card[]): Promise<Buffer[]> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const text = [site.brand.name, site.brand.tagline ?? "", site.brand.url ?? "", ...cards.flatMap((card) => [card.title, card.text ?? ""]), "…"].join(" ");
  const fonts = [
    { name: "Inter", data: await interAt(500, text), weight: 500 as const, style: "normal" as const },
    { name: "Inter", data: await interAt(700, text), weight: 700 as const, style: "normal" as const },
  ];
  const logo = `data:image/svg+xml;base64,${readFileSync(logoPath).toString("base64")}`;
  const painted: Promise<Buffer>[] = [];
  for (const card of cards) {
    // satori takes React elements; plain objects of the same shape keep React out of the build scripts.
    const svg = await satori(layout(site, card, logo) as unknown as Parameters<typeof satori>[0], { width: cardWidth, height: cardHeight, fonts });
    painted.push(renderAsync(svg, { fitTo: { mode: "width", value: cardWidth } }).then((image) => image.asPng()));
  }
  return Promise.all(painted);
}

/**
 * renderCards, reusing the set `cacheFolder` holds when nothing the cards are drawn from
 * has changed: their words, the brand's colours, the font, the logo, the drawing code.
 */
export function renderCardsCached(site: Site, cards: Card[], cacheFolder: string): Promise<Buffer[]> {
  const words = JSON.stringify({ brand: [site.brand.name, site.brand.tagline, site.brand.url], cards, color });
  const inputs = [words, readFileSync(interPath), readFileSync(logoPath), ...drawingCode.map((url) => readFileSync(url))];
  return cachedCards(cacheFolder, inputs, cards.length, () => renderCards(site, cards));
}
