/**
 * What a Markdown body may hold, checked on its parse: paragraphs, headings h2 to h4 in
 * order, lists, emphasis, strong, links of the site's kinds, block quotes, GFM tables and
 * media library images with alt text. Everything else is refused where it stands, in
 * plain words, every finding in one pass. Positions are offsets into the body's text;
 * the caller places them in its file.
 */
import type { Nodes, Root } from "mdast";
import { allowedHref, hrefAdvice } from "../content/primitives.ts";

export interface BodyFinding {
  start: number;
  end: number;
  code: string;
  message: string;
  severity?: "warning";
}

/** A link or image a body names, for the checks that need the rest of the site (routes, anchors, media files). */
export interface BodyReference {
  value: string;
  start: number;
  end: number;
}

export interface BodyCheck {
  findings: BodyFinding[];
  /** Links to the site's own pages (`/contact`, `/about#team`, `#faq`). */
  internalLinks: BodyReference[];
  /** Local images (`/media/…`). */
  images: BodyReference[];
}

const localMedia = /^\/(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))[\w\-./]+$/;

/** What each refused kind of node is called in a message, and what to do instead. */
const refused: Partial<Record<Nodes["type"], string>> = {
  html: "Raw HTML can't be used in a body: the site never passes markup through. Write it as Markdown (**bold**, *emphasis*, lists, tables) or remove it.",
  code: "Code blocks are not part of the text a page may show. Write it as a paragraph or a list.",
  inlineCode: "Code spans (text between backticks) are not part of the text a page may show. Remove the backticks.",
  thematicBreak: "Horizontal rules (---, ***) are not used in a body: start a new section with a ## heading instead.",
  delete: "Struck-through text (~~like this~~) is not used in a body. Remove the text, or the tildes.",
  footnoteDefinition: "Footnotes are not used in a body. Put the note in the text, or link to the source.",
  footnoteReference: "Footnotes are not used in a body. Put the note in the text, or link to the source.",
  imageReference: "Write images as ![what it shows](/media/file.jpg), not as a reference.",
  yaml: "Front matter belongs at the top of the file only.",
};


function textOf(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as Nodes[]).map(textOf).join("");
  return "";
}

export function checkBody(tree: Root): BodyCheck {
  const findings: BodyFinding[] = [];
  const internalLinks: BodyReference[] = [];
  const images: BodyReference[] = [];
  let lastHeading = 1;
  const definitions = new Map<string, string>();
  for (const node of tree.children) if (node.type === "definition") definitions.set(node.identifier, node.url);

  const at = (node: Nodes) => ({ start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 });
  const add = (node: Nodes, code: string, message: string, severity?: "warning") => findings.push({ ...at(node), code, message, ...(severity ? { severity } : {}) });

  const checkUrl = (node: Nodes, url: string) => {
    if (/^http:\/\//i.test(url)) {
      add(node, "insecure-link", `"${url}" uses http://. Use https:// so visitors' browsers don't warn about an insecure page.`, "warning");
      return;
    }
    if (!allowedHref.test(url)) return add(node, "body-bad-link", hrefAdvice(url));
    if (url.startsWith("/") || url.startsWith("#")) internalLinks.push({ value: url, ...at(node) });
  };

  const visit = (node: Nodes, inTable: boolean) => {
    const refusal = refused[node.type];
    if (refusal) return add(node, `body-${node.type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, refusal);
    switch (node.type) {
      case "heading": {
        if (node.depth === 1) add(node, "body-heading-1", "A body starts its headings at ## (level 2): the title above it is the page's only level-1 heading. Write ## here.");
        else if (node.depth > 4) add(node, "body-heading-deep", `Headings go down to #### (level 4). Write ####, or make this a paragraph with **strong** words.`);
        else if (node.depth > lastHeading + 1) {
          const expected = "#".repeat(lastHeading + 1);
          add(node, "body-heading-skipped", `This heading skips a level: it is level ${node.depth} after level ${lastHeading}. Write ${expected} here, so screen readers and search engines read the outline in order.`);
        }
        if (node.depth >= 2 && node.depth <= 4) lastHeading = node.depth;
        if (textOf(node).trim() === "") add(node, "body-empty-heading", "This heading has no words. Write them after the #, or remove the line.");
        break;
      }
      case "link":
        checkUrl(node, node.url);
        break;
      case "linkReference": {
        const url = definitions.get(node.identifier);
        if (url === undefined) add(node, "body-missing-definition", `The link [${node.label ?? node.identifier}] has no address: add a line "[${node.label ?? node.identifier}]: https://…" below, or write the address in brackets after the text.`);
        else checkUrl(node, url);
        break;
      }
      case "definition":
        // Each reference is checked with its definition's address.
        return;
      case "image": {
        if (!node.alt || node.alt.trim() === "") add(node, "body-image-alt", `The image ${node.url} has no alt text. Write what it shows between the brackets: ![Blending facility at Jebel Ali](${node.url}).`);
        if (inTable) add(node, "body-image-in-table", "Images can't be placed in a table cell. Put the image in its own paragraph.");
        if (!localMedia.test(node.url)) add(node, "body-image-source", `Images in a body come from the media library, written from the site's root like /media/news/plant.jpg. "${node.url}" is not one of its files.`);
        else images.push({ value: node.url, ...at(node) });
        break;
      }
      case "listItem":
        if (typeof node.checked === "boolean") add(node, "body-task-list", "Checkbox lists ([ ] and [x]) are not used in a body. Remove the brackets to make an ordinary list item.");
        break;
      default:
        break;
    }
    if ("children" in node) for (const child of node.children as Nodes[]) visit(child, inTable || node.type === "table");
  };
  for (const child of tree.children) visit(child, false);
  return { findings, internalLinks, images };
}
