import { sectionTitle, type BlockMeta, type HeadingAt } from "../block-meta.ts";

export const formMeta = {
  title: "Contact form block",
  component: "Form/Form.tsx",
  outline: (block) => {
    const headings: HeadingAt[] = sectionTitle(block);
    const details = block.details;
    if (!details) return headings;
    headings.push({ level: 2, path: ["details", "title"], text: details.title });
    const shownLocations = (details.locations ?? []).some((location) => location.name || location.address);
    if (details.locationsTitle && shownLocations) headings.push({ level: 3, path: ["details", "locationsTitle"], text: details.locationsTitle });
    if (details.socialTitle) headings.push({ level: 3, path: ["details", "socialTitle"], text: details.socialTitle });
    return headings;
  },
  paintsFirst: false,
  // Lazy: the heaviest block (fields, drafts, sending), and only the contact page has one.
  lazy: true,
  // Interactive: fields, drafts kept while typing, sending.
  hydration: "interactive",
  landing: false,
} satisfies BlockMeta<"form">;
