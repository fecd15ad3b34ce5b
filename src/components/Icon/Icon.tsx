import type { IconName } from "../../content/icon-names.ts";
import { Glyph } from "./Glyph.tsx";
import { useIconShapes } from "./IconContext.tsx";

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * An icon named in content. Its shapes arrive with the page's content, so the
 * app carries no icon set of its own. Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return <Glyph drawing={useIconShapes(name) ?? []} size={size} strokeWidth={1.75} className={className} data-icon={name} />;
}
