/**
 * What the media library says of a file before it is taken in: its size in bytes and, for
 * a picture or a video, its pixels. Pictures are read from their first bytes
 * (picture-size.ts); what those do not tell (an AVIF, a video) is asked of the browser.
 */
import { pictureSize, type PixelSize } from "./picture-size.ts";

export interface MediaFacts {
  bytes: number;
  pixels?: PixelSize;
}

/** The browser's own reading of a file it can show: undefined when it cannot, or takes over two seconds. */
function askBrowser(url: string, video: boolean): Promise<PixelSize | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 2000);
    const done = (pixels: PixelSize | undefined) => {
      clearTimeout(timer);
      resolve(pixels && pixels.width > 0 ? pixels : undefined);
    };
    if (video) {
      const element = document.createElement("video");
      element.preload = "metadata";
      element.onloadedmetadata = () => done({ width: element.videoWidth, height: element.videoHeight });
      element.onerror = () => done(undefined);
      element.src = url;
    } else {
      const element = new Image();
      element.onload = () => done({ width: element.naturalWidth, height: element.naturalHeight });
      element.onerror = () => done(undefined);
      element.src = url;
    }
  });
}

export async function readMediaFacts(file: File, url: string): Promise<MediaFacts> {
  const pixels = pictureSize(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer())) ?? (await askBrowser(url, file.type.startsWith("video/")));
  return { bytes: file.size, ...(pixels ? { pixels } : {}) };
}
