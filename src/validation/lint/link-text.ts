/**
 * Link text that says nothing out of context. Screen-reader users often jump
 * through a list of a page's links, where "click here" tells them nothing.
 * "Learn More" is allowed: the specification uses it inside cards, whose title
 * gives it context (WCAG 2.4.4, link purpose in context).
 */
const vaguePhrases = new Set(["click", "click here", "here", "this", "this link", "this page", "link", "more", "go", "read this"]);

function normalise(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Why a link's words fail visitors, or undefined when they are fine. */
export function linkTextAdvice(label: string): { code: string; message: string } | undefined {
  if (vaguePhrases.has(normalise(label))) {
    return {
      code: "vague-link-text",
      message: `"${label}" doesn't say where the link goes. People using screen readers often hear links out of context; name the destination, like "Explore our technology".`,
    };
  }
  if (/^(https?:\/\/|www\.)/i.test(label.trim())) {
    return {
      code: "address-as-link-text",
      message: `The link text is a web address. Screen readers spell it out character by character; say in words where it goes, like "Read the ICAO CORSIA rules".`,
    };
  }
  return undefined;
}
