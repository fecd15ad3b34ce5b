import type { Video } from "../content/primitives.ts";

/** Screens up to this CSS width are phones: they never get a video wider than `phoneMaxVideoWidth`. */
export const phoneScreenMaxWidth = 768;
export const phoneMaxVideoWidth = 1280;
/** No screen gets ultra-HD: a background video gains nothing from it and costs tens of megabytes. */
export const largestVideoWidth = 1920;

/** Connections too slow for a background video: the poster alone is shown. */
const slowConnections = new Set(["slow-2g", "2g", "3g"]);

export interface ScreenAndNetwork {
  /** CSS pixels. */
  screenWidth: number;
  devicePixelRatio: number;
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Which file a background video plays on this screen and network, or undefined for the
 * poster alone. With sources by width: the smallest file that fills the screen's
 * physical pixels, never above the cap for the screen (1280 px on phones, 1920 px
 * elsewhere); when every file is above the cap, none. A single `src` of unknown width
 * plays everywhere: the editor chose it.
 */
export function chooseVideoSource(video: Video, screen: ScreenAndNetwork): string | undefined {
  if (screen.saveData || (screen.effectiveType !== undefined && slowConnections.has(screen.effectiveType))) return undefined;
  if (!video.sources) return video.src;
  const cap = screen.screenWidth <= phoneScreenMaxWidth ? phoneMaxVideoWidth : largestVideoWidth;
  const allowed = video.sources.filter((source) => source.width <= cap).sort((a, b) => a.width - b.width);
  if (allowed.length === 0) return undefined;
  const needed = screen.screenWidth * screen.devicePixelRatio;
  return (allowed.find((source) => source.width >= needed) ?? allowed[allowed.length - 1]!).src;
}

/** The visitor's screen and network as the browser reports them. */
export function currentScreenAndNetwork(): ScreenAndNetwork {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return {
    screenWidth: window.innerWidth,
    devicePixelRatio: window.devicePixelRatio || 1,
    ...(connection?.saveData !== undefined ? { saveData: connection.saveData } : {}),
    ...(connection?.effectiveType !== undefined ? { effectiveType: connection.effectiveType } : {}),
  };
}
