/**
 * `npm run bench:collections`: how validation and the build grow with the number of entries.
 * Copies the project (content, code and config; node_modules' packages linked, its cache
 * folder not) to a scratch folder per size, adds N generated entries in each language beside
 * the shipped ones, in turns over the collections the content declares (copies of their own
 * entries, ../bench/entry-copies.ts), and measures in a fresh process each: `npm run validate`'s
 * validation (time, peak memory), a cold `vite build` (no build cache: every card and image
 * variant drawn) and a warm one (the cold build's cache kept, one entry changed), each with
 * its time and peak memory (the resident memory of the build's whole process tree, sampled),
 * then the built site: its file count, its largest document and home's document in each
 * language (gzip). Prints each size against the shipped content as ratios, so growth that is
 * worse than linear shows, and the machine's load beside each figure. Run on a quiet machine.
 *   npm run bench:collections                     sizes 250, 500, 1000 per language
 *   npm run bench:collections -- --sizes 200,1000 other sizes; --no-build measures validation only;
 *                                                 --no-warm skips the warm build; --keep keeps the copies;
 *                                                 --no-shipped skips the shipped content's own row
 */
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { collectionOfEntry, collectionsOf } from "../../src/validation/collections/declarations.ts";
import { readContentSources } from "../content/sources.ts";
import { documentFigures, figuresLine } from "../bench/document-figures.ts";
import { entryCopies } from "../bench/entry-copies.ts";
import { createContentService } from "../content/service.ts";

const root = process.cwd();
const args = process.argv.slice(2);
const sizes = (args.includes("--sizes") ? args[args.indexOf("--sizes") + 1]! : "250,500,1000").split(",").map(Number);
const withBuild = !args.includes("--no-build");
const withWarm = !args.includes("--no-warm");
/** Keeps each scratch copy (its path is printed), to profile or inspect a build of that size. */
const keep = args.includes("--keep");
/** The shipped content's row is measured first unless told not to: the others are printed against it. */
const withShipped = !args.includes("--no-shipped");
/** A copy of the project with `count` generated entries per language. */
function projectWith(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), `collections-bench-${count}-`));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    cpSync(join(root, file), join(folder, file));
  }
  // The packages linked one by one: the build's cache folder (node_modules/.cache) is the copy's own, so a cold build is cold.
  mkdirSync(join(folder, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules"))) if (!name.startsWith(".")) symlinkSync(join(root, "node_modules", name), join(folder, "node_modules", name));
  // The collections the content declares, each given copies of its own live entries in turns.
  const shown = createContentService({ root: folder, publish: () => ({ preview: false }) }).result().content;
  const live = new Set((shown?.collectionEntries ?? []).filter((entry) => entry.state === "live" && !entry.locale).map((entry) => entry.route));
  const collections = collectionsOf(readContentSources(folder));
  const isLive = (path: string) => {
    const collection = collectionOfEntry(collections, path);
    return collection !== undefined && live.has(`${collection.route}/${basename(path, ".md")}`);
  };
  for (const [path, text] of entryCopies(readContentSources(folder), count, isLive)) writeFileSync(join(folder, path), text);
  return folder;
}

/** The resident memory of `pid` and every process under it (MB), from ps. */
function treeMegabytes(pid: number): number {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  // Parents come before their children in ps's order often, not always: repeat until nothing joins.
  for (let grown = true; grown;) {
    grown = false;
    for (const [child, parent] of rows)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
  }
  return rows.reduce((sum, [child, , rss]) => (tree.has(child) ? sum + rss : sum), 0) / 1024;
}

/**
 * The CPU time (s) of this process's ended children and all they waited for, from Linux's
 * /proc/self/stat (cutime and cstime, in ticks of 1/100 s); undefined elsewhere.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    // After "pid (name) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** The machine's load over the last minute, to print beside a figure taken while others share it. */
const load = () => loadavg()[0]!.toFixed(1);

interface Measure {
  seconds: number;
  /** CPU time of the command's whole process tree (user and system, every thread), where the system reports it: steadier than the wall time on a shared machine. */
  cpuSeconds?: number | undefined;
  /** The build's own account of where its time went (scripts/prerender/plugin.ts), if it printed one. */
  phases?: string | undefined;
  megabytes: number;
  /** The one-minute load average at the end of the run. */
  load: string;
}

/** Runs a command in `cwd`: its wall time (s) and the peak resident memory of its process tree (MB), sampled every 250 ms. */
async function measured(cwd: string, command: string[]): Promise<Measure> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const child = spawn(command[0]!, command.slice(1), { cwd, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  let peak = 0;
  const sample = setInterval(() => {
    try {
      peak = Math.max(peak, treeMegabytes(child.pid!));
    } catch {
      // The process ended between two samples.
    }
  }, 250);
  const status = await new Promise<number | null>((done) => child.on("close", done));
  clearInterval(sample);
  if (status !== 0) throw new Error(`${command.join(" ")} failed in ${cwd}:\n${output}`);
  const phases = /^build phases: (.*)$/m.exec(output)?.[1];
  const cpuAfter = childrenCpuSeconds();
  const cpuSeconds = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  return { seconds: (performance.now() - started) / 1000, cpuSeconds, megabytes: peak, load: load(), phases };
}

/** One entry changed, as a writer would: a sentence added to the text of the first generated English entry. */
function changeOneEntry(folder: string): void {
  const collections = collectionsOf(readContentSources(folder));
  const first = collections.map((collection) => join(folder, "content", collection.folder, "generated-0.md")).find((path) => existsSync(path));
  if (first) appendFileSync(first, "\nOne more sentence, written after the first build.\n");
  // With no generated entry (the shipped content alone), the site's file changes instead.
  else appendFileSync(join(folder, "content/site.yaml"), "\n# Changed after the first build.\n");
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

// Info, for the build's phases line; the rest of its output is not printed.
const build = ["node", "node_modules/vite/bin/vite.js", "build", "--logLevel", "info"];
const rows: { count: number; validate: Measure; cold?: Measure; warm?: Measure; site?: ReturnType<typeof builtSite> }[] = [];
const figures = (measure: Measure) => `${measure.seconds.toFixed(1)} s${measure.cpuSeconds !== undefined ? ` (CPU ${measure.cpuSeconds.toFixed(1)} s)` : ""}, ${measure.megabytes.toFixed(0)} MB (load ${measure.load})${measure.phases ? ` [${measure.phases}]` : ""}`;
for (const count of [...(withShipped && !sizes.includes(0) ? [0] : []), ...sizes]) {
  const folder = projectWith(count);
  try {
    const validate = await measured(folder, ["node", "--import", "tsx", "scripts/cli/validate.ts"]);
    const cold = withBuild ? await measured(folder, build) : undefined;
    const site = cold ? builtSite(join(folder, "dist")) : undefined;
    if (cold) console.log(`  ${figuresLine(documentFigures(join(folder, "dist")))}`);
    if (cold && withWarm) changeOneEntry(folder);
    const warm = cold && withWarm ? await measured(folder, build) : undefined;
    rows.push({ count, validate, ...(cold ? { cold } : {}), ...(warm ? { warm } : {}), ...(site ? { site } : {}) });
    console.log(
      `${count} per language: validate ${figures(validate)}${cold ? `; cold build ${figures(cold)}` : ""}${warm ? `; warm build ${figures(warm)}` : ""}${site ? `; ${site.files} files, largest document ${site.largest}, home (en / ar) ${site.home}` : ""}`,
    );
  } finally {
    if (keep) console.log(`kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}
const base = rows.find((row) => row.count === 0);
console.log(
  "\nentries per language | validate s (× shipped) | cold build s (×) | cold build MB (×) | cold s per 100 entries added | warm build s | warm build MB | CPU s (validate / cold / warm) | load (1 min) | files | largest document (gzip) | home en / ar (gzip)",
);
for (const row of rows) {
  const ratio = (value: number, against: number | undefined) => `${value.toFixed(2)}${against ? ` (×${(value / against).toFixed(2)})` : ""}`;
  const perHundred = row.cold && base?.cold && row.count > 0 ? ((row.cold.seconds - base.cold.seconds) / ((row.count * 2) / 100)).toFixed(2) : "—";
  const cpu = [row.validate, row.cold, row.warm].map((measure) => measure?.cpuSeconds?.toFixed(1) ?? "—").join(" / ");
  const loads = [row.validate, row.cold, row.warm].flatMap((measure) => (measure ? [measure.load] : [])).join(" / ");
  console.log(
    `${String(row.count).padStart(4)} | ${ratio(row.validate.seconds, base?.validate.seconds)} | ${row.cold ? ratio(row.cold.seconds, base?.cold?.seconds) : "—"} | ${row.cold ? ratio(row.cold.megabytes, base?.cold?.megabytes) : "—"} | ${perHundred} | ${row.warm?.seconds.toFixed(1) ?? "—"} | ${row.warm?.megabytes.toFixed(0) ?? "—"} | ${cpu} | ${loads} | ${row.site?.files ?? "—"} | ${row.site?.largest ?? "—"} | ${row.site?.home ?? "—"}`,
  );
}
