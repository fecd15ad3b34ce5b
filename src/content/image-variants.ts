/**
 * What the build adds to an image from content so the browser can download the size it
 * shows (scripts/content/responsive-images.ts). Editors never write these fields.
 */
export interface ImageVariants {
  /** Width-described candidates, "url 320w, url 640w, …", made through the image CDN's own parameters or at build time. */
  srcset?: string;
  /** Smaller formats of a local file, best first, each with its own width-described candidates. */
  sources?: { type: string; srcset: string }[];
  /** The original's size in pixels, when the build could read it: reserves the image's shape before it arrives. */
  width?: number;
  height?: number;
}
