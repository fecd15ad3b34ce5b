/**
 * The tag of a test that runs in the desktop project only. Every test runs there; since the
 * phone project runs only tests tagged `phoneTag`, this tag now documents a test's intent
 * (its subject is the same on every screen) more than it filters.
 */
export const desktopOnlyTag = "@desktop-only";

/**
 * The tag of a test that also runs at a phone's width and touch: one whose subject looks or
 * works differently there (the menu, the header, a listing's layout, a field's direction).
 * Every page's layout at 320 and 390 px is swept by viewport-sweep.spec.ts in any case.
 */
export const phoneTag = "@phone";
