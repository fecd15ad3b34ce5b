/**
 * Markdown written in a page's YAML (a prose block's body): checked where it stands, each
 * finding placed at its own line and column inside the block scalar, not at the field.
 */
import { isScalar, type Node } from "yaml";
import { markdownText } from "../../content/primitives.ts";
import { pageSchema } from "../../content/page.ts";
import { checkBody, type BodyCheck } from "../../markdown/check.ts";
import { parseMarkdown } from "../../markdown/parse.ts";
import type { LinkChecker } from "../cross-checks.ts";
import { formatPath, spanFromOffsets } from "../location.ts";
import { missingMedia, type MediaLibrary } from "../media-files.ts";
import type { ParsedSource } from "../parse.ts";
import { problem, type Problem } from "../problem.ts";
import { findBySchema } from "../schema-walk.ts";

/** Maps offsets in a scalar's value to offsets in its file: line by line for a block scalar (`|`), its start otherwise. */
function offsetMapper(node: Node | undefined, text: string, value: string): (offset: number) => number {
  const start = node?.range?.[0] ?? 0;
  if (!isScalar(node) || (node.type !== "BLOCK_LITERAL" && node.type !== "BLOCK_FOLDED") || node.type === "BLOCK_FOLDED") return () => start;
  // The block's lines start after its header line ("|", "|-"); each keeps the block's indentation in the file.
  const firstLine = text.indexOf("\n", start) + 1;
  const end = node.range![1];
  const fileLines: number[] = [];
  for (let at = firstLine; at < end && at < text.length; at = text.indexOf("\n", at) + 1 || text.length) fileLines.push(at);
  const indent = /^ */.exec(text.slice(firstLine, text.indexOf("\n", firstLine) === -1 ? undefined : text.indexOf("\n", firstLine)))![0].length;
  const valueLines: number[] = [0];
  for (let at = value.indexOf("\n"); at !== -1; at = value.indexOf("\n", at + 1)) valueLines.push(at + 1);
  return (offset) => {
    let line = 0;
    while (line + 1 < valueLines.length && valueLines[line + 1]! <= offset) line++;
    const lineStart = fileLines[line];
    return lineStart === undefined ? start : lineStart + indent + (offset - valueLines[line]!);
  };
}

function nodeAt(parsed: ParsedSource, path: (string | number)[]): Node | undefined {
  return parsed.doc.getIn(path, true) as Node | undefined;
}

/** Checks every Markdown field of a language's pages: the subset, links (`links` knows the routes) and local images. */
export function checkPageBodies(pages: readonly ParsedSource[], links: LinkChecker | undefined, media: MediaLibrary | undefined): Problem[] {
  const problems: Problem[] = [];
  for (const parsed of pages) {
    const route = (parsed.data as { route?: unknown }).route;
    findBySchema(pageSchema, parsed.data, markdownText, (value, path) => {
      if (typeof value !== "string") return;
      const check: BodyCheck = checkBody(parseMarkdown(value));
      const toFile = offsetMapper(nodeAt(parsed, path), parsed.source.text, value);
      const at = (start: number, end: number, code: string, message: string, severity: Problem["severity"] = "error") =>
        problem({ file: parsed.source.path, span: spanFromOffsets(parsed.lineCounter, toFile(start), toFile(end)), path: formatPath(path), code, message, severity });
      for (const finding of check.findings) problems.push(at(finding.start, finding.end, finding.code, finding.message, finding.severity ?? "error"));
      if (links) {
        for (const link of check.internalLinks) {
          const found = links.check(link.value, parsed.source.path, typeof route === "string" ? route : undefined);
          if (found) problems.push(at(link.start, link.end, found.code, found.message, found.severity ?? "error"));
        }
      }
      if (media) {
        for (const image of check.images) {
          if (media.has(image.value)) continue;
          problems.push(at(image.start, image.end, "missing-media-file", missingMedia(image.value, media).message));
        }
      }
    });
  }
  return problems;
}
