import { createElement, type ReactNode } from "react";
import { bodyText, type Body, type BodyElement, type BodyNode } from "../../markdown/body-tree.ts";
import { SmartLink } from "../SmartLink/SmartLink.tsx";
import { Bidi } from "../Bidi/Bidi.tsx";
import { mediaUrl } from "../../lib/media-url.ts";
import * as styles from "./styles.ts";

/**
 * A Markdown body, parsed at build (src/markdown/), drawn from its tree: each element of the
 * subset becomes its own element, links go through SmartLink (routes as documents, other
 * sites in a new tab), a table scrolls inside itself, and figures and Latin names inside
 * right-to-left text keep their order (Bidi). Nothing is parsed here and no markup is
 * passed through.
 */
export function BodyView({ body, label }: { body: Body; label: string }) {
  return <div css={styles.body}>{renderNodes(body.children, label)}</div>;
}

function renderNodes(nodes: readonly BodyNode[] | undefined, label: string): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, label));
}

/** A paragraph's direction follows its own first strong letter, so a Latin quotation in Arabic reads left to right. */
const ownDirection = { dir: "auto" } as const;

function renderNode(node: BodyNode, key: number, label: string): ReactNode {
  if (typeof node === "string") return <Bidi key={key} text={node} />;
  const children = renderNodes(node.children, label);
  switch (node.tag) {
    case "a":
      return (
        <SmartLink key={key} href={node.props?.href ?? "#"}>
          {children}
        </SmartLink>
      );
    case "img":
      return <img key={key} src={mediaUrl(node.props?.src ?? "")} alt={node.props?.alt ?? ""} loading="lazy" decoding="async" css={styles.image} />;
    case "table":
      return (
        // Focusable and named so keyboard and screen-reader users can scroll a wide table on a phone.
        <div key={key} css={styles.tableScroller} role="region" aria-label={tableName(node) ?? label} tabIndex={0}>
          <table css={styles.table}>{children}</table>
        </div>
      );
    case "th":
    case "td": {
      const align = node.props?.align;
      return createElement(node.tag, { key, ...(node.tag === "th" ? { scope: "col" } : {}), ...(align ? { "data-align": align } : {}) }, children);
    }
    case "p":
    case "li":
    case "blockquote":
      return createElement(node.tag, { key, ...ownDirection }, children);
    case "h2":
    case "h3":
    case "h4":
      return createElement(node.tag, { key, ...(node.props?.id ? { id: node.props.id } : {}), ...ownDirection }, children);
    case "ol":
      return createElement("ol", { key, ...(node.props?.start ? { start: Number(node.props.start) } : {}) }, children);
    default:
      return createElement(node.tag, { key }, children);
  }
}

/** A table is named by its header row's first cell's words, so each has its own name for screen readers. */
function tableName(table: BodyElement): string | undefined {
  const header = table.children?.find((child): child is BodyElement => typeof child !== "string" && child.tag === "thead");
  const cells = header ? (header.children ?? []).flatMap((row) => (typeof row === "string" ? [] : (row.children ?? []).map(bodyText))).join(" ").trim() : "";
  return cells ? cells.slice(0, 80) : undefined;
}
