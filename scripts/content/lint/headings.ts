import type { BlockOf, BlockType, Section } from "../../../src/blocks/schemas.ts";
import type { PathSegment } from "../location.ts";

/** A heading a section renders: its level and the field its text comes from. */
export interface HeadingAt {
  level: 1 | 2 | 3;
  /** Path inside the section, e.g. `["items", 0, "title"]`. */
  path: PathSegment[];
  text: string;
}

type Outline<Type extends BlockType> = (block: BlockOf<Type>) => HeadingAt[];

const sectionTitle = (block: { title?: string | undefined }): HeadingAt[] => (block.title ? [{ level: 2, path: ["title"], text: block.title }] : []);

const itemHeadings = <Item>(items: readonly Item[], field: keyof Item & string): HeadingAt[] =>
  items.map((item, index) => ({ level: 3, path: ["items", index, field], text: String(item[field]) }));

/**
 * The headings each block renders, in document order, mirroring the components
 * (a test renders every block example and compares). A block missing here fails tsc.
 */
export const blockOutlines: { [Type in BlockType]: Outline<Type> } = {
  auth: (block) => [{ level: 1, path: ["title"], text: block.title }],
  cards: (block) => [...sectionTitle(block), ...itemHeadings(block.items, "title")],
  cta: sectionTitle,
  faq: (block) => [...sectionTitle(block), ...itemHeadings(block.items, "question")],
  form: (block) => {
    const headings = sectionTitle(block);
    const details = block.details;
    if (!details) return headings;
    headings.push({ level: 2, path: ["details", "title"], text: details.title });
    const shownLocations = (details.locations ?? []).some((location) => location.name || location.address);
    if (details.locationsTitle && shownLocations) headings.push({ level: 3, path: ["details", "locationsTitle"], text: details.locationsTitle });
    if (details.socialTitle) headings.push({ level: 3, path: ["details", "socialTitle"], text: details.socialTitle });
    return headings;
  },
  hero: (block) => [{ level: 1, path: ["title"], text: block.title }],
  media: sectionTitle,
  stats: sectionTitle,
  table: sectionTitle,
  testimonials: sectionTitle,
  text: sectionTitle,
};

/** The headings of one section, with paths from the page root. */
export function sectionOutline(section: Section, index: number): HeadingAt[] {
  const outline = blockOutlines[section.type] as Outline<typeof section.type>;
  return outline(section as never).map((heading) => ({ ...heading, path: ["sections", index, ...heading.path] }));
}
