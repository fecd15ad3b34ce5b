/**
 * The code a document carries inline, recorded as it is written into the document: every
 * inline script and style of a prerendered document goes into its text through one
 * DocumentCode, so the document's policy hashes exactly the texts the browser will run and
 * apply. Nothing reads them back out of the finished HTML: a pattern over the markup stops
 * at the first `>`, and one inside a quoted attribute once cut a script's text, and its
 * hash, short.
 */
import { sha256Source } from "./csp.ts";

/** An inline script as a document carries it: its whole element, and the text inside it, which the policy hashes. */
export interface InlineScript {
  readonly tag: string;
  readonly text: string;
}

/** The inline scripts and styles written into one document, as their text. */
export interface DocumentCode {
  /** Records `script` as one of the document's and returns its element, to be written into it. */
  script(script: InlineScript): string;
  /** A `<style>` element holding `text` (`attributes` written as given, each with its leading space), recorded as one of the document's. */
  style(text: string, attributes?: string): string;
  /** The hash sources of every script and style written so far, each once. */
  hashes(): { inlineScripts: string[]; inlineStyles: string[] };
}

export function documentCode(): DocumentCode {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  return {
    script(script) {
      scripts.add(script.text);
      return script.tag;
    },
    style(text, attributes = "") {
      // Its text would end the element early, and the rest would run as markup, unhashed.
      if (/<\/style/i.test(text)) throw new Error('An inline style holds "</style", which would end its element early.');
      styles.add(text);
      return `<style${attributes}>${text}</style>`;
    },
    hashes: () => ({ inlineScripts: [...scripts].map(sha256Source), inlineStyles: [...styles].map(sha256Source) }),
  };
}
