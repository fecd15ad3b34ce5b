/**
 * Edits as fields: which values an editor changed (base → mine), and how those meet someone
 * else's change of the same file (base → theirs). Works on parsed values only, any path
 * (nested groups, list items), so the same answer serves edits kept from an earlier visit and
 * a save that met a change made meanwhile. Pure, with no YAML or schema: the texts are changed
 * through the usual Change list and yaml-edit's splice, one field at a time.
 */
import type { Change, Path, PathSegment } from "./changes.ts";
import { valueAt } from "./changes.ts";

/** One field an editor changed: where, what it held, what they made it (undefined: removed). */
export interface FieldEdit {
  path: Path;
  before: unknown;
  after: unknown;
}

/** A field both sides changed, each differently: the editor chooses. */
export interface FieldChoice {
  /** Where the field is in their text (where it was in the base, when their text has no such place). */
  path: Path;
  before: unknown;
  mine: unknown;
  theirs: unknown;
  /** False when their text no longer has the place (the section or item is gone): only theirs can be kept. */
  placed: boolean;
}

export interface ThreeWay {
  /** Changes to put on their text: the fields only the editor changed. */
  merged: Change[];
  /** Fields both changed to different values. */
  choices: FieldChoice[];
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/**
 * The fields that differ between `before` and `after`, deepest first found: a group is entered
 * key by key, a list item by item while the list keeps its length. A list that grew, shrank or
 * was reordered is one field (the whole list), as is a value that changed kind.
 */
export function fieldEdits(before: unknown, after: unknown, path: Path = []): FieldEdit[] {
  if (sameValue(before, after)) return [];
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldEdits(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => fieldEdits(item, after[index], [...path, index]));
  }
  return [{ path, before, after }];
}

/** What tells two versions of a list item apart as the same item: its type and id, where it has them. */
function identity(item: unknown): string | undefined {
  if (!isPlain(item)) return undefined;
  const type = typeof item["type"] === "string" ? item["type"] : "";
  const id = typeof item["id"] === "string" ? item["id"] : "";
  return type || id ? `${type}#${id}` : undefined;
}

function onlyIndex(list: readonly unknown[], matches: (item: unknown) => boolean): number | undefined {
  const found = list.flatMap((item, index) => (matches(item) ? [index] : []));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Where a place in `base` is in `theirs`: list items are addressed by position, so an item is
 * followed to where it now is when their list grew, shrank or moved (the same item unchanged,
 * else the only item of its type and id). Undefined when the place cannot be told for sure.
 */
export function locate(base: unknown, theirs: unknown, path: Path): Path | undefined {
  const found: PathSegment[] = [];
  let mine = base;
  let other = theirs;
  for (const segment of path) {
    if (typeof segment === "number") {
      if (!Array.isArray(mine) || !Array.isArray(other)) return undefined;
      const item: unknown = mine[segment];
      let next: number | undefined = segment;
      if (mine.length !== other.length || !sameValue(item, other[segment])) {
        const id = identity(item);
        next =
          onlyIndex(other, (candidate) => sameValue(candidate, item)) ??
          (id !== undefined ? onlyIndex(other, (candidate) => identity(candidate) === id) : undefined) ??
          (mine.length === other.length ? segment : undefined);
      }
      if (next === undefined || next >= other.length) return undefined;
      mine = item;
      other = other[next];
      found.push(next);
    } else {
      if (other !== undefined && !isPlain(other)) return undefined;
      mine = isPlain(mine) ? mine[segment] : undefined;
      other = isPlain(other) ? other[segment] : undefined;
      found.push(segment);
    }
  }
  return found;
}

/** The change that makes the field at `path` hold `value`; undefined removes it. */
export function changeTo(path: Path, value: unknown): Change {
  return value === undefined ? { op: "delete", path } : { op: "set", path, value };
}

/**
 * The editor's fields (base → mine) put on their text (base → theirs): a field only the
 * editor changed becomes a change on their text; one they changed alike needs nothing; one
 * changed differently on both sides, or whose place is gone from their text, is a choice.
 */
export function threeWay(base: unknown, mine: unknown, theirs: unknown): ThreeWay {
  const merged: Change[] = [];
  const choices: FieldChoice[] = [];
  for (const edit of fieldEdits(base, mine)) {
    const place = locate(base, theirs, edit.path);
    if (!place) {
      choices.push({ path: edit.path, before: edit.before, mine: edit.after, theirs: undefined, placed: false });
      continue;
    }
    const now = valueAt(theirs, place);
    if (sameValue(now, edit.after)) continue;
    if (sameValue(now, edit.before)) merged.push(changeTo(place, edit.after));
    else choices.push({ path: place, before: edit.before, mine: edit.after, theirs: now, placed: true });
  }
  return { merged, choices };
}
