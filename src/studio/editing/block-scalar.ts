/**
 * New text for a block scalar (`>-`, `>`, `|-`, `|`) that keeps how it was written:
 * its style, its indentation, a comment on its header line and, in folded text, the
 * line breaks of every line the edit did not touch. Changing one word of a folded
 * paragraph changes that line in `git diff`, not the whole paragraph re-folded.
 */

/** Folded text is wrapped at its widest line, or at least at this many columns. */
const minimumWidth = 40;

/** `text` as lines of at most `width` characters, broken at single spaces only. */
function fold(text: string, width: number): string[] {
  // Two spaces in a row are kept on one line: a break there would change the text.
  if (text.includes("  ")) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

/**
 * One paragraph's new lines: the old lines at its start and end that still read the same
 * are kept as they were; only the text between them is folded afresh.
 */
function refold(text: string, old: readonly string[], width: number): string[] {
  let head = 0;
  let from = 0;
  while (head < old.length - 1 && text.startsWith(`${old[head]} `, from)) from += old[head++]!.length + 1;
  if (head === old.length - 1 && text.slice(from) === old[head]) return [...old];
  let tail = old.length;
  let to = text.length;
  while (tail - 1 > head) {
    const line = old[tail - 1]!;
    if (to - line.length - 1 < from || !text.slice(0, to).endsWith(` ${line}`)) break;
    to -= line.length + 1;
    tail--;
  }
  const middle = text.slice(from, to);
  return [...old.slice(0, head), ...(middle === "" ? [] : fold(middle, width)), ...old.slice(tail)];
}

/** Runs of non-blank lines: a folded scalar's paragraphs as written. */
function paragraphsOf(lines: readonly string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line !== "") current.push(line);
    else if (current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
  }
  return current.length > 0 ? [...paragraphs, current] : paragraphs;
}

/** Folded text's lines for `content`, reusing the old paragraphs that line up with the new ones. */
function foldedLines(content: string, oldLines: readonly string[], width: number): string[] | undefined {
  const pieces = content.split("\n");
  // A line that starts with a space is kept verbatim by YAML, not folded: let the caller re-print.
  if (pieces.some((piece) => piece.startsWith(" ") || piece.endsWith(" "))) return undefined;
  const wanted = pieces.filter((piece) => piece !== "");
  const old = paragraphsOf(oldLines);
  const oldText = old.map((lines) => lines.join(" "));
  // The same number of paragraphs: each is an edit of the one in its place. Otherwise only
  // paragraphs unchanged at the start and at the end keep their lines.
  const partner = (index: number): string[] | undefined => {
    if (wanted.length === old.length) return old[index];
    if (wanted.slice(0, index + 1).every((text, at) => text === oldText[at])) return old[index];
    const fromEnd = wanted.length - index;
    if (wanted.slice(index).every((text, at) => text === oldText[old.length - fromEnd + at])) return old[old.length - fromEnd];
    return undefined;
  };
  const lines: string[] = [];
  let paragraph = 0;
  pieces.forEach((piece, index) => {
    // In folded text one blank line stands for one line break.
    if (index > 0) lines.push("");
    if (piece === "") return;
    const before = partner(paragraph++);
    lines.push(...(before ? refold(piece, before, width) : fold(piece, width)));
  });
  return lines;
}

/**
 * `source` is the scalar as written, from its header (`>-` and anything after it on that
 * line) to its last line, without the final line break; `indent` is its lines' indentation.
 * Returns the same span for `value`, or undefined when the value needs a form this does not
 * write (an indentation indicator, several final line breaks): the caller re-prints it then.
 */
export function rewriteBlockScalar(source: string, indent: number, value: string, preferredWidth: number): string | undefined {
  const [headerLine = "", ...body] = source.split("\n");
  const header = /^([|>])([+-]?)(.*)$/.exec(headerLine);
  if (!header || /^[1-9]/.test(header[3]!)) return undefined;
  const [, style, , rest] = header;
  if (value.endsWith("\n\n")) return undefined;
  const clip = value.endsWith("\n");
  const content = clip ? value.slice(0, -1) : value;
  if (content === "" || content.startsWith("\n")) return undefined;

  const pad = " ".repeat(indent);
  const oldLines: string[] = [];
  for (const line of body) {
    if (line.trim() === "") oldLines.push("");
    else if (line.startsWith(pad)) oldLines.push(line.slice(indent));
    else return undefined;
  }

  let lines: string[] | undefined;
  if (style === "|") {
    lines = content.startsWith(" ") ? undefined : content.split("\n");
  } else {
    const width = Math.max(minimumWidth, preferredWidth - indent, ...oldLines.map((line) => line.length));
    lines = oldLines.some((line) => line.startsWith(" ")) ? undefined : foldedLines(content, oldLines, width);
  }
  if (!lines) return undefined;
  // Clip (no sign) keeps one final line break, strip (-) none.
  const chomping = clip ? "" : "-";
  return [`${style}${chomping}${rest}`, ...lines.map((line) => (line === "" ? "" : pad + line))].join("\n");
}
