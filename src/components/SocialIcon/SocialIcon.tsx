import { IconBrandDiscord, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";
import type { SocialLink } from "../../content/site.ts";

const drawings = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  discord: IconBrandDiscord,
} satisfies Record<SocialLink["icon"], unknown>;

/** Brand marks come from Tabler: lucide no longer ships brand logos. */
export function SocialIcon({ name, size = 20 }: { name: SocialLink["icon"]; size?: number }) {
  const Drawing = drawings[name];
  return <Drawing size={size} stroke={1.75} aria-hidden="true" focusable="false" />;
}
