/**
 * An article's fields met as a page's do (field-edits.ts), with its text compared paragraph by
 * paragraph rather than as one value: someone else's change to another paragraph comes in with
 * the editor's edits, and only the paragraphs both changed are left to choose.
 */
import type { Path } from "../../editing/changes.ts";
import { bodyKey } from "../../editing/entry-text.ts";
import { changeTo, threeWay, type ThreeWay } from "../../editing/field-edits.ts";
import { mergeBodies, mergedBody, type BodyMerge } from "./body-merge.ts";

export interface EntryThreeWay extends ThreeWay {
  /** The text, when both changed the same paragraphs: where it is, and the merge with its choices. */
  body?: { place: Path; merge: BodyMerge };
}

export function entryThreeWay(base: unknown, mine: unknown, theirs: unknown): EntryThreeWay {
  const fields = threeWay(base, mine, theirs);
  const at = fields.choices.findIndex((choice) => choice.placed && choice.path.length === 1 && choice.path[0] === bodyKey);
  const text = fields.choices[at];
  if (!text || typeof text.before !== "string" || typeof text.mine !== "string" || typeof text.theirs !== "string") return fields;
  const merge = mergeBodies(text.before, text.mine, text.theirs);
  const choices = fields.choices.filter((_, index) => index !== at);
  if (merge.choices.length === 0) return { merged: [...fields.merged, changeTo(text.path, mergedBody(merge, []))], choices };
  return { merged: fields.merged, choices, body: { place: text.path, merge } };
}
