/**
 * What the prerendered page does before, and mostly instead of, React: its static sections'
 * pictures load near the viewport and fall back (static-media.ts); the islands kept in place
 * (markers.ts: the hero and the figures) play their video and count (a hero's entrance is
 * drawn entered: the server draws for reduced motion, useReducedMotion.ts);
 * the header turns solid on scroll and chooses between its full navigation and its menu
 * button. Run once per document by the page script (page-runtime.ts) and, under the dev
 * server, where no page script runs, by main.tsx as it adopts the page.
 */
import { watchHeaderScroll } from "../app/header-scroll.ts";
import { watchNavFit } from "../app/Header/nav-fit.ts";
import { startStaticCounters } from "../blocks/Stats/static-counters.ts";
import { enhanceStaticMedia } from "../components/Media/static-media.ts";
import { backgroundVideoAttribute, startStaticVideo } from "../components/Media/static-video.ts";
import { islandAttribute, keptInPlaceBlocks, staticSectionAttribute } from "./markers.ts";

let enhanced = false;

/** Whether an island frame holds a block the page script keeps in place (its section's root names it). */
export function isKeptInPlace(frame: Element): boolean {
  return keptInPlaceBlocks.indexOf(frame.firstElementChild?.getAttribute("data-block") ?? "") >= 0;
}

/** Brings the prerendered page in `root` to life without React; once per document. */
export function enhancePrerenderedPage(root: ParentNode): void {
  if (enhanced) return;
  enhanced = true;
  for (const section of root.querySelectorAll(`main [${staticSectionAttribute}], main [${islandAttribute}]`)) {
    if (section.hasAttribute(staticSectionAttribute) || isKeptInPlace(section)) enhanceStaticMedia(section);
  }
  for (const frame of root.querySelectorAll<HTMLElement>(`main [${backgroundVideoAttribute}]`)) startStaticVideo(frame);
  startStaticCounters(root);
  const header = root.querySelector<HTMLElement>(`[${islandAttribute}="header"] header`);
  if (header) {
    watchHeaderScroll(header);
    watchNavFit(header);
  }
}
