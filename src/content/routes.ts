/** The route of the page shown for any address no other page has. Zod-free: the browser imports it. */
export const notFoundRoute = "*";
