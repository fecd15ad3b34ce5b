import { css } from "@emotion/react";
import type { SocialLink } from "../../content/site.ts";
import { color, motion, space } from "../../theme/tokens.ts";
import { SmartLink } from "../SmartLink/SmartLink.tsx";
import { SocialIcon } from "../SocialIcon/SocialIcon.tsx";
import { useWords } from "../../hooks/SiteContext.tsx";

const list = css`
  label: social-links;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.1);
    color: ${color.onDark};
    transition: background-color ${motion.fast} ease, color ${motion.fast} ease;
  }
  & a:hover { background: ${color.leaf}; color: ${color.brandDeep}; }
`;

/** The company's social profiles as round icon links, for dark panels; each opens in a new tab. */
export function SocialLinks({ profiles, label }: { profiles: SocialLink[]; label?: string }) {
  const words = useWords();
  if (profiles.length === 0) return null;
  return (
    <ul css={list} aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.href}>
          <SmartLink href={profile.href} aria-label={`${profile.label} ${words.newTab}`}>
            <SocialIcon name={profile.icon} />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
