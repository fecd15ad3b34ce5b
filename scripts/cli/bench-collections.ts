/**
 * `npm run bench:collections`: how validation and the build grow with a collection's entries.
 * Copies the project (content, code and config; node_modules linked) to a scratch folder per
 * size, adds N generated news entries in English and N in Arabic beside the shipped ones, and
 * measures in a fresh process each: `npm run validate`'s validation (time, peak memory) and
 * `vite build` (time, peak memory), then the built site: its file count, its largest document
 * and home's document in each language (gzip). Prints each size against the shipped content
 * as ratios, so growth that is worse than linear shows. Run on a quiet machine.
 *   npm run bench:collections                     sizes 250, 500, 1000 per language
 *   npm run bench:collections -- --sizes 250,500  other sizes; --no-build measures validation only; --keep keeps the copies
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { collectionOfEntry, collectionsOf } from "../../src/validation/collections/declarations.ts";
import { markEntryTranslated } from "../../src/validation/collections/mark-entry.ts";
import { readContentSources } from "../content/sources.ts";
import { documentFigures, figuresLine } from "../bench/document-figures.ts";
import { generatedEntry as entry } from "../bench/generated-entries.ts";

const root = process.cwd();
const args = process.argv.slice(2);
const sizes = (args.includes("--sizes") ? args[args.indexOf("--sizes") + 1]! : "250,500,1000").split(",").map(Number);
const withBuild = !args.includes("--no-build");
/** Keeps each scratch copy (its path is printed), to profile or inspect a build of that size. */
const keep = args.includes("--keep");
/** A copy of the project with `count` generated entries per language. */
function projectWith(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), `collections-bench-${count}-`));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(join(root, file), join(folder, file));
  }
  symlinkSync(join(root, "node_modules"), join(folder, "node_modules"));
  const news = collectionOfEntry(collectionsOf(readContentSources(folder)), "content/news/generated.md")!;
  for (let index = 0; index < count; index++) {
    const english = entry(index, false);
    writeFileSync(join(folder, "content/news", `generated-${index}.md`), english);
    // Marked as translated, as a translator would: the measure is of content that is up to date.
    writeFileSync(join(folder, "content/ar/news", `generated-${index}.md`), markEntryTranslated(english, `content/news/generated-${index}.md`, entry(index, true), news));
  }
  return folder;
}

/** Runs a command in `cwd`, returning its wall time (s) and peak memory (MB) as GNU time reports them. */
function measured(cwd: string, command: string[]): { seconds: number; megabytes: number } {
  const run = spawnSync("/usr/bin/time", ["-f", "%e %M", ...command], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (run.status !== 0) throw new Error(`${command.join(" ")} failed in ${cwd}:\n${run.stdout}\n${run.stderr}`);
  const [seconds, kilobytes] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { seconds: seconds!, megabytes: kilobytes! / 1024 };
}

/** The built site: how many files, its largest document, and home's document in each language (gzip KB). */
function builtSite(dist: string): { files: number; largest: string; home: string } {
  const documents: { path: string; gzip: number }[] = [];
  let files = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        files++;
        if (name.endsWith(".html")) documents.push({ path: path.slice(dist.length + 1), gzip: gzipSync(readFileSync(path), { level: 9 }).length });
      }
    }
  };
  walk(dist);
  const kb = (bytes: number | undefined) => (bytes === undefined ? "—" : `${(bytes / 1024).toFixed(1)} KB`);
  const largest = documents.sort((a, b) => b.gzip - a.gzip)[0];
  const home = (path: string) => kb(documents.find((document) => document.path === path)?.gzip);
  return { files, largest: largest ? `${largest.path} ${kb(largest.gzip)}` : "—", home: `${home("index.html")} / ${home("ar/index.html")}` };
}

const rows: { count: number; validate: ReturnType<typeof measured>; build?: ReturnType<typeof measured>; site?: ReturnType<typeof builtSite> }[] = [];
for (const count of [0, ...sizes]) {
  const folder = projectWith(count);
  try {
    const validate = measured(folder, ["node", "--import", "tsx", "scripts/cli/validate.ts"]);
    const build = withBuild ? measured(folder, ["node", "node_modules/vite/bin/vite.js", "build", "--logLevel", "error"]) : undefined;
    const site = build ? builtSite(join(folder, "dist")) : undefined;
    if (build) console.log(`  ${figuresLine(documentFigures(join(folder, "dist")))}`);
    rows.push({ count, validate, ...(build ? { build } : {}), ...(site ? { site } : {}) });
    console.log(
      `${count} per language: validate ${validate.seconds.toFixed(2)} s, ${validate.megabytes.toFixed(0)} MB${build ? `; build ${build.seconds.toFixed(1)} s, ${build.megabytes.toFixed(0)} MB` : ""}${site ? `; ${site.files} files, largest document ${site.largest}, home (en / ar) ${site.home}` : ""}`,
    );
  } finally {
    if (keep) console.log(`kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}
const base = rows[0]!;
console.log("\nentries per language | validate s (× shipped) | validate MB (×) | build s (×) | build MB (×) | build s per 100 entries added | files | largest document (gzip) | home en / ar (gzip)");
for (const row of rows) {
  const ratio = (value: number, against: number) => `${value.toFixed(2)} (×${(value / against).toFixed(2)})`;
  const perHundred = row.build && row.count > 0 ? ((row.build.seconds - base.build!.seconds) / ((row.count * 2) / 100)).toFixed(2) : "—";
  console.log(
    `${String(row.count).padStart(4)} | ${ratio(row.validate.seconds, base.validate.seconds)} | ${ratio(row.validate.megabytes, base.validate.megabytes)} | ${row.build ? ratio(row.build.seconds, base.build!.seconds) : "—"} | ${row.build ? ratio(row.build.megabytes, base.build!.megabytes) : "—"} | ${perHundred} | ${row.site?.files ?? "—"} | ${row.site?.largest ?? "—"} | ${row.site?.home ?? "—"}`,
  );
}
