/**
 * What the studio must never show an editor in its words: a file path, a file name, a
 * storage key or a git SHA. A "Details" disclosure, meant for developers, may hold them.
 */
const leaks = [/content\//, /\.ya?ml\b/, /\b[0-9a-f]{40}\b/, /studio:/];

/** The visible text of an element, leaving out every <details> disclosure, and the patterns it matches. */
export function editorFacingLeaks(root: Element): string[] {
  const copy = root.cloneNode(true) as Element;
  for (const details of copy.querySelectorAll("details")) details.remove();
  const text = copy.textContent ?? "";
  return leaks.filter((pattern) => pattern.test(text)).map((pattern) => `${pattern}: ${text.match(pattern)?.[0]}`);
}
