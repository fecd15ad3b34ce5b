/**
 * The link forms the site accepts, and the advice for any other, without zod: the studio's
 * article editor checks pasted and typed links with them in its own chunk, which does not
 * carry the schemas. primitives.ts builds the link schema from them.
 */
const unsafeScheme = /^\s*(javascript|data|vbscript|file):/i;
/** The link forms the site accepts; anything else is refused with advice. */
export const hrefForms =
  "A link must be a page route (/contact), a route with an anchor (/partnerships#airlines), an anchor on this page (#faq), a full https:// address, a mailto: address or a tel: number.";
export const allowedHref = /^(\/[a-z0-9\-/]*(#[a-z][a-z0-9-]*)?|#[a-z][a-z0-9-]*|https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+|tel:\+?[0-9 ()-]{3,})$/;

/** Why a link is refused, and what to write instead: for link fields and links in Markdown alike. */
export function hrefAdvice(value: string): string {
  if (unsafeScheme.test(value)) {
    return `"${value.split(":")[0]}:" links are not allowed: they can run code or hide content. Use a page route like /contact, an anchor like #faq, or a full https:// address.`;
  }
  if (/^www\./i.test(value)) return `Web addresses need their scheme. Did you mean "https://${value}"?`;
  const copied = /^\/?#(\/[a-z0-9\-/]*)(?:\?section=([a-z][a-z0-9-]*)|#([a-z][a-z0-9-]*))?$/.exec(value);
  if (copied) {
    const [, route, section, oldSection] = copied;
    const anchor = section ?? oldSection;
    return `That is how the browser's address bar shows the link. In content, write the route${anchor ? " and the section" : ""}: "${route}${anchor ? `#${anchor}` : ""}".`;
  }
  if (/^[a-z0-9-]+(#[a-z0-9-]+)?$/i.test(value)) return `Page routes start with "/". Did you mean "/${value.toLowerCase()}"?`;
  if (/^\/[\w\-/]*[A-Z]/.test(value)) return `Routes are lower-case. Did you mean "${value.toLowerCase()}"?`;
  if (/^[^\s@:]+@[^\s@]+\.[^\s@]+$/.test(value)) return `Email links start with "mailto:". Did you mean "mailto:${value}"?`;
  return hrefForms;
}
