/**
 * What MediaImage's React state does for a picture, done for the pictures of a static
 * section, whose HTML React never adopts (src/islands/island-renderer.tsx): a lazy
 * picture, which the prerender writes inside <noscript>, is put in place as it nears the
 * viewport; a picture that fails to load is replaced by the fallback the prerender wrote
 * beside it in a hidden <noscript>. Plain DOM, a few hundred bytes, in place of each block's code.
 */

/** On the <noscript> holding a lazy picture. */
export const lazyPictureAttribute = "data-lazy-picture";
/** On the hidden <noscript> holding what a picture's place shows when its file fails. */
export const fallbackTemplateAttribute = "data-picture-fallback";

/** On what a failed picture's place shows instead, once it does. */
export const fallbackShownAttribute = "data-picture-fallback-shown";

/** As far ahead of the viewport as the browser's own lazy loading starts, about. */
const nearViewport = "1250px 0px";

/** The build's own markup that a <noscript> holds: the parser keeps it as text while scripts run. */
function markupOf(holder: Element): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = holder.textContent ?? "";
  return template.content;
}

/** The picture's fallback, written right after it (after its <picture>, or its <noscript> before it is put in place). */
function fallbackOf(media: Element): Element | undefined {
  const next = media.nextElementSibling;
  return next?.tagName === "NOSCRIPT" && next.hasAttribute(fallbackTemplateAttribute) ? next : undefined;
}

function showFallback(image: HTMLImageElement): void {
  const media = image.parentElement instanceof HTMLPictureElement ? image.parentElement : image;
  const holder = fallbackOf(media);
  if (!holder) return;
  const fallback = markupOf(holder);
  for (const element of fallback.children) element.setAttribute(fallbackShownAttribute, "");
  media.replaceWith(fallback);
  holder.remove();
}

/**
 * Whether a picture's file has already failed: the browser is done with it and has nothing to
 * show from the address it chose. Asked by MediaImage as it adopts a picture, and here, since an
 * `error` that came before anyone listened is not given again.
 */
export function pictureFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && Boolean(image.currentSrc);
}

/** Swaps a failed image for its fallback, now if it has already failed, else when it does. */
function watchImage(image: HTMLImageElement): void {
  if (pictureFailed(image)) showFallback(image);
  else image.addEventListener("error", () => showFallback(image), { once: true });
}

function putInPlace(holder: HTMLElement): void {
  const picture = markupOf(holder);
  const images = [...picture.querySelectorAll("img")];
  holder.replaceWith(picture);
  images.forEach(watchImage);
}

/** The nearest element around `node` with a box of its own (a `display: contents` frame has none to watch). */
function boxAround(node: Element): Element | undefined {
  let element = node.parentElement;
  while (element && getComputedStyle(element).display === "contents") element = element.parentElement;
  return element ?? undefined;
}

/** Brings the pictures of a static section to life; returns what stops watching. */
export function enhanceStaticMedia(section: Element): () => void {
  for (const image of section.querySelectorAll("img")) watchImage(image);
  const holders = [...section.querySelectorAll<HTMLElement>(`noscript[${lazyPictureAttribute}]`)];
  if (holders.length === 0) return () => undefined;
  if (!("IntersectionObserver" in window)) {
    holders.forEach(putInPlace);
    return () => undefined;
  }
  // A <noscript> has no box while scripts run: its frame, sized by the block's styles, is what nears the viewport.
  const holderOf = new Map<Element, HTMLElement[]>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        holderOf.get(entry.target)?.forEach(putInPlace);
      }
    },
    { rootMargin: nearViewport },
  );
  for (const holder of holders) {
    const frame = boxAround(holder);
    if (!frame) continue;
    holderOf.set(frame, [...(holderOf.get(frame) ?? []), holder]);
    observer.observe(frame);
  }
  return () => observer.disconnect();
}
