import { paintsFirst, type FirstPaintBlock } from "../../src/blocks/metas.ts";
import type { Page } from "../../src/content/page.ts";
import type { Site } from "../../src/content/site.ts";
import { escapeMarkup as escapeAttribute } from "../escape-markup.ts";

function absolute(site: Site, path: string): string | undefined {
  if (/^https:\/\//.test(path)) return path;
  return site.brand.url ? new URL(path.replace(/^\//, ""), `${site.brand.url.replace(/\/?$/, "/")}`).href : undefined;
}

/** The home page's block that paints first (its hero, says the block's meta.ts), if it has one. */
function firstPaintBlock(home: Page): FirstPaintBlock | undefined {
  return home.sections.find(paintsFirst);
}

/** The poster or picture of the block that paints first: the first thing a visitor sees. */
export function heroPoster(home: Page): string | undefined {
  const opening = firstPaintBlock(home);
  return opening?.video?.poster ?? opening?.image?.src;
}

/**
 * A hero photo from public/ is shown through its AVIF/WebP copies (responsive-images.ts):
 * preloading the original would download the first screen's picture twice. Its <picture>
 * is in the prerendered HTML at high priority, so the browser finds it as early anyway.
 */
function hasSmallerCopies(home: Page, poster: string): boolean {
  const opening = firstPaintBlock(home);
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
  home: Page;
  shareCard?: ShareCard | undefined;
  /** The poster travels inside the page (a small file), so there is nothing to preload. */
  posterInlined?: boolean;
  /** Built font file to preload, relative to dist/. */
  fontFile?: string | undefined;
  csp: string;
}

/** Title, description, sharing cards, preloads and the CSP for dist/index.html. */
export function headTags({ site, home, shareCard, posterInlined = false, fontFile, csp }: HeadInput): string {
  const poster = heroPoster(home);
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
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />`,
    `<title>${escapeAttribute(home.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(home.description)}" />`,
    `<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(site.brand.name)}" />`,
    `<meta property="og:title" content="${escapeAttribute(home.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(home.description)}" />`,
    ...(site.brand.url ? [`<meta property="og:url" content="${escapeAttribute(site.brand.url)}" />`, `<link rel="canonical" href="${escapeAttribute(site.brand.url)}" />`] : []),
    ...imageTags,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeAttribute(home.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(home.description)}" />`,
    // A same-origin poster too big to inline is the first paint's largest picture: fetch it first.
    ...(poster && poster.startsWith("/") && !posterInlined && !hasSmallerCopies(home, poster) ? [`<link rel="preload" as="image" href=".${escapeAttribute(poster)}" fetchpriority="high" />`] : []),
    ...(fontFile ? [`<link rel="preload" as="font" type="font/woff2" href="./${escapeAttribute(fontFile)}" crossorigin />`] : []),
  ];
  return tags.join("\n    ");
}
