/**
 * What the contact_messages table accepts (supabase/migrations/*_contact_messages.sql),
 * written once for the three places that check it: content validation (a form that
 * sends must fit the table), the browser before sending, and the words shown when the
 * database refuses a value anyway. Zod-free, so the browser bundle may import it.
 */
import type { Words } from "../../content/words.ts";
import { fillWord } from "../../lib/fill-word.ts";

/** The table's columns a form field can fill, by field name. */
export const messageColumns = ["name", "email", "company", "interest", "message"] as const;
export type MessageColumn = (typeof messageColumns)[number];

/** Columns the table needs in every message. */
export const requiredColumns: readonly MessageColumn[] = ["name", "email", "interest", "message"];

/** The only interest values the table stores (the specification's five, and careers for applications). */
export const interestValues = ["fuel-supply", "partnership", "investment", "research", "careers", "other"] as const;

export const maxLength = { name: 200, email: 254, company: 200, message: 5000 } as const;

/** Something@something.something: the same shape as the table's check, not the full RFC. */
export const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Answers sent sooner after the first keystroke come from a bot; the database drops them too. */
export const minimumFillMs = 3000;

/** How a value broke the table's rules; matches the constraint names (contact_messages_<column>_<rule>). */
export type RuleBroken = "length" | "shape" | "offered";

export interface ValueProblem {
  column: MessageColumn;
  rule: RuleBroken;
}


/** Characters as Postgres counts them (code points), not UTF-16 units: an emoji is one. */
export const characters = (value: string) => [...value].length;

/** The words of the engine's table these messages use (content/<language>/site.yaml, `words:`). */
export type RuleWords = Pick<Words, "formEmailShape" | "formChooseOption" | "formEnterName" | "formWriteMessage" | "formNeedsAnswer" | "formTooLong">;

/**
 * The words shown at a field for a broken rule, the same whether the browser or the
 * database found it; `value` is what the visitor typed, to say how far over it is.
 * `numbers`: how figures are written in the page's language, in Western digits.
 */
export function problemText({ column, rule }: ValueProblem, value: string, words: RuleWords, numbers = "en-GB"): string {
  if (rule === "shape") return words.formEmailShape;
  if (rule === "offered") return words.formChooseOption;
  const limit = column in maxLength ? maxLength[column as keyof typeof maxLength] : undefined;
  const empty = column === "name" ? words.formEnterName : column === "message" ? words.formWriteMessage : words.formNeedsAnswer;
  if (!/\S/.test(value) || limit === undefined) return empty;
  const count = (figure: number) => figure.toLocaleString(numbers);
  return fillWord(words.formTooLong, { limit: count(limit), count: count(characters(value)) });
}

/**
 * The rule a value breaks, checked the way the table checks it; undefined when it fits.
 * The email address is checked (and sent) without surrounding spaces.
 */
export function valueProblem(column: MessageColumn, value: string): ValueProblem | undefined {
  if (column === "interest") return (interestValues as readonly string[]).includes(value) ? undefined : { column, rule: "offered" };
  if ((column === "name" || column === "message") && !/\S/.test(value)) return { column, rule: "length" };
  if (characters(value) > maxLength[column]) return { column, rule: "length" };
  if (column === "email" && !emailShape.test(value)) return { column, rule: "shape" };
  return undefined;
}

export function isMessageColumn(name: string): name is MessageColumn {
  return (messageColumns as readonly string[]).includes(name);
}

/** Reads the column and rule out of a refused constraint's name, e.g. contact_messages_email_shape. */
export function problemFromConstraint(text: string): ValueProblem | undefined {
  const match = /contact_messages_(name|email|company|interest|message)_(length|shape|offered)\b/.exec(text);
  return match ? { column: match[1] as MessageColumn, rule: match[2] as RuleBroken } : undefined;
}
