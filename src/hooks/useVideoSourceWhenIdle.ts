import { useEffect, useState, type RefObject } from "react";
import type { Video } from "../content/primitives.ts";
import { whenIdleAfterFirstPaint } from "../lib/idle-after-paint.ts";
import { chooseVideoSource, currentPixelRatioAndNetwork } from "../lib/video-choice.ts";

/**
 * The file a background video plays: chosen once the page is idle after its first paint,
 * for the width `frame` is rendered at (see chooseVideoSource). Undefined until then,
 * while disabled, and when the poster alone is shown.
 */
export function useVideoSourceWhenIdle(video: Video, frame: RefObject<HTMLElement | null>, enabled: boolean): string | undefined {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    return whenIdleAfterFirstPaint(() => {
      const shownWidth = frame.current?.getBoundingClientRect().width ?? 0;
      // Chosen once: a rotated phone keeps its file rather than downloading another.
      setSource((chosen) => chosen ?? chooseVideoSource(video, { shownWidth, ...currentPixelRatioAndNetwork() }));
    });
  }, [enabled, video, frame]);
  return enabled ? source : undefined;
}
