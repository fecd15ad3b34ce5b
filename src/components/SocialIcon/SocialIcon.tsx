import type { SocialLink } from "../../content/site.ts";
import { discord, linkedin, x } from "../Icon/drawings.ts";
import { Glyph } from "../Icon/Glyph.tsx";

const drawings = { linkedin, x, discord } satisfies Record<SocialLink["icon"], unknown>;

/** A social network's mark (Tabler's brand icons, drawings.ts). */
export function SocialIcon({ name, size = 20 }: { name: SocialLink["icon"]; size?: number }) {
  return <Glyph drawing={drawings[name]} size={size} strokeWidth={1.75} />;
}
