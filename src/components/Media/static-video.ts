/**
 * What BackgroundVideo's React state does, done for a hero the app has not adopted (the page
 * script, src/islands/page-runtime.ts, runs it on every page before React, which most visits
 * never load): once the page has loaded, painted and gone idle, the file for the width the
 * frame is shown at is attached, muted and looping; a file that fails is taken away (the
 * poster stays); the pause control the prerender wrote, hidden, is shown and answers. The
 * same markup and the same choice of file (video-choice.ts) as the component.
 */
import type { Video } from "../../content/primitives.ts";
import { whenIdleAfterFirstPaint } from "../../lib/idle-after-paint.ts";
import { chooseVideoSource, currentPixelRatioAndNetwork } from "../../lib/video-choice.ts";

/** On a background video's frame: its files, `640 a.mp4 1280 b.mp4` (width and address in turn), or its one file. */
export const backgroundVideoAttribute = "data-background-video";
/** On the pause control: the label it takes when pressed (pause ⇄ play), its `aria-label` being the other. */
export const otherLabelAttribute = "data-other-label";

/** The video a frame's attribute names, as the content gave it (addresses already resolved against the site). */
export function videoOfText(text: string): Video {
  const parts = text.trim().split(/\s+/);
  if (parts.length < 2) return { src: parts[0] ?? "" } as Video;
  const sources: { src: string; width: number }[] = [];
  for (let index = 0; index + 1 < parts.length; index += 2) sources.push({ width: Number(parts[index]), src: parts[index + 1]! });
  return { sources } as Video;
}

function prefersLessMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Brings one background video's frame to life; returns what stops a video not yet attached. */
export function startStaticVideo(frame: HTMLElement): () => void {
  const toggle = frame.nextElementSibling instanceof HTMLButtonElement ? frame.nextElementSibling : undefined;
  if (frame.querySelector("video") || prefersLessMotion()) return () => undefined;
  return whenIdleAfterFirstPaint(() => {
    const shownWidth = frame.getBoundingClientRect().width;
    const source = chooseVideoSource(videoOfText(frame.getAttribute(backgroundVideoAttribute) ?? ""), { shownWidth, ...currentPixelRatioAndNetwork() });
    if (!source) return;
    const video = document.createElement("video");
    video.muted = true;
    video.loop = true;
    video.autoplay = true;
    video.playsInline = true;
    video.tabIndex = -1;
    video.addEventListener("error", () => {
      video.remove();
      if (toggle) toggle.hidden = true;
    });
    video.src = source;
    frame.appendChild(video);
    if (!toggle) return;
    toggle.hidden = false;
    toggle.addEventListener("click", () => {
      const pausing = !video.paused;
      if (pausing) video.pause();
      else void video.play().catch(() => undefined);
      const label = toggle.getAttribute(otherLabelAttribute) ?? "";
      toggle.setAttribute(otherLabelAttribute, toggle.getAttribute("aria-label") ?? "");
      toggle.setAttribute("aria-label", label);
      toggle.setAttribute("data-paused", String(pausing));
    });
  });
}
