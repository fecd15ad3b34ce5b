import { useState, type ReactNode } from "react";
import type { ImageVariants } from "../../content/image-variants.ts";
import type { Image } from "../../content/primitives.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { useHydrated } from "../../hooks/useHydrated.ts";
import { fallbackTemplateAttribute, lazyPictureAttribute, pictureFailed } from "./static-media.ts";

export interface MediaImageProps {
  image: Image & ImageVariants;
  /** The width the image is shown at, as a `sizes` value (see lib/image-sizes.ts); the browser picks its file from this. */
  sizes: string;
  /** Shown instead when the file can't be loaded (remote hosts fail, files go missing). */
  fallback?: ReactNode;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
}

/**
 * An image from content that degrades to a designed fallback rather than a broken icon,
 * and downloads a file sized for its slot: `srcset` from the build (the image CDN's own
 * width parameters, or AVIF/WebP variants of a local file) with the slot's `sizes`.
 * A lazy image is left out of prerendered HTML and added once the page is running:
 * a phone would otherwise start fetching it (often from another host) before the first
 * paint, competing with the font and poster that paint needs. Its frame, sized by the
 * block's styles, holds the space meanwhile; <noscript> keeps it for visitors without
 * JavaScript and for crawlers.
 *
 * Inside a static section, which React never adopts, the same markup is brought to life by
 * static-media.ts instead: the <noscript> picture is put in place when it nears the viewport,
 * and the fallback, written beside the picture in a hidden <noscript>, replaces a picture that fails.
 */
export function MediaImage({ image, sizes, fallback = null, className, loading = "lazy", fetchPriority }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  if (failed) return <>{fallback}</>;
  const img = (
    <img
      src={mediaUrl(image.src)}
      {...(image.srcset ? { srcSet: image.srcset, sizes } : {})}
      {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
      alt={image.decorative ? "" : (image.alt ?? "")}
      className={className}
      loading={loading}
      decoding="async"
      {...(fetchPriority ? { fetchPriority } : {})}
      onError={() => setFailed(true)}
      // A prerendered picture may have failed before React adopted it: its error was not heard.
      // Only then: a picture React draws itself is heard from its first request.
      ref={(node) => {
        if (node && !hydrated && pictureFailed(node)) setFailed(true);
      }}
    />
  );
  const picture = image.sources?.length ? (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  ) : (
    img
  );
  // Only in HTML React has not taken over: once it has, the state above does this job. A <noscript>,
  // whose content React neither draws nor adopts in the browser; hidden, so a visitor without scripts sees the picture alone.
  const fallbackTemplate = !hydrated && fallback ? (
    <noscript hidden {...{ [fallbackTemplateAttribute]: "" }}>
      {fallback}
    </noscript>
  ) : null;
  if (loading === "lazy" && !hydrated) {
    return (
      <>
        <noscript {...{ [lazyPictureAttribute]: "" }}>{picture}</noscript>
        {fallbackTemplate}
      </>
    );
  }
  return (
    <>
      {picture}
      {fallbackTemplate}
    </>
  );
}
