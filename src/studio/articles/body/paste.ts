/**
 * Pasted HTML (Word, Google Docs, Notion, a web page) cut down to what a body may hold:
 * headings (h1 becomes h2, h5 and h6 become h4), lists, block quotes, links the site allows,
 * emphasis and strong (also Google Docs' and Word's styled spans), tables (merged cells split
 * into single ones, cells holding their words only) and media library images with alt text.
 * Everything else is dropped, and what was dropped is counted, so the editor can say it.
 * The editor's schema then reads the result (its parse rules keep nothing else either).
 */
import { allowedHref } from "../../../content/href-forms.ts";

export type DroppedKind = "outside-image" | "image-without-alt" | "table-image" | "code-block" | "code" | "strike" | "rule" | "embed" | "unsafe-link" | "merged-cells" | "checkbox" | "form" | "kept-as-text";

export type DroppedCounts = Partial<Record<DroppedKind, number>>;

const droppedWords: Record<DroppedKind, [one: string, many: string]> = {
  "outside-image": ["image from outside the media library", "images from outside the media library"],
  "image-without-alt": ["image without alt text", "images without alt text"],
  "table-image": ["image in a table cell", "images in table cells"],
  "code-block": ["code block (its words kept as text)", "code blocks (their words kept as text)"],
  code: ["code format (words kept)", "code formats (words kept)"],
  strike: ["strike-through (words kept)", "strike-throughs (words kept)"],
  rule: ["horizontal rule", "horizontal rules"],
  embed: ["embedded video, frame or drawing", "embedded videos, frames or drawings"],
  "unsafe-link": ["link with an address the site cannot use (words kept)", "links with addresses the site cannot use (words kept)"],
  "merged-cells": ["merged table cell (split into single cells)", "merged table cells (split into single cells)"],
  checkbox: ["checkbox", "checkboxes"],
  form: ["form control", "form controls"],
  "kept-as-text": ["part written as code or HTML (its words kept as text)", "parts written as code or HTML (their words kept as text)"],
};

/** What a paste dropped, in words ("2 images from outside the media library, 1 code block …"), or "" when nothing was. */
export function describeDropped(counts: DroppedCounts): string {
  return (Object.keys(droppedWords) as DroppedKind[])
    .filter((kind) => (counts[kind] ?? 0) > 0)
    .map((kind) => `${counts[kind]} ${droppedWords[kind][counts[kind] === 1 ? 0 : 1]}`)
    .join(", ");
}

export interface PasteOptions {
  /** The media library path of an image address (`/media/…`), or undefined when it is not one of the library's files. */
  mediaPath(src: string): string | undefined;
}

const silent = new Set(["script", "style", "meta", "link", "title", "head", "template", "noscript", "o:p", "xml"]);
const embeds = new Set(["iframe", "video", "audio", "object", "embed", "svg", "canvas", "math"]);
const forms = new Set(["button", "select", "textarea", "input"]);
const headingLevel: Record<string, number> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };

/** A Google Docs redirect (`https://www.google.com/url?q=…`) to the address it stands for. */
function realHref(href: string): string {
  const match = /^https:\/\/www\.google\.com\/url\?(.*)$/.exec(href);
  return match ? (new URLSearchParams(match[1]).get("q") ?? href) : href;
}

function styleOf(element: Element): string {
  return (element.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "");
}

class Cleaner {
  readonly dropped: DroppedCounts = {};
  readonly out: Document;

  constructor(private readonly options: PasteOptions) {
    this.out = document.implementation.createHTMLDocument("");
  }

  count(kind: DroppedKind, by = 1): void {
    this.dropped[kind] = (this.dropped[kind] ?? 0) + by;
  }

  children(node: Node, inCell: boolean): Node[] {
    return wordLists(Array.from(node.childNodes)).flatMap((child) => this.node(child, inCell));
  }

  wrap(tag: string, node: Node, inCell: boolean, attributes: Record<string, string> = {}): Node[] {
    const element = this.out.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.append(...this.children(node, inCell));
    return [element];
  }

  node(node: Node, inCell: boolean): Node[] {
    if (node.nodeType === Node.TEXT_NODE) return [this.out.createTextNode(node.textContent ?? "")];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (silent.has(tag) || /mso-list:ignore/.test(styleOf(element))) return [];
    if (embeds.has(tag)) return (this.count("embed"), []);
    if (tag === "input" && element.getAttribute("type") === "checkbox") return (this.count("checkbox"), []);
    if (forms.has(tag)) return (this.count("form"), []);
    if (tag === "hr") return (this.count("rule"), []);
    if (tag === "img") return this.image(element, inCell);
    if (tag === "br") return [this.out.createElement("br")];
    if (tag === "table") return inCell ? this.children(element, true) : [this.table(element)];
    if (inCell) {
      // A cell holds words only: its paragraphs and list items are joined by spaces.
      const inline = this.inline(element, tag, true);
      return inline ?? [...this.children(element, true), this.out.createTextNode(" ")];
    }
    if (tag in headingLevel) return this.wrap(`h${headingLevel[tag]}`, element, false);
    if (tag === "p" || tag === "li" || tag === "blockquote" || tag === "ul") return this.wrap(tag, element, false);
    if (tag === "ol") {
      const start = Number(element.getAttribute("start") ?? "1");
      return this.wrap("ol", element, false, Number.isInteger(start) && start > 1 ? { start: String(start) } : {});
    }
    if (tag === "pre") {
      this.count("code-block");
      const paragraph = this.out.createElement("p");
      paragraph.textContent = element.textContent ?? "";
      return [paragraph];
    }
    // A block the editor kept as written carries a note for the eye (schema.ts), not words of the text.
    if (tag === "figcaption" && element.parentElement?.classList.contains("kept-block")) return [];
    if (tag === "dt" || tag === "dd" || tag === "figcaption" || tag === "caption") return this.wrap("p", element, false);
    return this.inline(element, tag, false) ?? this.children(element, false);
  }

  /** Inline formatting: strong and emphasis (by tag or by style), links; undefined for any other element, which is unwrapped. */
  inline(element: Element, tag: string, inCell: boolean): Node[] | undefined {
    const style = styleOf(element);
    if (tag === "code" || tag === "kbd" || tag === "samp") return (this.count("code"), this.children(element, inCell));
    if (tag === "s" || tag === "strike" || tag === "del" || /text-decoration:[^;]*line-through/.test(style)) return (this.count("strike"), this.children(element, inCell));
    if (tag === "a") return this.link(element, inCell);
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: that is not bold.
    const bold = /font-weight:(bold|[6-9]00)/.test(style) || ((tag === "b" || tag === "strong") && !/font-weight:(normal|[1-4]00)/.test(style));
    const italic = /font-style:italic/.test(style) || ((tag === "i" || tag === "em") && !/font-style:normal/.test(style));
    if (!bold && !italic) return tag === "b" || tag === "strong" || tag === "i" || tag === "em" || tag === "span" || tag === "font" ? this.children(element, inCell) : undefined;
    let content: Node[] = this.children(element, inCell);
    for (const [wanted, wrapper] of [[italic, "em"], [bold, "strong"]] as const) {
      if (!wanted) continue;
      const wrapped = this.out.createElement(wrapper);
      wrapped.append(...content);
      content = [wrapped];
    }
    return content;
  }

  link(element: Element, inCell: boolean): Node[] {
    const href = realHref((element.getAttribute("href") ?? "").trim());
    // An empty address or a document's own bookmark (Word's "#_Toc12") is no link on the site.
    if (href === "" || (href.startsWith("#") && !allowedHref.test(href))) return this.children(element, inCell);
    if (!allowedHref.test(href)) return (this.count("unsafe-link"), this.children(element, inCell));
    const link = this.out.createElement("a");
    link.setAttribute("href", href);
    link.append(...this.children(element, inCell));
    return [link];
  }

  image(element: Element, inCell: boolean): Node[] {
    const path = this.options.mediaPath(element.getAttribute("src") ?? "");
    const alt = (element.getAttribute("alt") ?? "").trim();
    if (!path) return (this.count("outside-image"), []);
    if (inCell) return (this.count("table-image"), []);
    if (!alt) return (this.count("image-without-alt"), []);
    const image = this.out.createElement("img");
    image.setAttribute("src", path);
    image.setAttribute("alt", alt);
    return [image];
  }

  /** A table as a plain grid: the first row is the header, a merged cell becomes one cell and empty ones beside or below it. */
  table(table: Element): Element {
    const rows = Array.from(table.querySelectorAll("tr")).filter((row) => row.closest("table") === table);
    const grid: Node[][][] = rows.map(() => []);
    rows.forEach((row, rowIndex) => {
      let column = 0;
      for (const cell of Array.from(row.children).filter((child) => /^t[dh]$/i.test(child.tagName))) {
        while (grid[rowIndex]![column]) column++;
        const columns = Math.max(1, Number(cell.getAttribute("colspan") ?? "1") || 1);
        const spanRows = Math.max(1, Number(cell.getAttribute("rowspan") ?? "1") || 1);
        if (columns > 1 || spanRows > 1) this.count("merged-cells");
        for (let down = 0; down < spanRows && rowIndex + down < rows.length; down++) {
          for (let across = 0; across < columns; across++) grid[rowIndex + down]![column + across] = down === 0 && across === 0 ? this.children(cell, true) : [];
        }
        column += columns;
      }
    });
    const width = Math.max(1, ...grid.map((row) => row.length));
    const out = this.out.createElement("table");
    grid.forEach((row, rowIndex) => {
      const tr = this.out.createElement("tr");
      for (let column = 0; column < width; column++) {
        const cell = this.out.createElement(rowIndex === 0 ? "th" : "td");
        cell.append(...(row[column] ?? []));
        tr.append(cell);
      }
      out.append(tr);
    });
    return out;
  }
}

/** Word writes a list as paragraphs styled `mso-list:l0 level1`: those runs become lists, nested by level. */
function wordLists(nodes: Node[]): Node[] {
  const out: Node[] = [];
  let stack: { level: number; list: Element }[] = [];
  let listId = "";
  for (const node of nodes) {
    const style = node.nodeType === Node.ELEMENT_NODE ? styleOf(node as Element) : "";
    const level = /mso-list:(l\d+)level(\d+)/.exec(style);
    if (!level) {
      if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() === "" && stack.length > 0) continue;
      stack = [];
      listId = "";
      out.push(node);
      continue;
    }
    const element = node as Element;
    const depth = Number(level[2]);
    const marker = element.querySelector("[style*='mso-list']")?.textContent?.trim() ?? "";
    const ordered = /^(\d+|[a-z]|[ivx]+)[.)]/i.test(marker);
    // Another Word list (l1 after l0) is another list, even straight after the first.
    if (level[1] !== listId) stack = [];
    listId = level[1]!;
    while (stack.length > 0 && stack[stack.length - 1]!.level > depth) stack.pop();
    if (stack.length === 0 || stack[stack.length - 1]!.level < depth) {
      const list = element.ownerDocument.createElement(ordered ? "ol" : "ul");
      const parentItem = stack[stack.length - 1]?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else out.push(list);
      stack.push({ level: depth, list });
    }
    const item = element.ownerDocument.createElement("li");
    item.append(...Array.from(element.childNodes));
    stack[stack.length - 1]!.list.append(item);
  }
  return out;
}

/** Pasted HTML as HTML the editor's schema reads, and what was dropped from it. */
export function sanitizePastedHtml(html: string, options: PasteOptions): { html: string; dropped: DroppedCounts } {
  const source = new DOMParser().parseFromString(html, "text/html");
  const cleaner = new Cleaner(options);
  const body = cleaner.out.body;
  body.append(...cleaner.children(source.body, false));
  return { html: body.innerHTML, dropped: cleaner.dropped };
}

/** The media library path for an image address: `/media/…` on this site (relative or at its origin) and one of the library's files. */
export function mediaPathIn(media: readonly { src: string }[], origin: string): (src: string) => string | undefined {
  const known = new Set(media.map((item) => item.src));
  return (src) => {
    const path = src.startsWith(`${origin}/`) ? src.slice(origin.length) : src;
    return path.startsWith("/media/") && known.has(path) ? path : undefined;
  };
}
