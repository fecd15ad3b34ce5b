import { useState, type ReactNode } from "react";
import type { Image } from "../../content/primitives.ts";
import { mediaUrl } from "../../lib/media-url.ts";
import { useHydrated } from "../../lib/useHydrated.ts";

export interface MediaImageProps {
  image: Image;
  /** Shown instead when the file can't be loaded (remote hosts fail, files go missing). */
  fallback?: ReactNode;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
}

/**
 * An image from content that degrades to a designed fallback rather than a broken icon.
 * A lazy image is left out of prerendered HTML and added once the page is running:
 * a phone would otherwise start fetching it (often from another host) before the first
 * paint, competing with the font and poster that paint needs. Its frame, sized by the
 * block's styles, holds the space meanwhile; <noscript> keeps it for visitors without
 * JavaScript and for crawlers.
 */
export function MediaImage({ image, fallback = null, className, loading = "lazy", fetchPriority }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  if (failed) return <>{fallback}</>;
  const img = (
    <img
      src={mediaUrl(image.src)}
      alt={image.decorative ? "" : (image.alt ?? "")}
      className={className}
      loading={loading}
      decoding="async"
      {...(fetchPriority ? { fetchPriority } : {})}
      onError={() => setFailed(true)}
    />
  );
  if (loading === "lazy" && !hydrated) return <noscript>{img}</noscript>;
  return img;
}
