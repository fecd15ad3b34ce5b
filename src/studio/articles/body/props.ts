/**
 * What the body editor is given, apart from the editor itself: the caller imports this
 * (and index.ts's lazy component) without loading the editor's chunk.
 */
export interface LinkTarget {
  /** The page and section as the editor reads it ("Technology › Our process"). */
  label: string;
  /** Its route, with the section's anchor: /technology#process. */
  href: string;
}

export interface MediaChoice {
  /** The media library path: /media/news/plant.jpg. */
  src: string;
  /** Alt text the library already holds for it, offered when it is chosen. */
  alt?: string;
}

export interface BodyEditorProps {
  /** The Markdown body as the file holds it (no front matter). */
  body: string;
  dir: "ltr" | "rtl";
  lang: string;
  /** The new body after each change: unchanged blocks byte for byte, edited ones in the file's style. */
  onChange(newBody: string): void;
  /** The site's pages and their sections, for internal links. */
  linkTargets: readonly LinkTarget[];
  media: readonly MediaChoice[];
  /** Stores a chosen file in the media library and gives its path (/media/…). */
  onUploadImage?(file: File): Promise<string>;
  /** Where to show a media path in the editor: the site's base path, or a file uploaded but not yet saved. Default: the path itself. */
  imageAddress?(src: string): string;
  /** The editor's accessible name ("Text of the article"). */
  label: string;
  /** Put the cursor in this block (its index among the body's blocks) and offset in its words, as a click in the preview asks. */
  focusBlock?: { index: number; offset?: number };
}
