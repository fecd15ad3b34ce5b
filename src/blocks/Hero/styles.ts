import { css } from "@emotion/react";
import { color, layout, motion as motionTokens, size, space } from "../../theme/tokens.ts";

export const root = css`
  label: hero;
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  overflow: hidden;
  color: ${color.onDark};
  /* The designed fallback: a layered gradient that stands on its own when media can't load. */
  background:
    radial-gradient(60rem 30rem at 85% 10%, rgba(47, 163, 107, 0.35), transparent 60%),
    radial-gradient(50rem 28rem at 0% 100%, rgba(26, 111, 163, 0.4), transparent 60%),
    linear-gradient(160deg, ${color.brandDeep} 0%, ${color.brandDark} 45%, #0b4a5e 100%);
`;

export const sizes = {
  full: css`min-height: 100svh; padding: calc(${layout.headerHeight} + ${space.xxl}) 0 ${space.xxl};`,
  page: css`min-height: clamp(26rem, 60vh, 36rem); padding: calc(${layout.headerHeight} + ${space.xxl}) 0 ${space.xxl};`,
  compact: css`min-height: clamp(30rem, 70vh, 40rem); padding: calc(${layout.headerHeight} + ${space.xl}) 0 ${space.xl};`,
} as const;

export const media_ = css`
  label: hero-media;
  position: absolute;
  inset: 0;
  z-index: -1;
  & img { width: 100%; height: 100%; object-fit: cover; }
`;

/** Keeps text readable over any photo or video frame. */
export const scrim = css`
  label: hero-scrim;
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(180deg, rgba(5, 42, 33, 0.6) 0%, rgba(5, 42, 33, 0.4) 50%, rgba(5, 42, 33, 0.82) 100%);
`;

export const content = css`
  label: hero-content;
  position: relative;
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.gutter};
`;

export const centred = css`text-align: center; & > * { margin-inline: auto; }`;

export const eyebrow = css`
  label: hero-eyebrow;
  font-size: clamp(3.5rem, 2.5rem + 5vw, 6.5rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
  color: ${color.leaf};
  margin-bottom: ${space.md};
`;

export const title = css`
  label: hero-title;
  font-size: ${size.h1};
  font-weight: 800;
  /* 18 of Inter's heavy digits (18ch), written in em: ch is measured from the font in use, and
     the first paint's fallback face has narrower digits, so the box would widen when Inter
     arrives and move the centred heading. */
  max-width: 12.454em;
`;

export const subtitle = css`
  label: hero-subtitle;
  margin-top: ${space.lg};
  font-size: ${size.lead};
  font-weight: 500;
  color: ${color.onDarkMuted};
  max-width: 40rem;
`;

export const text = css`
  label: hero-text;
  margin-top: ${space.md};
  color: ${color.onDarkMuted};
  max-width: 40rem;
`;



/**
 * The fade entrance: the heading first, paragraphs 200 ms later (the spec's Contact hero),
 * whenever the app shows the page. Hiding is instant and only showing animates. A page
 * painted from prerendered HTML shows its hero at once instead: fading it in there would
 * hold the page's largest text back from the first paint (mobile LCP 1.06 s -> 2.0 s).
 */
export const entrance = css`
  label: hero-entrance;
  & [data-entrance-part] { transition: opacity ${motionTokens.slow} ${motionTokens.ease}, transform ${motionTokens.slow} ${motionTokens.ease}; }
  & [data-entrance-part="paragraph"] { transition-delay: 200ms; }
  &[data-entered="false"] [data-entrance-part] { opacity: 0; transform: translateY(16px); transition: none; }
`;
