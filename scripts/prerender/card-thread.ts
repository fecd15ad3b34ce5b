/**
 * Share cards are drawn on a thread of their own: laying out a card (satori) and shaping its
 * Arabic words take the main thread about 50 ms a card, and a site of a thousand entries
 * without pictures of their own has a thousand cards, which the pages' drawing would wait
 * behind. On their own thread they are drawn on the machine's other core while the bundles
 * build and the pages are drawn. The thread runs card-worker.ts through tsx, as the build's
 * scripts run.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SiteCard } from "./share-cards.ts";

/** tsx's ES module API (its `register()`), by its file's URL: an evaluated thread resolves no package names of the project. */
function tsxLoaderApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(manifest), exports["./esm/api"]!.import.default)).href;
}

type Message = { position: number; png: Uint8Array } | { done: true };

/** Draws the cards at `positions` of `cards` on another thread, handing each PNG to `drawn` as it arrives. */
export function drawCardsOnThread(cards: readonly SiteCard[], positions: readonly number[], drawn: (position: number, png: Buffer) => void): Promise<void> {
  if (positions.length === 0) return Promise.resolve();
  const tsx = tsxLoaderApi();
  const worker = new URL("./card-worker.ts", import.meta.url).href;
  const start = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Promise((resolve, reject) => {
    const thread = new Worker(start, { eval: true, workerData: { cards: positions.map((position) => cards[position]!) } });
    let done = false;
    thread.on("message", (message: Message) => {
      if ("done" in message) done = true;
      else drawn(positions[message.position]!, Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
    });
    thread.on("error", reject);
    thread.on("exit", (code) => (done ? resolve() : reject(new Error(`The share cards' thread stopped (exit code ${code}) before drawing every card.`))));
  });
}
