import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from "yaml";
import type { Span } from "../content/problem.ts";

export type PathSegment = string | number;

export function spanFromOffsets(lineCounter: LineCounter, start: number, end: number): Span {
  const from = lineCounter.linePos(start);
  const to = lineCounter.linePos(Math.max(start, end));
  return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
}

function nodeSpan(lineCounter: LineCounter, node: Node): Span | undefined {
  if (!node.range) return undefined;
  return spanFromOffsets(lineCounter, node.range[0], node.range[1]);
}

/**
 * Finds the YAML node at `path`. When the path goes further than the file
 * (a missing field), returns the deepest node that exists, so a message about
 * a missing key points at the block that lacks it. `target: "key"` points at
 * the key of the last segment instead of its value (for unknown fields).
 */
export function locate(doc: Document, lineCounter: LineCounter, path: readonly PathSegment[], target: "value" | "key" = "value"): Span {
  let node: unknown = doc.contents;
  let best: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };
  if (node && (node as Node).range) best = nodeSpan(lineCounter, node as Node) ?? best;

  for (let index = 0; index < path.length; index++) {
    const segment = path[index];
    const isLast = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return best;
      if (isLast && target === "key" && pair.key && (pair.key as Node).range) return nodeSpan(lineCounter, pair.key as Node) ?? best;
      const value = pair.value as Node | null;
      if (!value || !value.range) {
        // `title:` with nothing after it: point at the key.
        return nodeSpan(lineCounter, pair.key as Node) ?? best;
      }
      node = value;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment] as Node | undefined;
      if (!item || !item.range) return best;
      node = item;
    } else {
      return best;
    }
    best = nodeSpan(lineCounter, node as Node) ?? best;
  }
  return best;
}

/** `sections[2].items[0].link`, the way the path reads in the file. */
export function formatPath(path: readonly PathSegment[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else text += text ? `.${segment}` : segment;
  }
  return text || "(file)";
}
