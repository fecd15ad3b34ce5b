/**
 * Reads a file's indentation the way an editor sees it, to explain what yaml's parser
 * reports in its own terms. A field one space out of line makes yaml say that
 * something is unclosed, or that a key is missing its colon on the line above; the
 * editor needs to hear which line is out of line, and where it should start.
 */

export interface MisalignedKey {
  /** 1-based line of the key that is out of line. */
  line: number;
  /** 1-based column of its first character. */
  column: number;
  key: string;
  /** 1-based column it should start at: that of the field it sits beside. */
  expectedColumn: number;
  /** The field above it that it should line up with. */
  sibling: { key: string; line: number };
  /** Lines whose yaml errors this misalignment explains (1-based, inclusive). */
  explains: { from: number; to: number };
}

interface OpenField {
  /** 0-based column where keys at this level start. */
  column: number;
  key: string;
  line: number;
}

const keyLine = /^( *)((?:- +)*)([A-Za-z_][\w-]*):(?:[ ]+(.*))?$/;
const blockScalar = /^[|>][-+0-9]*\s*(#.*)?$/;

function unclosed(value: string): boolean {
  const quote = value[0];
  if ((quote === '"' || quote === "'") && !value.slice(1).includes(quote)) return true;
  const opens = (value.match(/[[{]/g) ?? []).length;
  const closes = (value.match(/[\]}]/g) ?? []).length;
  return /^[[{]/.test(value) && opens > closes;
}

/**
 * Every field whose key starts in a column that no enclosing level uses, nor a new
 * level could (the line above holds a value, not an opening `key:`). Returns nothing
 * for a file whose layout it can't follow (a quote or bracket spanning lines, tabs).
 */
export function misalignedKeys(text: string): MisalignedKey[] {
  const lines = text.split(/\r?\n/);
  if (lines.some((line) => /^ *\t/.test(line))) return [];
  const found: MisalignedKey[] = [];
  let open: OpenField[] = [];
  let previousOpens = true;
  let previousColumn = -1;
  /** Lines indented deeper than this belong to the block scalar (`>-`, `|`) above. */
  let valueDeeperThan = Infinity;

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === "" || line.trimStart().startsWith("#") || line.startsWith("---")) continue;
    const indent = line.length - line.trimStart().length;
    if (indent > valueDeeperThan) continue;
    valueDeeperThan = Infinity;
    const match = keyLine.exec(line);
    if (!match) continue;
    const [, spaces, dashes, key, rawValue] = match;
    const value = (rawValue ?? "").replace(/\s+#.*$/, "").trim();
    if (unclosed(value)) return found;
    const column = spaces!.length + dashes!.length;

    const deeper = open.filter((field) => field.column > column);
    open = open.filter((field) => field.column <= column);
    const top = open.at(-1);
    let placed = column;
    if (top?.column !== column && !(previousOpens && column > previousColumn)) {
      // Out of line: it belongs with the nearest level already open above it.
      const candidates = [...(top ? [top] : []), ...deeper.slice(0, 1)];
      const nearest = candidates.sort((a, b) => Math.abs(a.column - column) - Math.abs(b.column - column) || b.line - a.line)[0];
      if (nearest) {
        const parentColumn = open.filter((field) => field.column < nearest.column).at(-1)?.column ?? -1;
        found.push({ line: index + 1, column: column + 1, key: key!, expectedColumn: nearest.column + 1, sibling: { key: nearest.key, line: nearest.line }, explains: { from: nearest.line, to: endOfLevel(lines, index, parentColumn) } });
        placed = nearest.column;
        open = open.filter((field) => field.column < placed);
      }
    }
    if (open.at(-1)?.column !== placed) open.push({ column: placed, key: key!, line: index + 1 });
    else open[open.length - 1] = { column: placed, key: key!, line: index + 1 };
    previousOpens = value === "";
    previousColumn = placed;
    // A block scalar's lines are text, whatever they look like; a plain value's continued
    // lines never look like keys, so they are skipped as lines that don't match.
    if (blockScalar.test(value)) valueDeeperThan = placed;
  }
  return found;
}

/** The last line (1-based) before a line indented at or left of `parentColumn`: the end of the misplaced field's group. */
function endOfLevel(lines: string[], from: number, parentColumn: number): number {
  for (let index = from + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const match = keyLine.exec(line);
    const indent = line.length - line.trimStart().length;
    const column = match ? indent + match[2]!.length : indent;
    if (column <= parentColumn) return index;
  }
  return lines.length;
}
