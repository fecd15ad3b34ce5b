/**
 * An entry with a picture of its own is shared with that picture rather than a drawn card:
 * the declaration's image field is "used as its share card" (collections/declaration.ts).
 * Link previews get a JPEG copy of it, at most 1,200 px wide (responsive-images.ts plans it),
 * which every preview shows, or a remote picture as it is. Nothing is drawn for such an entry,
 * which keeps a build's card drawing the same however many entries the site holds.
 */
import type { SiteContent } from "../../src/content/site-content.ts";
import type { LocalImages } from "../content/responsive-images.ts";
import type { ShareCard } from "./head.ts";

interface Picture {
  src: string;
  alt?: string;
}

/** Each entry's own picture, by its page's route: an entry of a collection whose declaration names an image field, with a picture in it. */
export function entryPictures(content: SiteContent): Map<string, Picture> {
  const imageFields = new Map((content.collections ?? []).flatMap((collection) => (collection.image ? [[collection.name, collection.image] as const] : [])));
  const pictures = new Map<string, Picture>();
  for (const entry of content.collectionEntries ?? []) {
    const field = imageFields.get(entry.collection);
    const picture = field ? (entry.matter[field] as Picture | undefined) : undefined;
    if (picture?.src) pictures.set(entry.route, picture);
  }
  return pictures;
}

/**
 * The share card of each entry shared with its own picture, by route: the picture's JPEG copy
 * (`locals`, planned with entryPictures' pictures), or a remote picture as it is. An entry whose
 * picture has no such copy (an SVG, which no preview shows) gets a drawn card.
 */
export function entryShareCards(content: SiteContent, locals: LocalImages): Map<string, ShareCard> {
  const cards = new Map<string, ShareCard>();
  for (const [route, picture] of entryPictures(content)) {
    const copy = locals.get(picture.src)?.card;
    const alt = picture.alt ?? "";
    if (copy) cards.set(route, { src: `/${copy.fileName}`, width: copy.width, height: copy.height, alt });
    else if (picture.src.startsWith("https://")) cards.set(route, { src: picture.src, alt });
  }
  return cards;
}
