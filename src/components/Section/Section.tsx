import type { ReactNode } from "react";
import { useId } from "react";
import { container, eyebrow as eyebrowStyle, eyebrowOnLight, heading, intro as introStyle, section, title as titleStyle, tones, type Tone } from "./styles.ts";
import { fieldMark } from "../../lib/field-mark.ts";

export interface SectionProps {
  id?: string | undefined;
  /** Names the section's root for styling and debugging, e.g. "cards". */
  block: string;
  tone?: Tone;
  eyebrow?: string | undefined;
  title?: string | undefined;
  intro?: string | undefined;
  /** The id of a heading the block renders itself, when it doesn't pass `title`. */
  labelledBy?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** Whether a tone paints a light background, so text on it needs the dark colours. */
export function isLightTone(tone: Tone): boolean {
  return tone === "light" || tone === "muted";
}

/**
 * A page section: landmark, anchor target and the shared heading layout.
 * Labelled by its heading, so screen-reader users can jump between sections.
 */
export function Section({ id, block, tone = "light", eyebrow, title, intro, labelledBy, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} data-block={block} aria-labelledby={title ? headingId : labelledBy} css={[section, tones[tone]]} className={className}>
      <div css={container}>
        {(title || eyebrow || intro) && (
          <header css={heading}>
            {eyebrow && (
              <p {...fieldMark("eyebrow")} css={[eyebrowStyle, isLightTone(tone) && eyebrowOnLight]}>
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 {...fieldMark("title")} id={headingId} css={titleStyle}>
                {title}
              </h2>
            )}
            {intro && (
              <p {...fieldMark("intro")} css={introStyle}>
                {intro}
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
