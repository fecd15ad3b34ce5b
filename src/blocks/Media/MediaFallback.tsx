import { Globe } from "lucide-react";
import type { Image } from "../../content/primitives.ts";
import * as styles from "./styles.ts";

/** What stands in for a picture that can't load: on brand, with its description kept visible. */
export function MediaFallback({ image }: { image: Image }) {
  const description = image.decorative ? undefined : image.alt;
  return (
    <div css={styles.fallback} data-media-fallback="" aria-hidden={description ? undefined : true}>
      <Globe size={64} strokeWidth={1.25} aria-hidden="true" />
      {description && <p css={styles.fallbackText}>{description}</p>}
    </div>
  );
}
