/**
 * Drawing the share cards is the slowest part of the prerender, yet a card changes only when
 * what it is drawn from changes. Each card is kept as a file in the build's cache folder
 * (build-cache.ts), named by a hash of its own inputs (its words, its direction, the brand
 * line) and of the engine's (the font files, the logo, the drawing code, the installed
 * packages): a build draws only the cards whose inputs are new, so changing one entry draws
 * its card alone, and a change to the drawing code draws them all. A card's look does not
 * depend on the other cards (the fonts are cut to the characters drawn, which changes no
 * glyph), so a card drawn in an earlier build is the card this one would draw.
 * Cards no build asked for this time are removed: the folder holds the latest site's set.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A card, drawn now or before: its file in the cache, or its PNG when the cache can't be written. */
export type CachedCard = string | Buffer;

/** Draws the cards at `positions` (of the caller's list), handing each PNG to `drawn` as it is done. */
export type CardDrawer = (positions: readonly number[], drawn: (position: number, png: Buffer) => void) => Promise<void>;

const sha256 = (input: string | Uint8Array) => createHash("sha256").update(input).digest();

/** The name of a card's file: a hash of the engine's inputs and its own. */
function cardName(engine: Buffer, input: string): string {
  return `${createHash("sha256").update(engine).update(input).digest("hex").slice(0, 32)}.png`;
}

/**
 * Each card of `inputs` (one string a card: everything it shows), from `folder` when the same
 * inputs and `engine` (what draws every card: fonts, logo, code) drew it before, else drawn by
 * `draw`, which is asked only for the missing ones.
 */
export async function cachedCards(folder: string, engine: readonly (string | Uint8Array)[], inputs: readonly string[], draw: CardDrawer): Promise<CachedCard[]> {
  const engineHash = createHash("sha256");
  // Hashed one by one: moving bytes from one input to the next is a change too.
  for (const input of engine) engineHash.update(sha256(input));
  const engineKey = engineHash.digest();
  const names = inputs.map((input) => cardName(engineKey, input));
  const cards: CachedCard[] = names.map((name) => join(folder, name));
  const missing = names.flatMap((name, position) => (existsSync(join(folder, name)) ? [] : [position]));
  let writable = true;
  try {
    mkdirSync(folder, { recursive: true });
  } catch {
    writable = false;
  }
  await draw(missing, (position, png) => {
    if (writable) {
      try {
        // Written aside, then moved in: a build stopped halfway leaves no partial card to reuse.
        const pending = join(folder, `${names[position]}.${process.pid}.tmp`);
        writeFileSync(pending, png);
        renameSync(pending, join(folder, names[position]!));
        return;
      } catch {
        writable = false;
      }
    }
    // A cache that can't be written costs the next build time, nothing more.
    cards[position] = png;
  });
  if (writable) {
    const used = new Set(names);
    for (const name of readdirSync(folder)) if (!used.has(name)) rmSync(join(folder, name), { recursive: true, force: true });
  }
  return cards;
}
