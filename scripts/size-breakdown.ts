/**
 * What the home page's JS is made of: each byte of a built chunk traced to the module it
 * came from through the chunk's source map, and the modules grouped into the parts a
 * reader weighs (React, ReactDOM, the router, emotion, motion, icons, the app, each block).
 * Used by `npm run size -- --breakdown` (scripts/cli/size.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { decode } from "@jridgewell/sourcemap-codec";
import { entryKey, formatKb, gzipSize, homeRoute, manifestPath, type Manifest } from "./size-budget.ts";

/** The fields of a version 3 source map this reads. */
export interface SourceMap {
  sources: (string | null)[];
  mappings: string;
}

/** The bucket for output the source map ties to no module: inlined content and the bundler's own glue. */
export const unmappedPart = "Site content and bundler glue";

/** A module path from a source map (`../../node_modules/react-dom/cjs/…`, `../../src/blocks/Hero/Hero.tsx`) as the part it belongs to. */
export function partOf(source: string | null): string {
  if (source === null) return unmappedPart;
  const path = source.replace(/\\/g, "/");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
  if (pkg) return packageParts[pkg] ?? `Other packages (${pkg})`;
  const block = /(?:^|\/)src\/blocks\/([A-Z][^/]*)\//.exec(path)?.[1];
  return block ? `Block: ${block}` : "App";
}

/** Packages by the part they count towards; a package missing here is named by itself. */
const packageParts: Record<string, string> = {
  react: "React",
  scheduler: "React",
  "react-dom": "ReactDOM",
  wouter: "Router (wouter)",
  regexparam: "Router (wouter)",
  "@emotion/react": "Emotion",
  "@emotion/cache": "Emotion",
  "@emotion/serialize": "Emotion",
  "@emotion/sheet": "Emotion",
  "@emotion/utils": "Emotion",
  "@emotion/hash": "Emotion",
  "@emotion/memoize": "Emotion",
  "@emotion/unitless": "Emotion",
  "@emotion/weak-memoize": "Emotion",
  "@emotion/use-insertion-effect-with-fallbacks": "Emotion",
  stylis: "Emotion",
  "hoist-non-react-statics": "Emotion",
  "react-is": "Emotion",
  motion: "Motion",
  "framer-motion": "Motion",
  "motion-dom": "Motion",
  "motion-utils": "Motion",
  "lucide-react": "Icons (lucide, tabler)",
  "@tabler/icons-react": "Icons (lucide, tabler)",
};

/**
 * The chunk's text, split by the module each piece came from. A mapping segment starts a
 * piece; a one-field segment starts a piece of no module. Minified code breaks lines only
 * inside template literals, so text before a line's first segment continues the piece the
 * line before ended with.
 */
export function splitBySource(code: string, map: SourceMap): Map<string | null, string> {
  const pieces = new Map<string | null, string[]>();
  const add = (source: string | null, text: string) => {
    if (text.length === 0) return;
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  };
  const lines = code.split("\n");
  const segments = decode(map.mappings);
  let current: string | null = null;
  lines.forEach((line, index) => {
    // The line break belongs to the piece it sits in.
    const text = index < lines.length - 1 ? `${line}\n` : line;
    let start = 0;
    for (const segment of segments[index] ?? []) {
      add(current, text.slice(start, segment[0]));
      start = segment[0];
      current = segment.length > 1 ? (map.sources[segment[1]!] ?? null) : null;
    }
    add(current, text.slice(start));
  });
  return new Map([...pieces].map(([source, texts]) => [source, texts.join("")]));
}

export interface BuiltChunk {
  code: string;
  map: SourceMap;
}

export interface PartWeight {
  part: string;
  /** Minified bytes. */
  bytes: number;
  /** Its share of the chunks' gzip size (see weighParts). */
  gzip: number;
}

/**
 * Each part's weight. gzip does not add up by piece (a piece compresses against what came
 * before it), so each part's text is gzipped on its own and the results are scaled to sum
 * to the chunks' real gzip size: a part's figure is its share of what the visitor downloads.
 * Heaviest first.
 */
export function weighParts(chunks: readonly BuiltChunk[]): PartWeight[] {
  const texts = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const [source, text] of splitBySource(chunk.code, chunk.map)) {
      const part = partOf(source);
      texts.set(part, [...(texts.get(part) ?? []), text]);
    }
  }
  const alone = [...texts].map(([part, list]) => {
    const text = list.join("");
    return { part, bytes: Buffer.byteLength(text), gzip: gzipSize(text) };
  });
  const total = chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0);
  const sumAlone = alone.reduce((sum, entry) => sum + entry.gzip, 0);
  return alone.map((entry) => ({ ...entry, gzip: sumAlone === 0 ? 0 : (entry.gzip * total) / sumAlone })).sort((a, b) => b.gzip - a.gzip);
}

/** The home page's JS chunks in a build made with source maps, with their maps; throws when a map is missing. */
export function homeChunksWithMaps(dist: string): BuiltChunk[] {
  const manifest = JSON.parse(readFileSync(join(dist, manifestPath), "utf8")) as Manifest;
  const { js } = homeRoute(manifest, readFileSync(join(dist, entryKey), "utf8"));
  return js.map((file) => {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: the build was made without source maps`);
    return { code: readFileSync(join(dist, file), "utf8"), map: JSON.parse(readFileSync(mapFile, "utf8")) as SourceMap };
  });
}

/** The weights as a Markdown table, for the README. */
export function breakdownTable(weights: readonly PartWeight[]): string {
  const total = weights.reduce((sum, entry) => sum + entry.gzip, 0);
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    row(["Part", "KB gzip", "Share"]),
    row(["---", "---:", "---:"]),
    ...weights.map((entry) => row([entry.part, formatKb(entry.gzip), `${((entry.gzip / total) * 100).toFixed(1)}%`])),
    row(["**Home JS**", `**${formatKb(total)}**`, "100%"]),
  ].join("\n");
}
