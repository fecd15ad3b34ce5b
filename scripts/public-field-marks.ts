/**
 * The site's build draws blocks without the studio's field marks (src/lib/field-mark.ts):
 * before anything else reads a module, every `{...fieldMark(…)}` spread is cut from its JSX and
 * the import with it, so no public document or chunk holds a mark or the code that makes one,
 * not a byte (`npm run size` checks). A cut rather than a module swapped for an empty function:
 * the bundler drops calls to an empty function only within one chunk, and blocks load as chunks
 * of their own.
 *
 * The build, and the dev server's drawing of the site's pages (its environment of its own,
 * scripts/prerender/dev-documents.ts): elsewhere under the dev server the studio's preview
 * shares its modules with the site and turns marking on in its own document. The published studio's bundle (scripts/studio/hosted-build.ts)
 * has its own plugins and keeps the marks.
 */
import type { Plugin } from "vite";
import { devSiteEnvironment } from "./content/island-data.ts";

/** A spread of a call with no call among its arguments, the one form blocks may use (field-mark.ts). */
const markSpread = /\{\s*\.\.\.fieldMark\([^()]*\)\s*\}/g;
const markImport = /^import\s*\{\s*fieldMark\s*\}\s*from\s*["'][^"']*\/field-mark\.ts["'];?\s*$/m;

/** `code` without its field marks; throws when a mark is written in a form the cut cannot see. */
export function withoutFieldMarks(code: string, file: string): string {
  const cut = code.replace(markSpread, "").replace(markImport, "");
  if (/\bfieldMark\b/.test(cut)) {
    throw new Error(`${file} uses fieldMark other than as a JSX spread without calls in its arguments, {...fieldMark("items", index, "title")}: the site's build cannot take it out.`);
  }
  return cut;
}

export function publicFieldMarks(): Plugin {
  return {
    name: "public-field-marks",
    enforce: "pre",
    transform: {
      filter: { id: /\/src\/.*\.tsx$/, code: "fieldMark" },
      handler(code, id) {
        if (this.environment.config.command === "serve" && this.environment.name !== devSiteEnvironment) return undefined;
        return { code: withoutFieldMarks(code, id), map: null };
      },
    },
  };
}
