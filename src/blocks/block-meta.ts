import type { BlockOf, BlockType } from "./schemas.ts";

/** A heading a section renders: its level and the field its text comes from. */
export interface HeadingAt {
  level: 1 | 2 | 3;
  /** Path inside the section, e.g. `["items", 0, "title"]`. */
  path: (string | number)[];
  text: string;
}

/**
 * What the build and the tools know about a block, beside its schema: one home for
 * every fact that is not a field. Node-safe, zod-free and React-free, so the lint, the
 * prerender and the JSON Schema read it without loading a component; the browser
 * reads none of it at run time (the registry checks itself against it by type).
 */
export interface BlockMeta<Type extends BlockType> {
  /** How the editor's suggestions for a new section name the block. */
  title: string;
  /** The component's module, relative to src/blocks/: what the registry imports, and the chunk a lazy block loads. */
  component: `${string}/${string}.tsx`;
  /**
   * The headings the block renders, in document order, mirroring its component
   * (a test renders every block example and compares). The page-outline lint reads it.
   */
  outline: (block: BlockOf<Type>) => HeadingAt[];
  /**
   * The block may be what the first paint shows: its picture travels inside the page
   * when small or is preloaded, and a page has at most one such block. Only the hero.
   */
  paintsFirst: boolean;
  /**
   * Its code loads with the first page that uses it instead of with the app. Say why
   * beside the flag: the home page's JS budget is what the choice weighs.
   */
  lazy: boolean;
  /**
   * Whether anything in the block changes after the first paint. `static`: its prerendered
   * HTML is all it ever is (text, pictures, links); the page's code need not adopt it, and its
   * component need not reach a visitor's first page. `interactive`: it answers the visitor
   * (a control, a count, a form) and is adopted by React. Say why beside the flag.
   */
  hydration: "static" | "interactive";
  /**
   * The block makes its page the landing for a return from outside the site (the sign-in
   * link's): it acts on the address when drawn. Content may not link to its page, and
   * the studio's preview names it instead of drawing it. Only the auth block.
   */
  landing: boolean;
  /**
   * The build makes the block from a collection (a news listing, an entry's page): content
   * never writes it, and the validator refuses it in a page file.
   */
  madeBySite?: true;
}

/** The optional section title every listing block starts with (`sectionHeading` in content/block.ts). */
export const sectionTitle = (block: { title?: string | undefined }): HeadingAt[] => (block.title ? [{ level: 2, path: ["title"], text: block.title }] : []);

/** One level-3 heading an item, from the item's field. */
export const itemHeadings = <Item>(items: readonly Item[], field: keyof Item & string): HeadingAt[] =>
  items.map((item, index) => ({ level: 3, path: ["items", index, field], text: String(item[field]) }));

/** The page's main heading, from the block's required title. */
export const mainHeading = (block: { title: string }): HeadingAt[] => [{ level: 1, path: ["title"], text: block.title }];
