import type { IconName } from "../../content/icon-names.ts";
import { icons } from "./icons.ts";

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon: the text next to it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Drawing = icons[name];
  return <Drawing size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" className={className} />;
}
