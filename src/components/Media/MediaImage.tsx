import { useState, type ReactNode } from "react";
import type { Image } from "../../content/primitives.ts";
import { mediaUrl } from "../../lib/media-url.ts";

export interface MediaImageProps {
  image: Image;
  /** Shown instead when the file can't be loaded (remote hosts fail, files go missing). */
  fallback?: ReactNode;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
}

/** An image from content that degrades to a designed fallback rather than a broken icon. */
export function MediaImage({ image, fallback = null, className, loading = "lazy", fetchPriority }: MediaImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{fallback}</>;
  return (
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
}
