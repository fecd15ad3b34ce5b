/**
 * Checks the built site against its size budgets and keeps build-only packages,
 * supabase-js, ProseMirror and studio code out of public chunks; the studio for the published site
 * (dist/studio/) has a budget of its own. Does not build.
 *   npm run size                 checks dist/
 *   npm run size -- --dist DIR   checks another build
 *   npm run size -- --breakdown  instead, builds the site again with source maps (into
 *                                .tmp/size-breakdown/) and prints what home's JS is made of,
 *                                as the README's table
 * Exits 1 on an overrun or a forbidden package, 0 otherwise.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { hostedStudioFolder } from "../../src/studio/hosted/page-data.ts";
import { breakdownTable, homeChunksWithMaps, weighParts } from "../size-breakdown.ts";
import { fieldMarkAttribute } from "../../src/lib/field-mark.ts";
import { formatKb, inboxMarker, manifestPath, measureDist, studioMarker, type BudgetRow, type SizeReport } from "../size-budget.ts";

const distFlag = process.argv.indexOf("--dist");
const dist = distFlag >= 0 ? process.argv[distFlag + 1] ?? "dist" : "dist";

/** Source maps are not part of the site, so the breakdown measures a build of its own (the same code, plus maps). */
function printBreakdown(): never {
  const out = ".tmp/size-breakdown";
  const vite = join("node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--sourcemap", "hidden", "--outDir", out, "--emptyOutDir", "--logLevel", "error"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`What home's JS is made of (${out}/, KB = 1024 bytes):\n`);
  console.log(breakdownTable(weighParts(homeChunksWithMaps(out))));
  process.exit(0);
}
if (process.argv.includes("--breakdown")) printBreakdown();

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
const status = (over: boolean) => (over ? paint(31, "OVER") : paint(32, "OK"));

function table(rows: BudgetRow[]): string {
  const header = ["item", "size KB", "budget KB", "status"];
  const cells = rows.map((row) => [row.item, formatKb(row.bytes), formatKb(row.budget)]);
  const widths = header.slice(0, 3).map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  // Numbers right-aligned so the decimals line up.
  const line = (cell: string[]) => [cell[0]!.padEnd(widths[0]!), cell[1]!.padStart(widths[1]!), cell[2]!.padStart(widths[2]!)].join("  ");
  return [`${line(header)}  ${header[3]}`, ...rows.map((row, index) => `${line(cells[index]!)}  ${status(row.over)}`)].join("\n");
}

function breakdown(rows: BudgetRow[]): string {
  return rows
    .filter((row) => row.files.length > 0)
    .map((row) => `  ${row.item}: ${row.files.map((entry) => `${entry.file} ${formatKb(entry.bytes)}`).join(", ")}`)
    .join("\n");
}

function measure(): SizeReport {
  if (!existsSync(join(dist, "index.html")) || !existsSync(join(dist, manifestPath))) {
    console.error(
      `No build with a manifest in ${dist}/ (${join(dist, manifestPath)} is missing).\n` +
        "Run `npm run build` first (the build must set build.manifest: true).",
    );
    process.exit(1);
  }
  try {
    return measureDist(dist);
  } catch (error) {
    console.error(`size: ${(error as Error).message}`);
    process.exit(1);
  }
}

const { rows, forbidden, studioLeaks, fieldMarkLeaks, studioJs, foreignWords, inboxLeaks, inboxInFirstLoad, articleEditorInFirstLoad, searchInHome } = measure();
console.log(`Size budgets for ${dist}/ (KB = 1024 bytes)\n`);
console.log(table(rows));
console.log(`\n${breakdown(rows)}`);
console.log(`\nStudio JS, every chunk: ${formatKb(studioJs.bytes)} KB (${formatKb(studioJs.gzip)} KB gzip) in ${studioJs.files} files`);
for (const file of studioLeaks) console.log(`\n${paint(31, "FORBIDDEN")} ${file} contains studio code ("${studioMarker}"): no public file may`);
for (const file of fieldMarkLeaks) console.log(`\n${paint(31, "FORBIDDEN")} ${file} contains the studio preview's field marks ("${fieldMarkAttribute}"): no public file may`);
for (const file of inboxLeaks) console.log(`\n${paint(31, "FORBIDDEN")} ${file} contains the inbox's code ("${inboxMarker}"): no public file may`);
for (const file of inboxInFirstLoad) console.log(`\n${paint(31, "FORBIDDEN")} ${file}, the inbox's chunk, is in the studio's first load: it must load only when the inbox is opened`);
for (const file of searchInHome) console.log(`\n${paint(31, "FORBIDDEN")} ${file}, search's chunk, is in home's first load: it must load only when search is opened`);
for (const file of articleEditorInFirstLoad) console.log(`\n${paint(31, "FORBIDDEN")} ${file}, the article editor's chunk, is in the studio's first load: it must load only when an article is opened`);
for (const hit of forbidden) console.log(`\n${paint(31, "FORBIDDEN")} ${hit.file} contains "${hit.marker}" (${hit.pkg})`);
for (const hit of foreignWords) console.log(`\n${paint(31, "FORBIDDEN")} ${hit.file}, a file of the default language's home, contains another language's words: ${hit.words.slice(0, 5).join(" ")}`);

const over = rows.filter((row) => row.over).map((row) => row.item);
const problems = [
  ...(over.length > 0 ? [`over budget: ${over.join(", ")}`] : []),
  ...(forbidden.length > 0 ? [`${forbidden.length} forbidden package marker(s) in public chunks`] : []),
  ...(studioLeaks.length > 0 ? [`studio code in ${studioLeaks.length} public file(s)`] : []),
  ...(fieldMarkLeaks.length > 0 ? [`the studio's field marks in ${fieldMarkLeaks.length} public file(s)`] : []),
  ...(inboxLeaks.length > 0 ? [`the inbox's code in ${inboxLeaks.length} public file(s)`] : []),
  ...(inboxInFirstLoad.length > 0 ? ["the inbox in the studio's first load"] : []),
  ...(articleEditorInFirstLoad.length > 0 ? ["the article editor in the studio's first load"] : []),
  ...(searchInHome.length > 0 ? ["search in home's first load"] : []),
  ...(foreignWords.length > 0 ? [`another language's words in ${foreignWords.length} file(s) of the default language's home`] : []),
];
if (problems.length > 0) {
  console.log(`\nsize: FAIL — ${problems.join("; ")}`);
  process.exit(1);
}
console.log(`\nsize: OK — ${rows.length} budgets met (the studio's included), no zod, yaml, Markdown parser, ProseMirror or supabase-js in public chunks, no studio code, inbox code or field marks outside ${dist}/${hostedStudioFolder}/, the inbox and the article editor out of the studio's first load, no other language's words in home's files`);
