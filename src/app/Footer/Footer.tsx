import { mail, mapPin, phone } from "../../components/Icon/drawings.ts";
import { Glyph } from "../../components/Icon/Glyph.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import type { Site } from "../../content/site.ts";
import { telHref } from "../../lib/tel-href.ts";
import { fieldMark } from "../../lib/field-mark.ts";
import { useHydrated } from "../../hooks/useHydrated.ts";
import { useLocale, useWords } from "../../hooks/SiteContext.tsx";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch.tsx";
import { LogoMark } from "../Header/Logo.tsx";
import { SocialLinks } from "../../components/SocialLinks/SocialLinks.tsx";
import * as styles from "./styles.ts";

/**
 * This year; while React adopts prerendered HTML, the year it was built, so a page
 * built in December and opened in January is adopted, then updated, not redrawn.
 */
function useCurrentYear(builtYear: number | undefined): number {
  const hydrated = useHydrated();
  return hydrated || builtYear === undefined ? new Date().getFullYear() : builtYear;
}

export function Footer({ site, builtYear }: { site: Site; builtYear?: number | undefined }) {
  const { brand, contact, footer, social } = site;
  const words = useWords();
  const { locales } = useLocale();
  const copyright = footer.copyright.replace("{year}", String(useCurrentYear(builtYear)));
  return (
    <footer css={styles.root}>
      <div css={styles.grid}>
        <div css={styles.brand}>
          <SmartLink {...fieldMark("brand", "name")} href="/" css={{ display: "inline-flex", alignItems: "center", gap: "0.6rem", fontWeight: 800, fontSize: "1.25rem", textDecoration: "none" }}>
            <LogoMark size={32} />
            {brand.name}
          </SmartLink>
          <p {...fieldMark("brand", "blurb")}>{brand.blurb}</p>
          <SocialLinks profiles={social} label={words.socialLinks} />
        </div>

        <nav aria-label={footer.quickLinksTitle}>
          <h2 {...fieldMark("footer", "quickLinksTitle")} css={styles.heading}>
            {footer.quickLinksTitle}
          </h2>
          <ul css={styles.list}>
            {footer.quickLinks.map((link, index) => (
              <li key={link.href}>
                <SmartLink {...fieldMark("footer", "quickLinks", index, "label")} href={link.href}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 {...fieldMark("footer", "contactTitle")} css={styles.heading}>
            {footer.contactTitle}
          </h2>
          <ul css={styles.list}>
            <li css={styles.contactItem}>
              <Glyph drawing={mapPin} size={16} />
              <span {...fieldMark("contact", "headquarters")}>{contact.headquarters}</span>
            </li>
            <li css={styles.contactItem}>
              <Glyph drawing={mail} size={16} />
              {/* Addresses and numbers read left to right inside right-to-left text. */}
              <SmartLink {...fieldMark("contact", "email")} href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </SmartLink>
            </li>
            {contact.phone && (
              <li css={styles.contactItem}>
                <Glyph drawing={phone} size={16} />
                <SmartLink {...fieldMark("contact", "phone")} href={telHref(contact.phone)} dir="ltr">
                  {contact.phone}
                </SmartLink>
              </li>
            )}
          </ul>
        </div>

        <nav aria-label={footer.legalTitle}>
          <h2 {...fieldMark("footer", "legalTitle")} css={styles.heading}>
            {footer.legalTitle}
          </h2>
          <ul css={styles.list}>
            {footer.legal.map((link, index) => (
              <li key={`${link.label}-${link.href}`}>
                <SmartLink {...fieldMark("footer", "legal", index, "label")} href={link.href}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div css={styles.bottom}>
        <p {...fieldMark("footer", "copyright")}>{copyright}</p>
        {locales.length > 1 && (
          <nav aria-label={words.languages} css={styles.languages}>
            <LanguageSwitch />
          </nav>
        )}
        {brand.tagline && <p>{brand.tagline}</p>}
      </div>
    </footer>
  );
}
