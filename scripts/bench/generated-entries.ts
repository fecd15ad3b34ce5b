/**
 * Generated news entries, in English and Arabic, for the benchmarks and tests that measure how
 * the site and the studio grow with a collection's entries: each a day apart, with the shipped
 * articles' kinds of Markdown (headings, lists, a table now and then, a quote, links).
 */
const newsTypes = ["press-release", "news", "insight", "event"];
const images = ["offtake-agreement", "certification", "dubai-plant", "research-partnership", "dubai-airshow", "saf-mandates-insight", "impact-report", "first-deliveries"];
const tags = ["offtake", "certification", "production", "research", "markets", "policy", "airlines", "airports"];

/** The title of the generated entry `index`. */
export function generatedTitle(index: number, arabic: boolean): string {
  return arabic ? `خبر تجريبي رقم ${index} عن وقود الطيران المستدام` : `Generated news item ${index} on sustainable aviation fuel`;
}

export function generatedEntry(index: number, arabic: boolean): string {
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const paragraph = arabic
    ? "تطوّر Verdavia وقود الطيران المستدام من مواد أولية مصدرها النفايات والمخلّفات، وتخفض انبعاثات الكربون على مدى دورة الحياة بنسبة تصل إلى 80%."
    : "Verdavia develops sustainable aviation fuel from waste and residue feedstocks, cutting lifecycle carbon emissions by up to 80% without changing an engine.";
  const body = [
    `${paragraph} ${paragraph}`,
    `## ${arabic ? "أبرز النقاط" : "Highlights"}`,
    ["- **One** point", "- *Two* points", "- [Three](/technology)"].join("\n"),
    `${paragraph}\n${paragraph}`,
    ...(index % 5 === 0 ? ["| Region | 2025 | 2030 |\n| --- | ---: | ---: |\n| EU | 2% | 6% |\n| UK | 2% | 10% |"] : []),
    `### ${arabic ? "التفاصيل" : "Details"}`,
    `> ${paragraph}`,
    `${paragraph} [${arabic ? "تواصل معنا" : "Get in touch"}](/contact).`,
  ].join("\n\n");
  return [
    "---",
    `title: ${generatedTitle(index, arabic)}`,
    `summary: ${paragraph}`,
    `date: ${day}T09:00:00+04:00`,
    `type: ${newsTypes[index % newsTypes.length]}`,
    `tags: [${tags[index % tags.length]}, ${tags[(index + 3) % tags.length]}]`,
    "image:",
    `  src: /media/news/${images[index % images.length]}.jpg`,
    `  alt: ${arabic ? "رسم توضيحي" : "An illustration"}`,
    "---",
    body,
    "",
  ].join("\n");
}

/** `count` generated entries per language, by repository path (`content/news/generated-<n>.md`, `content/ar/news/…`). */
export function generatedEntries(count: number): Map<string, string> {
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    files.set(`content/news/generated-${index}.md`, generatedEntry(index, false));
    files.set(`content/ar/news/generated-${index}.md`, generatedEntry(index, true));
  }
  return files;
}
