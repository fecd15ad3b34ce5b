/**
 * Runs of text that read left to right whatever surrounds them: figures with their signs
 * and units (-47.0, 775.0-840.0, 15°C, kg/m³), Latin names (ASTM D7566, EU RED II),
 * addresses (info@example.com) and numbers (+44 20 7946 0000). Inside Arabic, a run left
 * to the bidirectional algorithm alone can lose its sign to the other end ("-47.0" shows
 * as "47.0-"); isolated, it keeps its order. A run ends on a letter, digit or unit, so a
 * sentence's closing full stop stays with the sentence.
 */
/**
 * One word of such a run: an optional sign, then letters, digits and the marks figures and
 * addresses use, ending on a letter, digit or unit. A unit written before its letters ("°C",
 * "%vol") starts the run, so the symbol stays on the side it is written on.
 */
const word = String.raw`[+\-−]?[°%]?[A-Za-z0-9@](?:[A-Za-z0-9.,:/@%°³²_\-–+]*[A-Za-z0-9%°³²])?`;
/** Words with single spaces between them: "ASTM D7566", "+44 20 7946 0000". */
const ltrRun = new RegExp(`${word}(?:\\s+${word})*`, "g");

export type TextRun = string | { ltr: string };

/** The text as plain runs and left-to-right runs, in reading order. */
export function ltrRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(ltrRun)) {
    if (match.index > last) runs.push(text.slice(last, match.index));
    runs.push({ ltr: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push(text.slice(last));
  return runs;
}
