/**
 * The state of every translation, and marking translations as up to date.
 *   npm run translations                       each page and entry in each language: translated, behind (how many sections,
 *                                              blocks or fields, then one line for each), fields to translate (how many), or not yet translated
 *   npm run translations -- --mark FILE…       records in FILE (content/ar/pages/about.yaml) that its sections match the English now
 * Marking changes only the `translated:` fields; the rest of the file stays byte for byte.
 */
import { translationsCommand } from "./translations-command.ts";

const { code, lines, err } = translationsCommand(process.argv.slice(2), process.cwd());
for (const line of lines) console.log(line);
if (err) console.error(err);
process.exitCode = code;
