/**
 * What a build's documents weigh, for the benches: home's document in each language (gzip),
 * _headers' rules and bytes, and how many files dist/ holds. None of them may grow with the
 * number of entries (the bench prints them at each size).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface DocumentFigures {
  /** Home's document by its path in dist/ (`index.html`, `ar/index.html`), gzip bytes. */
  homes: Record<string, number>;
  headerRules: number;
  headerBytes: number;
  /** The longest line of _headers: Cloudflare Pages reads at most 2,000 characters a line. */
  longestHeaderLine: number;
  files: number;
}

/** Home's document in each language: index.html, and each language folder's (one with a not-found document of its own). */
function homeDocuments(dist: string): string[] {
  const languages = readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, "404.html")));
  return ["index.html", ...languages.map((entry) => `${entry.name}/index.html`)].filter((file) => existsSync(join(dist, file)));
}

export function documentFigures(dist: string): DocumentFigures {
  const headers = readFileSync(join(dist, "_headers"), "utf8");
  const lines = headers.split("\n");
  return {
    homes: Object.fromEntries(homeDocuments(dist).map((file) => [file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length])),
    headerRules: lines.filter((line) => /^\S/.test(line)).length,
    headerBytes: Buffer.byteLength(headers),
    longestHeaderLine: Math.max(...lines.map((line) => line.length)),
    files: readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length,
  };
}

/** One line of figures: `index.html 9.8 KB, ar/index.html 10.4 KB gzip; _headers 24 rules, 5.1 KB (longest line 1,210); 6,012 files`. */
export function figuresLine(figures: DocumentFigures): string {
  const homes = Object.entries(figures.homes)
    .map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KB`)
    .join(", ");
  return `home ${homes} gzip; _headers ${figures.headerRules} rules, ${(figures.headerBytes / 1024).toFixed(1)} KB (longest line ${figures.longestHeaderLine}); ${figures.files} files in dist/`;
}
