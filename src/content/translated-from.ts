import { z } from "zod";

/**
 * What a translated section was made from: for each text field, a short fingerprint of
 * the English it translates (`title: 3fa9c2d1`, `items[0].title: 9b0e44aa`). When the
 * English changes, its fingerprint no longer matches and validation says the translation
 * is behind, from the files alone (no history needed). Written by the studio's "Mark as
 * translated" and by `npm run translations -- --mark`; never by hand.
 */
export const translatedFrom = z
  .record(
    z.string().regex(/^[a-zA-Z]+(\[\d+\]|\.[a-zA-Z]+)*$/, { error: 'A field is named by its path in the section, like "title" or "items[0].title".' }),
    z.string().regex(/^[0-9a-f]{8}$/, { error: "A fingerprint is 8 characters from 0-9 and a-f, written by the tools. Run npm run translations -- --mark to write it again." }),
  )
  .describe("Translations only: the fingerprint of the English each text field was translated from, by field. Written by the studio's Mark as translated or npm run translations -- --mark.");
