import type { Video } from "../content/primitives.ts";

/** Videos shown up to this CSS width are on phones: they never get a file wider than `phoneMaxVideoWidth`. */
export const phoneShownMaxWidth = 768;
export const phoneMaxVideoWidth = 1280;
/** No screen gets ultra-HD: a background video gains nothing from it and costs tens of megabytes. */
export const largestVideoWidth = 1920;
/**
 * A background video moves and sits under a dark scrim and text: past 1.5 device pixels
 * per CSS pixel nobody sees more detail, while each step up costs megabytes (the 1280 px
 * file is about three times the 640 px one).
 */
export const videoMaxPixelRatio = 1.5;
/** For the same reason a file stretched by up to a quarter looks no different: a 1280 px file serves a 1440 px hero. */
export const videoMaxStretch = 1.25;

/** Connections too slow for a background video: the poster alone is shown. */
const slowConnections = new Set(["slow-2g", "2g", "3g"]);

export interface ShownSizeAndNetwork {
  /** CSS pixels: the width of the element the video fills, as rendered. */
  shownWidth: number;
  devicePixelRatio: number;
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Which file a background video plays where it is shown, or undefined for the poster
 * alone. With sources by width: the smallest file that covers the shown width at a pixel
 * ratio of at most 1.5, stretched by at most a quarter; never above the cap for the
 * shown width (1280 px up to 768 CSS px, 1920 px beyond); when every file is above the
 * cap, none. A 390 px phone at 3× gets the 640 px file, a 1440 px desktop the 1280 px one.
 * A single `src` of unknown width plays everywhere: the editor chose it.
 */
export function chooseVideoSource(video: Video, shown: ShownSizeAndNetwork): string | undefined {
  if (shown.saveData || (shown.effectiveType !== undefined && slowConnections.has(shown.effectiveType))) return undefined;
  if (!video.sources) return video.src;
  const cap = shown.shownWidth <= phoneShownMaxWidth ? phoneMaxVideoWidth : largestVideoWidth;
  const allowed = video.sources.filter((source) => source.width <= cap).sort((a, b) => a.width - b.width);
  if (allowed.length === 0) return undefined;
  const needed = (shown.shownWidth * Math.min(shown.devicePixelRatio, videoMaxPixelRatio)) / videoMaxStretch;
  return (allowed.find((source) => source.width >= needed) ?? allowed[allowed.length - 1]!).src;
}

/** The visitor's pixel ratio and network as the browser reports them (Chromium alone reports the network). */
export function currentPixelRatioAndNetwork(): Omit<ShownSizeAndNetwork, "shownWidth"> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return {
    devicePixelRatio: window.devicePixelRatio || 1,
    ...(connection?.saveData !== undefined ? { saveData: connection.saveData } : {}),
    ...(connection?.effectiveType !== undefined ? { effectiveType: connection.effectiveType } : {}),
  };
}
