/**
 * The attributes that frame each section in the prerendered HTML, read by the browser's
 * island renderer and by the build's check that static blocks ship no code. Both are
 * `display: contents` (GlobalStyles): the frame adds no box, so the page lays out as before.
 *
 * `data-static-section="3"`: the fourth section is static; its HTML is all it ever is, kept
 * as the browser parsed it, never hydrated. `data-island="0"`: the first section is
 * interactive; React hydrates it on its own when it nears the viewport, is touched or the
 * browser is idle.
 */
export const staticSectionAttribute = "data-static-section";
export const islandAttribute = "data-island";

/**
 * The interactive blocks whose behaviour the page script gives their prerendered HTML without
 * React (a hero's video: static-video.ts; the figures' count: static-counters.ts),
 * so approaching them never starts the app, and the app, when it starts, keeps them on the page
 * it adopts as the HTML they have become (island-renderer.tsx). Drawn afresh inside the app,
 * they are their components. Named by the `data-block` of the section's root.
 */
export const keptInPlaceBlocks: readonly string[] = ["hero", "stats"];
