/**
 * Structured data for search engines: home's document carries the company as a schema.org
 * Organization in JSON-LD, built from site.yaml (name, address, logo, profiles, email,
 * offices) and typed by schema-dts, so a misspelt property fails tsc. A
 * `<script type="application/ld+json">` is a data block: browsers never run it, so the
 * Content Security Policy does not apply to it.
 */
import type { Organization, Place, PostalAddress, WithContext } from "schema-dts";
import type { Site } from "../../src/content/site.ts";
import { routeForms } from "../../src/lib/hash-route.ts";
import { cardFile } from "./share-cards.ts";

/** The company as schema.org describes an Organization; undefined without site.yaml's url, which every address in it needs. */
export function organization(site: Site): WithContext<Organization> | undefined {
  const url = site.brand.url;
  if (!url) return undefined;
  const root = routeForms("/", url).url!;
  const offices = site.contact.offices ?? [];
  const addresses = offices.map(
    (office): PostalAddress => ({ "@type": "PostalAddress", addressCountry: office.country, ...(office.city ? { addressLocality: office.city } : {}) }),
  );
  const places = offices.map((office, index): Place => ({ "@type": "Place", name: office.name, address: addresses[index]! }));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand.name,
    url: root,
    logo: new URL("favicon.svg", root).href,
    // The picture link previews show: site.yaml's shareImage, or the card the build draws.
    image: new URL((site.brand.shareImage ?? `/${cardFile("site")}`).replace(/^\//, ""), root).href,
    description: site.brand.blurb,
    email: site.contact.email,
    ...(site.contact.phone ? { telephone: site.contact.phone } : {}),
    sameAs: site.social.map((profile) => profile.href),
    ...(offices.length > 0 ? { address: addresses, location: places } : {}),
  };
}

/** The JSON-LD data block; `<` is escaped so no text in it can end the element. */
export function jsonLdTag(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
