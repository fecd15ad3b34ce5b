import { MapPin } from "lucide-react";
import { useId } from "react";
import { Icon } from "../../components/Icon/Icon.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { SocialLinks } from "../../components/SocialLinks/SocialLinks.tsx";
import { telHref } from "../../lib/tel-href.ts";
import { useSite } from "../../hooks/SiteContext.tsx";
import type { FormDetails } from "./schema.ts";
import * as styles from "./styles.ts";
import { Bidi } from "../../components/Bidi/Bidi.tsx";

/** The side panel. Entries left blank in content vanish rather than leave an empty heading. */
export function ContactDetails({ details }: { details: FormDetails }) {
  const titleId = useId();
  const { contact, social } = useSite();
  // Items that name a site-wide detail take it from site.yaml, so it is written once.
  const items = details.items
    .map((item) => {
      if (item.from === "email") return { ...item, text: contact.email, href: `mailto:${contact.email}` };
      if (item.from === "phone") return contact.phone ? { ...item, text: contact.phone, href: telHref(contact.phone) } : { ...item, text: undefined };
      return item;
    })
    .filter((item) => item.text);
  const locations = (details.locations ?? []).filter((location) => location.name || location.address);

  return (
    <aside css={styles.details} aria-labelledby={titleId}>
      <h2 id={titleId} css={styles.detailsTitle}>
        {details.title}
      </h2>

      {items.length > 0 && (
        <ul css={styles.list}>
          {items.map((item) => (
            <li key={`${item.label}-${item.text}`} css={styles.item}>
              <span css={styles.itemIcon}>
                <Icon name={item.icon} size={20} />
              </span>
              <div>
                <p css={styles.itemLabel}>{item.label}</p>
                <p css={styles.itemText}>
                  {item.href ? (
                    <SmartLink href={item.href}>
                      <Bidi text={item.text} />
                    </SmartLink>
                  ) : (
                    <Bidi text={item.text} />
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}

      {locations.length > 0 && (
        <div css={styles.detailsGroup}>
          {details.locationsTitle && <h3 css={styles.detailsSubtitle}>{details.locationsTitle}</h3>}
          <ul css={styles.list}>
            {locations.map((location, index) => (
              <li key={`${location.name ?? ""}-${index}`} css={styles.location}>
                <MapPin size={18} aria-hidden="true" />
                <div>
                  {location.name && <p css={styles.locationName}>{location.name}</p>}
                  {location.address && <p css={styles.locationAddress}>{location.address}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {/* The site's social profiles, written once in site.yaml. */}
      {details.socialTitle && social.length > 0 && (
        <div css={styles.detailsGroup}>
          <h3 css={styles.detailsSubtitle}>{details.socialTitle}</h3>
          <SocialLinks profiles={social} />
        </div>
      )}
    </aside>
  );
}
