/**
 * Marks an element a block draws with the content field it shows (`"items", 2, "title"`, from
 * the section), for the studio's preview: pointing at the element there outlines it, and a click
 * or Enter opens its field in the form (src/studio/preview/FieldOutlines.tsx).
 *
 * Only the preview frame turns marking on (startFieldMarks, in preview/PreviewApp.tsx). The site's
 * build goes further: it cuts every `{...fieldMark(…)}` spread out of the blocks before bundling
 * (scripts/public-field-marks.ts), so public pages carry no mark and not a byte of this. Write
 * it only that way, with no call among its arguments (the cut stops at parentheses; the build
 * refuses what it cannot cut), before the element's own props:
 * `<h2 {...fieldMark("title")} id={headingId}>`, `<li {...fieldMark("items", index)}>`.
 */

/** The attribute that carries a field's path, dot-separated: `items.2.title`. */
export const fieldMarkAttribute = "data-studio-field";

/** The preview's one sentence on what Enter does on a marked element; every mark is described by it. */
export const fieldHintId = "studio-field-hint";

export interface FieldMarkProps {
  [fieldMarkAttribute]?: string;
  tabIndex?: number;
  "aria-describedby"?: string;
}

let marking = false;

/** Called once by the preview frame: from then on, blocks drawn in this document carry their fields. */
export function startFieldMarks(): void {
  marking = true;
}

export function fieldMark(...path: (string | number)[]): FieldMarkProps | undefined {
  // Reachable by keyboard too: Enter on a marked element opens its field.
  return marking ? { [fieldMarkAttribute]: path.join("."), tabIndex: 0, "aria-describedby": fieldHintId } : undefined;
}
