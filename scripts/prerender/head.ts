import { paintsFirst, type FirstPaintBlock } from "../../src/blocks/metas.ts";
import type { Page } from "../../src/content/page.ts";
import type { Site } from "../../src/content/site.ts";
import { escapeMarkup as escapeAttribute } from "../escape-markup.ts";

function absolute(site: Site, path: string): string | undefined {
  if (/^https:\/\//.test(path)) return path;
  return site.brand.url ? new URL(path.replace(/^\//, ""), `${site.brand.url.replace(/\/?$/, "/")}`).href : undefined;
}

/** The page's block that paints first (its hero, says the block's meta.ts), if it has one. */
function firstPaintBlock(page: Page): FirstPaintBlock | undefined {
  return page.sections.find(paintsFirst);
}

/** The poster or picture of the block that paints first: the first thing a visitor sees. */
export function heroPoster(page: Page): string | undefined {
  const opening = firstPaintBlock(page);
  return opening?.video?.poster ?? opening?.image?.src;
}

/**
 * A hero photo from public/ is shown through its AVIF/WebP copies (responsive-images.ts):
 * preloading the original would download the first screen's picture twice. Its <picture>
 * is in the prerendered HTML at high priority, so the browser finds it as early anyway.
 */
function hasSmallerCopies(page: Page, poster: string): boolean {
  const opening = firstPaintBlock(page);
  return opening?.image?.src === poster && opening.video?.poster === undefined && /\.(jpe?g|png|webp|avif)$/i.test(poster);
}

/** The picture link previews show: a card the build drew, or site.yaml's shareImage. */
export interface ShareCard {
  /** A path under dist/ ("/cards/site.png") or a full https:// address. */
  src: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface HeadInput {
  site: Site;
  /** The page the document holds. */
  page: Page;
  /** The document's absolute address (routeForms), for the canonical link and og:url; unknown without site.yaml's url. */
  url?: string | undefined;
  shareCard?: ShareCard | undefined;
  /** The poster travels inside the page (a small file), so there is nothing to preload. */
  posterInlined?: boolean;
  /** The page's language as link previews name it (og:locale: ar_AE). */
  ogLocale?: string | undefined;
  /** The languages it is also written in (og:locale:alternate). */
  otherLocales?: readonly string[];
  /** The page in each language (hreflang), this one and x-default included. */
  alternates?: readonly { hreflang: string; url: string }[];
  /** Where search engines should look instead of `url`: a page not yet translated names its English page. */
  canonicalUrl?: string | undefined;
  /** Keep the document out of search results (a page not yet translated). */
  noindex?: boolean;
}

/** The Content Security Policy as a <meta>: first in <head>, so it governs every tag after it. */
export function cspMetaTag(csp: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />`;
}

/** Title, description, canonical address, sharing cards and preloads for a page's document. */
export function headTags({ site, page, url, shareCard, posterInlined = false, ogLocale, otherLocales = [], alternates = [], canonicalUrl, noindex = false }: HeadInput): string {
  const poster = heroPoster(page);
  // Crawlers read og:image from the page alone, with no base to resolve it against: it must be absolute.
  const image = shareCard && absolute(site, shareCard.src);
  const imageTags = image
    ? [
        `<meta property="og:image" content="${escapeAttribute(image)}" />`,
        ...(shareCard.width && shareCard.height ? [`<meta property="og:image:width" content="${shareCard.width}" />`, `<meta property="og:image:height" content="${shareCard.height}" />`] : []),
        `<meta property="og:image:alt" content="${escapeAttribute(shareCard.alt)}" />`,
        `<meta name="twitter:image" content="${escapeAttribute(image)}" />`,
        `<meta name="twitter:image:alt" content="${escapeAttribute(shareCard.alt)}" />`,
      ]
    : [];
  const tags = [
    `<title>${escapeAttribute(page.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    `<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(site.brand.name)}" />`,
    `<meta property="og:title" content="${escapeAttribute(page.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(page.description)}" />`,
    ...(noindex ? [`<meta name="robots" content="noindex" />`] : []),
    ...(url ? [`<meta property="og:url" content="${escapeAttribute(url)}" />`] : []),
    ...(canonicalUrl ?? url ? [`<link rel="canonical" href="${escapeAttribute((canonicalUrl ?? url)!)}" />`] : []),
    ...alternates.map((alternate) => `<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(alternate.url)}" />`),
    ...(ogLocale ? [`<meta property="og:locale" content="${escapeAttribute(ogLocale)}" />`] : []),
    ...otherLocales.map((locale) => `<meta property="og:locale:alternate" content="${escapeAttribute(locale)}" />`),
    ...imageTags,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttribute(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(page.description)}" />`,
    // A same-origin poster too big to inline is the first paint's largest picture: fetch it first.
    ...(poster && poster.startsWith("/") && !posterInlined && !hasSmallerCopies(page, poster) ? [`<link rel="preload" as="image" href=".${escapeAttribute(poster)}" fetchpriority="high" />`] : []),
  ];
  return tags.join("\n    ");
}
