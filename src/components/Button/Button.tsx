import type { Action } from "../../content/primitives.ts";
import { SmartLink } from "../SmartLink/SmartLink.tsx";
import { base, sizes, variants } from "./styles.ts";
import type { FieldMarkProps } from "../../lib/field-mark.ts";

export interface ButtonProps extends FieldMarkProps {
  action: Pick<Action, "label" | "href"> & Partial<Pick<Action, "variant" | "size" | "linkDetail">>;
  className?: string;
  onClick?: () => void;
}

/** A link styled as a button: variants primary, secondary, outline, text; sizes sm, md, lg. */
export function Button({ action, className, onClick, ...mark }: ButtonProps) {
  const variant = action.variant ?? "primary";
  const size = action.size ?? "md";
  return (
    <SmartLink {...mark} href={action.href} css={[base, sizes[size], variants[variant]]} className={className} onClick={onClick} data-variant={variant} data-size={size}>
      {action.label}
      {/* Said to screen readers and read by crawlers, so "Learn More" names where it goes; the button shows the label alone. */}
      {action.linkDetail && <span className="visually-hidden"> {action.linkDetail}</span>}
    </SmartLink>
  );
}
