/**
 * Imported first by each of the studio's entries. zod compiles its object parsers with
 * `new Function` where it may, and finds out by trying once, on the first parse; the published
 * studio's policy allows no eval, so that try is a policy violation on every page that opens.
 * Set before anything parses, `jitless` makes zod neither try nor ask.
 */
// zod's core alone: the whole of zod in the studio's first load is 4 KB gzip of code its first screen never runs.
import { config } from "zod/v4/core";

config({ jitless: true });
