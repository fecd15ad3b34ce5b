/**
 * Imported first by each of the studio's entries. zod compiles its object parsers with
 * `new Function` where it may, and finds out by trying once, on the first parse; the published
 * studio's policy allows no eval, so that try is a policy violation on every page that opens.
 * Set before anything parses, `jitless` makes zod neither try nor ask.
 */
import { z } from "zod";

z.config({ jitless: true });
