import { useRef, type ReactNode } from "react";
import { css } from "@emotion/react";
import { useRevealed } from "../../hooks/useInViewOnce.ts";
import { motion } from "../../theme/tokens.ts";

const style = css`
  label: reveal;
  transition: opacity ${motion.slow} ${motion.ease}, transform ${motion.slow} ${motion.ease};
  /* Hiding is instant and only showing animates: prerendered sections the app hides (off screen) never visibly fade out. */
  &[data-revealed="false"] { opacity: 0; transform: translateY(28px); transition: none; }
`;

/** Fades and slides its content in, once, when about 10% of it is visible. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const revealed = useRevealed(ref);
  return (
    <div ref={ref} css={style} data-revealed={revealed}>
      {children}
    </div>
  );
}
