import { createElement } from "react";
import type { IconName } from "../../content/icon-names.ts";
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
  const shapes = useIconShapes(name) ?? [];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
