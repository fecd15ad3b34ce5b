/**
 * What BackgroundVideo's React state does, done for a hero the app has not adopted (the page
 * script, src/islands/page-runtime.ts, runs it on every page before React, which most visits
 * never load): once the page has loaded, painted and gone idle, the file for the width the
 * frame is shown at is attached, muted and looping; a file that fails is taken away (the
 * poster stays); a pause control follows the frame, labelled in the page's language from the
 * frame's own attribute and styled by the frame's rules. The same markup and the same choice
 * of file (video-choice.ts) as the component.
 */
import type { IconShape } from "../../content/site-content.ts";
import type { Video } from "../../content/primitives.ts";
import { pause, play } from "../Icon/video-drawings.ts";
import { whenIdleAfterFirstPaint } from "../../lib/idle-after-paint.ts";
import { prefersReducedMotion } from "../../lib/scroll.ts";
import { chooseVideoSource, currentPixelRatioAndNetwork } from "../../lib/video-choice.ts";

/** On a background video's frame: its files, `640 a.mp4 1280 b.mp4` (width and address in turn), or its one file. */
export const backgroundVideoAttribute = "data-background-video";
/** On a background video's frame: the pause control's two labels, `Pause…|Play…`, in the page's language. */
export const videoLabelsAttribute = "data-video-labels";
/** The pause control's icon, in CSS pixels. */
export const toggleIconSize = 18;

const svgSpace = "http://www.w3.org/2000/svg";

/** The icon Glyph draws for `drawing`, drawn without React. */
function glyph(drawing: readonly IconShape[]): SVGSVGElement {
  const svg = document.createElementNS(svgSpace, "svg");
  const attributes = { width: toggleIconSize, height: toggleIconSize, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round", "aria-hidden": "true" };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, String(value));
  for (const [tag, shape] of drawing) {
    const element = document.createElementNS(svgSpace, tag);
    for (const [name, value] of Object.entries(shape)) element.setAttribute(name, value);
    svg.appendChild(element);
  }
  return svg;
}

/** The video a frame's attribute names, as the content gave it (addresses already resolved against the site). */
export function videoOfText(text: string): Video {
  const parts = text.trim().split(/\s+/);
  if (parts.length < 2) return { src: parts[0] ?? "" } as Video;
  const sources: { src: string; width: number }[] = [];
  for (let index = 0; index + 1 < parts.length; index += 2) sources.push({ width: Number(parts[index]), src: parts[index + 1]! });
  return { sources } as Video;
}

/** Brings one background video's frame to life; returns what stops a video not yet attached. */
export function startStaticVideo(frame: HTMLElement): () => void {
  if (frame.querySelector("video") || prefersReducedMotion()) return () => undefined;
  return whenIdleAfterFirstPaint(() => {
    const shownWidth = frame.getBoundingClientRect().width;
    const source = chooseVideoSource(videoOfText(frame.getAttribute(backgroundVideoAttribute) ?? ""), { shownWidth, ...currentPixelRatioAndNetwork() });
    if (!source) return;
    const [pauseLabel = "", playLabel = ""] = (frame.getAttribute(videoLabelsAttribute) ?? "").split("|");
    const video = document.createElement("video");
    const toggle = document.createElement("button");
    video.muted = true;
    video.loop = true;
    video.autoplay = true;
    video.playsInline = true;
    video.tabIndex = -1;
    video.addEventListener("error", () => {
      video.remove();
      toggle.remove();
    });
    video.src = source;
    frame.appendChild(video);
    const show = (paused: boolean) => {
      toggle.setAttribute("aria-label", paused ? playLabel : pauseLabel);
      toggle.replaceChildren(glyph(paused ? play : pause));
    };
    toggle.type = "button";
    show(false);
    toggle.addEventListener("click", () => {
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      show(video.paused);
    });
    frame.after(toggle);
  });
}
