/**
 * What search reads of a built document: the facts the prerender wrote on its <main>
 * (scripts/prerender/search-facts.ts) and the text of <main> itself, without scripts,
 * styles and what is marked `data-search-ignore`. The documents are the prerender's own
 * output, so a scan of their markup is enough; a parser would cost the build more than
 * the index itself at thousands of entries.
 */
import { searchAttributes, type SearchFacts } from "../prerender/search-facts.ts";

export interface IndexedDocument extends SearchFacts {
  /** `<html lang>`: the index the document goes to. */
  language: string;
  /** The main content's words as written, separated by single spaces. */
  text: string;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

const attributeOf = (tag: string, name: string) => {
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

/** Removes each element whose opening tag matches `opening`, with everything inside it, counting nested elements of the same name. */
function withoutElements(html: string, opening: RegExp): string {
  let out = html;
  for (let match = opening.exec(out); match; match = opening.exec(out)) {
    const name = match[1]!.toLowerCase();
    const start = match.index;
    const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, "gi");
    tags.lastIndex = start;
    let depth = 0;
    let end = out.length;
    for (let tag = tags.exec(out); tag; tag = tags.exec(out)) {
      if (tag[2] === "/") {
        if (depth > 0) continue;
        end = tag.index + tag[0].length;
        break;
      }
      depth += tag[1] === "/" ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    out = `${out.slice(0, start)} ${out.slice(end)}`;
    opening.lastIndex = 0;
  }
  return out;
}

/**
 * The text of some markup: every tag a space (the prerender writes elements side by side with
 * no space between, `<span>News</span><time>18 September</time>`, which are two words; content
 * has no markup inside a word), entities decoded, white space collapsed.
 */
export function markupText(html: string): string {
  const bare = withoutElements(withoutElements(html, /<(script|style|noscript|template|svg)\b/gi), new RegExp(`<([a-z][a-z0-9-]*)\\b[^>]*\\s${searchAttributes.ignore}\\b`, "gi"));
  return decodeEntities(bare.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

/** The document as search indexes it, or undefined when its <main> carries no search facts. */
export function indexedDocument(html: string): IndexedDocument | undefined {
  const open = html.match(/<main\b[^>]*>/);
  if (!open) return undefined;
  const tag = open[0];
  const title = attributeOf(tag, searchAttributes.title);
  if (title === undefined) return undefined;
  const close = html.lastIndexOf("</main>");
  const inner = html.slice(open.index! + tag.length, close < 0 ? undefined : close);
  const iso = attributeOf(tag, searchAttributes.date);
  const tags = attributeOf(tag, searchAttributes.tags);
  const listing = attributeOf(tag, searchAttributes.listing);
  return {
    language: html.match(/<html\b[^>]*\slang="([^"]+)"/)?.[1] ?? "en",
    title,
    section: attributeOf(tag, searchAttributes.section) ?? "",
    ...(listing !== undefined ? { listing } : {}),
    ...(iso !== undefined ? { date: { iso, text: attributeOf(tag, searchAttributes.dateText) ?? iso } } : {}),
    tags: tags ? (JSON.parse(tags) as string[]) : [],
    text: markupText(inner),
  };
}
