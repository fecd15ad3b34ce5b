/**
 * The tag of a test that runs in the desktop project only: playwright.config.ts leaves it out
 * of the phone project, so the phone's run never opens a page for it only to skip it.
 */
export const desktopOnlyTag = "@desktop-only";
