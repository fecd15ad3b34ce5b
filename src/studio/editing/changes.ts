/**
 * The studio's edits, as data. The browser applies them to its copy of a file's
 * parsed value to redraw at once; the dev server applies the same list to the
 * file's text (yaml-edit.ts), so a save touches only what changed.
 */
export type PathSegment = string | number;
export type Path = readonly PathSegment[];

export type Change =
  /** Sets the value at `path`, adding the key (and any missing parent) when absent. */
  | { op: "set"; path: Path; value: unknown }
  /** Removes a key from a mapping, or an item from a list. */
  | { op: "delete"; path: Path }
  /** Inserts `value` into the list at `path`, before the item at `index` (at the end when index = length). */
  | { op: "insert"; path: Path; index: number; value: unknown }
  /** Moves the list item at `from` so it ends up at index `to`. */
  | { op: "move"; path: Path; from: number; to: number };

type Container = Record<string, unknown> | unknown[];

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function containerAt(root: unknown, path: Path, create: boolean): Container | undefined {
  let current = root as Container | undefined;
  for (let index = 0; index < path.length; index++) {
    if (!current || typeof current !== "object") return undefined;
    const segment = path[index]!;
    let next = (current as Record<PathSegment, unknown>)[segment];
    if ((next === undefined || next === null) && create) {
      next = typeof path[index + 1] === "number" ? [] : {};
      (current as Record<PathSegment, unknown>)[segment] = next;
    }
    current = next as Container | undefined;
  }
  return current && typeof current === "object" ? current : undefined;
}

/** The value at `path` inside `root`, or undefined. */
export function valueAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const segment of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}

/** Returns a copy of `data` with `change` applied; `data` is left as it was. */
export function applyToData(data: unknown, change: Change): unknown {
  return applyInPlace(clone(data) ?? {}, change);
}

function applyInPlace(next: unknown, change: Change): unknown {
  if (change.op === "set") {
    const parent = containerAt(next, change.path.slice(0, -1), true);
    if (parent) (parent as Record<PathSegment, unknown>)[change.path[change.path.length - 1]!] = clone(change.value);
  } else if (change.op === "delete") {
    const parent = containerAt(next, change.path.slice(0, -1), false);
    const key = change.path[change.path.length - 1]!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else if (parent) delete parent[key];
  } else if (change.op === "insert") {
    const list = containerAt(next, change.path, true);
    if (Array.isArray(list)) list.splice(change.index, 0, clone(change.value));
  } else {
    const list = containerAt(next, change.path, false);
    if (Array.isArray(list)) {
      const [item] = list.splice(change.from, 1);
      list.splice(change.to, 0, item);
    }
  }
  return next;
}

/** Copies `data` once and applies every change to the copy: this runs on every keystroke. */
export function applyAllToData(data: unknown, changes: readonly Change[]): unknown {
  return changes.length === 0 ? data : changes.reduce(applyInPlace, clone(data) ?? {});
}

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/** Typing into one field makes one undo step: a set right after a set of the same path replaces it. */
export function withChange(changes: readonly Change[], change: Change): Change[] {
  const last = changes[changes.length - 1];
  if (last?.op === "set" && change.op === "set" && samePath(last.path, change.path)) return [...changes.slice(0, -1), change];
  return [...changes, change];
}
