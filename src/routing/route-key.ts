/**
 * Whether an address names a route as the router always matched it: letters in any case, an
 * optional closing slash, and letters the address bar percent-encodes (an Arabic entry's slug).
 * Two addresses name the same page when their keys are equal.
 */
export function routeKey(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A malformed escape is compared as written.
  }
  return (decoded.length > 1 ? decoded.replace(/\/$/, "") : decoded).toLowerCase();
}
