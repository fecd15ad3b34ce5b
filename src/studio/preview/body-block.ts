/**
 * Where in an article's text a click in the preview landed: the top-level block of the body
 * (a paragraph, heading, list, quote or table, in the order the Markdown has them: the body is
 * drawn one element per block, src/components/Body/BodyView.tsx) and how many characters of
 * that block's text come before the click, for the body editor to put its cursor there.
 */

export interface BodyPlace {
  /** The block's index among the body's blocks, as bodyBlocks (src/markdown/to-body.ts) counts them. */
  index: number;
  /** Characters of the block's text before the click. */
  offset: number;
}

/** The caret at a point, where the browser can say (Chromium: caretRangeFromPoint; others: caretPositionFromPoint). */
function caretAt(document: Document, x: number, y: number): { node: Node; offset: number } | undefined {
  const withPosition = document as Document & { caretPositionFromPoint?(x: number, y: number): { offsetNode: Node; offset: number } | null };
  const position = withPosition.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

/**
 * The block of `bodyRoot` (the element drawing the body, one child per block) holding `target`,
 * and the text offset of the point (x, y) within it; undefined for a click outside the body.
 */
export function bodyPlaceOf(bodyRoot: Element, target: Node, point?: { x: number; y: number }): BodyPlace | undefined {
  let block: Node | null = target;
  while (block && block.parentNode !== bodyRoot) block = block.parentNode;
  if (!(block instanceof Element)) return undefined;
  const index = [...bodyRoot.children].indexOf(block);
  const caret = point && caretAt(block.ownerDocument, point.x, point.y);
  if (!caret || !block.contains(caret.node)) return { index, offset: 0 };
  const before = block.ownerDocument.createRange();
  before.setStart(block, 0);
  before.setEnd(caret.node, caret.offset);
  return { index, offset: before.toString().length };
}
