/**
 * Stands in for the stock photo and video hosts that content names, so tests and
 * benchmarks see what a visitor on a real network downloads instead of failed requests.
 * Photos are generated at the requested size with a texture that compresses about like a
 * photograph; videos are bodies of a typical file's size for their width (the browser
 * cannot play them, so it shows the poster, as it does when a video fails).
 */
import sharp from "sharp";

/** Hosts this module answers for. */
export const standInHosts = ["images.unsplash.com", "images.pexels.com", "videos.pexels.com"] as const;

export interface StandInResponse {
  status: number;
  contentType: string;
  body: Buffer;
  /** The pixel width served, or undefined when the request named none. */
  width: number | undefined;
}

/** Average bit rates of stock H.264 clips by width, and the shipped clip's length. */
const videoMegabitsPerSecond: [maxWidth: number, mbps: number][] = [
  [640, 1.2],
  [960, 2.2],
  [1280, 3.5],
  [1920, 7],
  [2560, 14],
  [Infinity, 28],
];
export const standInClipSeconds = 15;

export function videoBytesFor(width: number): number {
  const mbps = videoMegabitsPerSecond.find(([maxWidth]) => width <= maxWidth)![1];
  return Math.round((mbps * 1_000_000 * standInClipSeconds) / 8);
}

/** The width a stock video file name states, e.g. `…-hd_1280_720_30fps.mp4` → 1280. */
export function videoWidthOf(url: string): number | undefined {
  const match = /[-_](?:sd|hd|uhd)_(\d+)_(\d+)/.exec(url);
  return match ? Number(match[1]) : undefined;
}

const photoCache = new Map<string, Buffer>();

async function photo(width: number, height: number, format: "jpeg" | "webp" | "avif"): Promise<Buffer> {
  const key = `${width}x${height}.${format}`;
  const cached = photoCache.get(key);
  if (cached) return cached;
  // Noise drawn at a quarter of the size and scaled up has about a photograph's detail, and is quick to make.
  const noise = await sharp({ create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const texture = sharp(noise).resize(width, height, { kernel: "cubic" });
  const encoded = await (format === "avif" ? texture.avif({ quality: 50, effort: 0 }) : format === "webp" ? texture.webp({ quality: 75 }) : texture.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
  photoCache.set(key, encoded);
  return encoded;
}

/** The answer a stock host would give for `url`, or undefined when it is not one of theirs. */
export async function standInResponse(url: string, accept = ""): Promise<StandInResponse | undefined> {
  const parsed = new URL(url);
  if (!(standInHosts as readonly string[]).includes(parsed.hostname)) return undefined;
  if (parsed.hostname === "videos.pexels.com") {
    const width = videoWidthOf(parsed.pathname) ?? 1920;
    return { status: 200, contentType: "video/mp4", body: Buffer.alloc(videoBytesFor(width)), width };
  }
  // Unsplash and imgix-style parameters: w, h, auto=format; without w the host sends its large original.
  const requested = Number(parsed.searchParams.get("w") ?? parsed.searchParams.get("width") ?? 0);
  const width = Math.min(requested || 3000, 4000);
  const height = Number(parsed.searchParams.get("h") ?? 0) || Math.round((width * 2) / 3);
  const format = parsed.searchParams.get("auto") === "format" ? (accept.includes("image/avif") ? "avif" : accept.includes("image/webp") ? "webp" : "jpeg") : "jpeg";
  return { status: 200, contentType: `image/${format}`, body: await photo(width, height, format), width: requested || undefined };
}
