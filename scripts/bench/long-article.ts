/**
 * A generated article of about 2,000 words, the length the keystroke target is set for:
 * headings, paragraphs with emphasis and links, a list, a quote and a table, as a press release
 * has them, so the editor and the preview both carry a realistic document. Its last paragraph
 * ends with `typingAnchor`, where the benchmark types.
 */
export const longArticleSlug = "bench-long-article";
export const longArticleTitle = "Generated long article for the studio benchmark";
/** The words the benchmark's typing follows: unique in the article, so the preview can be searched for them. */
export const typingAnchor = "Typing starts here";

const sentences = [
  "Verdavia develops sustainable aviation fuel from waste and residue feedstocks, cutting lifecycle carbon emissions by up to 80% without changing an engine.",
  "The plant on the Humber estuary turns used cooking oil and tallow into a drop-in fuel that airlines blend with fossil jet fuel at the airport.",
  "Every batch is tested against **ASTM D7566** before release, and its sustainability claims are audited under *ISCC CORSIA*.",
  "Airlines that sign long-term offtake agreements secure volumes years ahead, which lets us finance the next production line with confidence.",
  "Our research partners measure how each feedstock behaves in the process, so the yield of every tonne improves from one season to the next.",
  "Read how the process works on our [technology page](/technology), or [get in touch](/contact) to discuss supply.",
];

/** A paragraph of five sentences, rotated by `index` so no two neighbours read alike. */
function paragraph(index: number): string {
  return Array.from({ length: 5 }, (_, offset) => sentences[(index + offset) % sentences.length]).join(" ");
}

function section(index: number): string[] {
  const blocks = [`## Part ${index + 1}: progress at the plant`, paragraph(index), paragraph(index + 1)];
  if (index % 3 === 0) blocks.push(["- **Feedstock** collected from 40 regional suppliers", "- *Blending* at the airport's fuel farm", "- [Certification](/technology) renewed every year"].join("\n"));
  if (index % 3 === 1) blocks.push(`> ${sentences[index % sentences.length]}`);
  if (index % 3 === 2) blocks.push("| Region | 2025 | 2030 |\n| --- | ---: | ---: |\n| EU | 2% | 6% |\n| UK | 2% | 10% |");
  blocks.push(`### What comes next`, paragraph(index + 2));
  return blocks;
}

/** The article's Markdown file, front matter and body, with `sectionCount` parts (6 make about 2,150 words). */
export function longArticle(sectionCount = 6): string {
  const body = [...Array.from({ length: sectionCount }, (_, index) => section(index)).flat(), `${paragraph(0)} ${typingAnchor}`].join("\n\n");
  return [
    "---",
    `title: ${longArticleTitle}`,
    `summary: ${sentences[0]}`,
    "date: 2025-06-02T09:00:00+04:00",
    "type: press-release",
    "tags: [production, research]",
    "image:",
    "  src: /media/news/dubai-plant.jpg",
    "  alt: The Dubai plant at dawn.",
    "---",
    body,
    "",
  ].join("\n");
}

/** Words of a Markdown body as a reader counts them: runs of letters or digits, marks and link targets left out. */
export function wordCount(markdown: string): number {
  const prose = markdown.replace(/^---\n[\s\S]*?\n---\n/, "").replace(/\]\([^)]*\)/g, "]");
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'%.-]*/gu)?.length ?? 0;
}
