import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { SocialIcon } from "../../components/SocialIcon/SocialIcon.tsx";
import { useSite } from "../../render/SiteContext.tsx";
import * as styles from "./styles.ts";

/** The site's social profiles, so they are written once in site.yaml. */
export function SocialLinks({ title }: { title: string }) {
  const { social } = useSite();
  if (social.length === 0) return null;
  return (
    <div css={styles.detailsGroup}>
      <h3 css={styles.detailsSubtitle}>{title}</h3>
      <ul css={styles.social}>
        {social.map((profile) => (
          <li key={profile.href}>
            <SmartLink href={profile.href} aria-label={`${profile.label} (opens in a new tab)`}>
              <SocialIcon name={profile.icon} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
