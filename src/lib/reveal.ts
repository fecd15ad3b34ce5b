/** How much of an element must be visible before it counts as seen (the spec's 0.1): React's useInViewOnce and the page script's counters alike. */
export const revealThreshold = 0.1;
