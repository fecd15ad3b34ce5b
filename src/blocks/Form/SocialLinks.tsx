import { SocialLinks as SocialLinkList } from "../../components/SocialLinks/SocialLinks.tsx";
import { useSite } from "../../render/SiteContext.tsx";
import * as styles from "./styles.ts";

/** The site's social profiles, so they are written once in site.yaml. */
export function SocialLinks({ title }: { title: string }) {
  const { social } = useSite();
  if (social.length === 0) return null;
  return (
    <div css={styles.detailsGroup}>
      <h3 css={styles.detailsSubtitle}>{title}</h3>
      <SocialLinkList profiles={social} />
    </div>
  );
}
