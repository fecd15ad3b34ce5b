/**
 * Drawing the share cards is the slowest part of the prerender, yet they change only when
 * what they are drawn from changes. A drawn set is kept in a folder named by a hash of all
 * of it (the caller's inputs: the cards' words, the font, the logo, the drawing code, the
 * installed packages), so a build whose inputs are unchanged reuses it, and any change
 * draws the cards again. Only the latest set is kept.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The cards `draw` makes from `inputs`, read from `folder` when the same inputs drew them before. */
export async function cachedCards(folder: string, inputs: readonly (string | Uint8Array)[], count: number, draw: () => Promise<Buffer[]>): Promise<Buffer[]> {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(createHash("sha256").update(input).digest());
  const key = hash.digest("hex").slice(0, 32);
  const kept = join(folder, key);
  const files = Array.from({ length: count }, (_, index) => join(kept, `${index}.png`));
  if (files.every((file) => existsSync(file))) return files.map((file) => readFileSync(file));

  const drawn = await draw();
  try {
    // Written aside, then moved in whole: a build stopped halfway leaves no partial set to reuse.
    const pendingName = `${key}.${process.pid}.tmp`;
    const pending = join(folder, pendingName);
    mkdirSync(pending, { recursive: true });
    drawn.forEach((png, index) => writeFileSync(join(pending, `${index}.png`), png));
    for (const entry of readdirSync(folder)) if (entry !== pendingName) rmSync(join(folder, entry), { recursive: true, force: true });
    renameSync(pending, kept);
  } catch {
    // A cache that can't be written costs the next build time, nothing more.
  }
  return drawn;
}
